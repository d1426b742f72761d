import webpack from 'webpack';
import makeConfig from '../webpack.config';
const config = makeConfig({}, { mode: 'production' });
config.output = { ...config.output, path: '/tmp/ana/dist2' };
config.devtool = false;
webpack(config, (err, stats) => {
  const j = stats!.toJson({ all: false, modules: true, chunks: true, chunkModules: true, nestedModules: true, chunkGroups: true });
  for (const c of j.chunks!) {
    const walk = (ms: any[] | undefined, depth: number): void => {
      for (const m of ms ?? []) {
        if (/toastBus|useToast|Toaster/.test(m.name) || (depth===0 && /login|forgot/.test(String(c.names)))) console.log('chunk', c.names, c.id, ' '.repeat(depth), m.name);
        walk(m.modules, depth + 1);
      }
    };
    walk(c.modules, 0);
  }
});
