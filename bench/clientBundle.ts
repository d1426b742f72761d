/**
 * Gzip size of the JavaScript the login route (/) loads first: the entry chunks plus the
 * lazily loaded "login" chunk group. Builds with the production webpack config (into a
 * temporary directory, so dist/ is left alone) unless `--dist` says to read the stats of dist/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import makeConfig from '../webpack.config';

export interface ClientBundleResult {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipKb: number;
  targetKb: number;
}

export const TARGET_GZIP_KB = 150;

function build(outDir: string): Promise<webpack.StatsCompilation> {
  const config = makeConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  config.devtool = false;
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      resolve(stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false }));
    });
  });
}

function initialLoginFiles(stats: webpack.StatsCompilation): string[] {
  const names = (group?: webpack.StatsChunkGroup) => (group?.assets ?? []).map((a) => a.name);
  const files = [...names(stats.entrypoints?.main), ...names(stats.namedChunkGroups?.login)];
  return [...new Set(files)].filter((f) => f.endsWith('.js'));
}

export async function measureClientBundle(): Promise<ClientBundleResult> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-bundle-'));
  try {
    const stats = await build(outDir);
    const files = initialLoginFiles(stats).map((file) => {
      const bytes = fs.readFileSync(path.join(outDir, file));
      return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length };
    });
    const gzipKb = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
    return { files, gzipKb: Math.round(gzipKb * 10) / 10, targetKb: TARGET_GZIP_KB };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export function formatClientBundle(result: ClientBundleResult): string {
  const lines = result.files.map((f) => `  ${f.file.padEnd(40)} ${(f.bytes / 1024).toFixed(1).padStart(8)} KB  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip`);
  const verdict = result.gzipKb < result.targetKb ? 'under' : 'OVER';
  return [
    'client bundle: initial JS of the login route',
    ...lines,
    `  total ${result.gzipKb} KB gzip (${verdict} the ${result.targetKb} KB target)`,
  ].join('\n');
}

if (require.main === module) {
  measureClientBundle()
    // Over the target is reported, not failed: the figure is the result.
    .then((r) => console.log(formatClientBundle(r)))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
