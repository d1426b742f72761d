// After webpack (npm run build:client): renders the login screen into dist/login.html, which the
// server sends for / (src/server/plugins/spa.ts), with a .br and .gz copy beside it.
// `--dist <dir>` builds from another output folder (the tests use a scratch one).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

interface PrerenderedScreen {
  html: string;
  styleIds: string[];
  css: string;
}
interface ShellModule {
  LOGIN_SHELL_FILE: string;
  composeLoginShell: (indexHtml: string, screen: PrerenderedScreen, extraScripts?: string[]) => string;
}
interface RenderModule {
  renderLoginScreen: () => Promise<PrerenderedScreen>;
}

const ROOT = path.resolve(__dirname, '..');
// The markup and class names must be those of the production bundle that hydrates them (emotion
// and MUI add labels to class names outside production). Set before React or MUI is loaded.
process.env.NODE_ENV = 'production';
// The client modules are loaded by path: they are TSX for the browser's tsconfig, which this
// file (type-checked with the server's) must not follow.
const load = <T>(file: string) => import(pathToFileURL(path.join(ROOT, 'src/client', file)).href) as Promise<T>;

/** The script files of webpack's "login" chunk group, from the manifest webpack.config.ts writes. */
function loginChunkScripts(dist: string): string[] {
  const groups = JSON.parse(readFileSync(path.join(dist, '.chunk-groups.json'), 'utf8')) as Record<string, string[]>;
  const entry = new Set(groups.main ?? []);
  return (groups.login ?? []).filter((file) => !entry.has(file)).map((file) => `/${file}`);
}

export async function prerender(dist: string): Promise<string> {
  const [{ composeLoginShell, LOGIN_SHELL_FILE }, { renderLoginScreen }] = await Promise.all([
    load<ShellModule>('prerenderShell.ts'),
    load<RenderModule>('prerender.tsx'),
  ]);
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const html = composeLoginShell(indexHtml, await renderLoginScreen(), loginChunkScripts(dist));
  const out = path.join(dist, LOGIN_SHELL_FILE);
  writeFileSync(out, html);
  writeFileSync(`${out}.gz`, zlib.gzipSync(html, { level: 9 }));
  writeFileSync(`${out}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return out;
}

if (require.main === module) {
  const at = process.argv.indexOf('--dist');
  const dist = path.resolve(at > 0 ? process.argv[at + 1] : path.join(ROOT, 'dist'));
  prerender(dist)
    .then((out) => console.log(`prerendered the login screen into ${path.relative(ROOT, out)}`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
