// npm run bench: every benchmark in turn, each in its own process so one's memory and event
// loop do not colour the next one's figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const BENCHMARKS = [
  'auth.ts',
  'catalog.ts',
  'busyLoop.ts',
  'recommend.ts',
  'compositor.ts',
  'layoutAudit.ts',
  'photoRender.ts',
  'recommendEngine.ts',
  'realtime.ts',
  'clientBundle.ts',
  'resultsPage.ts',
  'pageWeight.ts',
  'roomImages.ts',
  'lighthouse.ts',
];

let failed = 0;
for (const file of BENCHMARKS) {
  const full = path.join(__dirname, file);
  if (!existsSync(full)) continue;
  console.log(`\n=== bench/${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', full], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`bench/${file} failed (exit ${run.status})`);
  }
}
process.exit(failed ? 1 : 0);
