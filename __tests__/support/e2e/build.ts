import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TARGETS } from '../../../scripts/buildTargets';

export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(ROOT, '.tmp', 'e2e-build.stamp');

// Everything the client bundle is made from: the inputs `npm start` rebuilds the SPA for.
const SOURCES = TARGETS.find((t) => t.name === 'SPA')!.inputs;

function newestMtime(entry: string): number {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Why dist/ must be rebuilt, or null when it is newer than every source of the bundle. */
export function staleReason(): string | null {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  // webpack leaves an unchanged file alone (compareBeforeEmit), so index.html can be older than
  // the last build: the stamp written after each build counts too.
  const built = Math.max(statSync(index).mtimeMs, existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0);
  const stale = SOURCES.find((s) => newestMtime(s) > built);
  return stale ? `${stale} changed after the last build` : null;
}

/**
 * Builds the SPA into dist/ with `npm run build:client` unless dist/ is up to date. A lock file
 * keeps two test runs in one working tree from building into dist/ at the same time.
 */
export function ensureClientBuild(log: (line: string) => void = console.log): void {
  if (process.env.ROOMWISE_E2E_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'))) return;
  const reason = staleReason();
  if (!reason) return;
  log(`building the SPA (${reason})`);
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const lock = path.join(ROOT, '.tmp', 'e2e-build.lock');
  const started = new Date();
  const run = spawnSync('flock', [lock, 'sh', '-c', 'npm run build:client'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `npm run build:client failed (${run.error?.message ?? `exit ${run.status}`}):\n${run.stdout}\n${run.stderr}`,
    );
  }
  // Stamped with the start time: a source saved during the build makes the next run build again.
  writeFileSync(STAMP, '');
  utimesSync(STAMP, started, started);
}
