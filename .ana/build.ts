import webpack from 'webpack';
import makeConfig from '../webpack.config';
const config = makeConfig({}, { mode: 'production' });
config.output = { ...config.output, path: '/tmp/ana/dist' };
config.devtool = 'source-map';
webpack(config, (err, stats) => {
  if (err || stats!.hasErrors()) { console.error(err ?? stats!.toString('errors-only')); process.exit(1); }
  const j = stats!.toJson({ all: false, entrypoints: true, chunkGroups: true });
  const names = (g: any) => (g?.assets ?? []).map((a: any) => a.name);
  const files = [...new Set([...names(j.entrypoints!.main), ...names(j.namedChunkGroups!.login)])].filter((f: string) => f.endsWith('.js'));
  require('fs').writeFileSync('/tmp/ana/files.json', JSON.stringify(files));
  console.log(files);
});
