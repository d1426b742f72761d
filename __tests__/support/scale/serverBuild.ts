// The scale tests start the server as separate processes, eight or so per run (API nodes, workers
// that are killed and replaced). Started as `node --import tsx src/server/server.ts`, each process
// resolves and compiles the server through tsx's loader (about 1.5 s of CPU on the 2-core machine)
// and so does each of its render threads. The globalSetup compiles src/server and src/shared once,
// file by file with the transform jest uses for the server, and the nodes run that JavaScript
// with plain node (about 0.7 s of CPU per start).
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { swcOptions } from '../swcOptions';

const ROOT = path.resolve(__dirname, '../../..');

/** Where a run's compiled server lives; inside the repository, so node_modules resolves from it. */
export const SCALE_BUILD_DIR = path.join(ROOT, '.tmp', `scale-server-${process.pid}`);
export const SCALE_SERVER_ENV = 'ROOMWISE_SCALE_SERVER';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Compiles the server into SCALE_BUILD_DIR (the layout of build/server) and returns server.js's path. */
export function buildScaleServer(): string {
  rmSync(SCALE_BUILD_DIR, { recursive: true, force: true });
  const src = path.join(ROOT, 'src');
  for (const file of [...sources(path.join(src, 'server')), ...sources(path.join(src, 'shared'))]) {
    const out = path.join(SCALE_BUILD_DIR, path.relative(src, file)).replace(/\.ts$/, '.js');
    const { code } = transformFileSync(file, swcOptions('server'));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, code);
  }
  // As `npm run build:server` does: the migrations sit beside the compiled db client.
  cpSync(path.join(src, 'server/db/migrations'), path.join(SCALE_BUILD_DIR, 'server/db/migrations'), {
    recursive: true,
  });
  return path.join(SCALE_BUILD_DIR, 'server/server.js');
}

export function removeScaleServer(): void {
  rmSync(SCALE_BUILD_DIR, { recursive: true, force: true });
}
