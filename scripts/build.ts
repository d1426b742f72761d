// Builds the server and the SPA, each only when its inputs changed since its last complete
// build (`npm start`), or both unconditionally with --all (`npm run build`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type BuildTarget, TARGETS, clearStamp, inputHash, staleReason, writeStamp } from './buildTargets';

const ROOT = path.resolve(__dirname, '..');
const force = process.argv.includes('--all');

function run(target: BuildTarget): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', target.script], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function build(target: BuildTarget): Promise<boolean> {
  const hash = inputHash(ROOT, target);
  const reason = force ? 'npm run build builds everything' : staleReason(ROOT, target, hash);
  if (!reason) {
    console.log(`${target.name}: up to date`);
    return true;
  }
  console.log(`${target.name}: building (${reason})`);
  const started = Date.now();
  clearStamp(ROOT, target);
  if (!(await run(target))) {
    console.error(`${target.name}: build failed`);
    return false;
  }
  writeStamp(ROOT, target, hash);
  console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

// The two builds share no output, so they run side by side.
void Promise.all(TARGETS.map(build)).then((results) => {
  if (results.includes(false)) process.exitCode = 1;
});
