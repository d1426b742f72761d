// @ts-check
// npm's postinstall: applies patches/ with patch-package. The patched packages are the tests'
// (jsdom and nwsapi, see README.md Tests): an install without devDependencies has neither them
// nor patch-package, and nothing to patch.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let patchPackage;
try {
  patchPackage = require.resolve('patch-package');
} catch {
  process.exit(0);
}
execFileSync(process.execPath, [patchPackage], { stdio: 'inherit' });
