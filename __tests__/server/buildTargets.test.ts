import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TARGETS, clearStamp, inputHash, staleReason, writeStamp } from '../../scripts/buildTargets';

// Which of the two builds `npm start` runs, decided on real files in a scratch project.
let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const stale = () => TARGETS.filter((t) => staleReason(root, t) !== null).map((t) => t.name);

/** What a successful build of every target leaves: its entry file and the stamp. */
function buildAll() {
  for (const target of TARGETS) {
    write(target.entry, 'built');
    writeStamp(root, target, inputHash(root, target));
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'roomwise-build-'));
  write('package.json', JSON.stringify({ scripts: { 'build:server': 'tsc', 'build:client': 'webpack' } }));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('tsconfig.json', '{}');
  write('tsconfig.server.json', '{}');
  write('webpack.config.ts', 'export default {};');
  write('babel.config.js', 'module.exports = {};');
  write('public/index.html', '<html></html>');
  write('src/shared/constants.ts', 'export const A = 1;');
  write('src/server/server.ts', 'listen();');
  write('src/server/db/migrations/0000_init.sql', 'create table t ();');
  write('src/client/main.tsx', 'render();');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a fresh clone builds both, and nothing once both are built', () => {
  expect(stale()).toEqual(['server', 'SPA']);
  expect(staleReason(root, TARGETS[0])).toBe('no complete build in build/server/');
  buildAll();
  expect(stale()).toEqual([]);
});

test('a client file or public asset rebuilds only the SPA', () => {
  buildAll();
  write('src/client/main.tsx', 'render(<App />);');
  expect(stale()).toEqual(['SPA']);
  buildAll();
  write('public/icon.svg', '<svg/>');
  expect(stale()).toEqual(['SPA']);
});

test('a server file or a migration rebuilds only the server', () => {
  buildAll();
  write('src/server/routes/health.ts', 'route();');
  expect(stale()).toEqual(['server']);
  buildAll();
  write('src/server/db/migrations/0001_next.sql', 'alter table t add c int;');
  expect(stale()).toEqual(['server']);
  expect(staleReason(root, TARGETS[0])).toBe('its sources changed since the last build');
});

test('the shared contract, the lock file and the base tsconfig rebuild both', () => {
  for (const [file, content] of [
    ['src/shared/constants.ts', 'export const A = 2;'],
    ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['tsconfig.base.json', '{"compilerOptions":{}}'],
  ]) {
    buildAll();
    write(file, content);
    expect(stale()).toEqual(['server', 'SPA']);
  }
});

test('a changed build command rebuilds its target', () => {
  buildAll();
  write(
    'package.json',
    JSON.stringify({ scripts: { 'build:server': 'tsc', 'build:client': 'webpack --mode production' } }),
  );
  expect(stale()).toEqual(['SPA']);
});

test('a deleted or renamed source counts as a change', () => {
  buildAll();
  rmSync(path.join(root, 'src/client/main.tsx'));
  write('src/client/index.tsx', 'render();');
  expect(stale()).toEqual(['SPA']);
});

test('an interrupted or partial build is not taken for a complete one', () => {
  buildAll();
  // A build clears the stamp before it starts and writes it only when it succeeded.
  clearStamp(root, TARGETS[1]);
  expect(stale()).toEqual(['SPA']);
  buildAll();
  rmSync(path.join(root, TARGETS[0].entry));
  expect(stale()).toEqual(['server']);
  expect(staleReason(root, TARGETS[0])).toBe('build/server/server/server.js is missing');
});
