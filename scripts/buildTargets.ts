import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One build `npm start` may skip: what it is made from, where it lands and how it is made. */
export interface BuildTarget {
  name: string;
  /** Files and folders (relative to the root) whose content decides the output. */
  inputs: string[];
  /** The output folder; the stamp lives inside it. */
  output: string;
  /** A file every complete build leaves behind. */
  entry: string;
  /** The package.json script that builds it (its text is an input too). */
  script: string;
}

export const TARGETS: BuildTarget[] = [
  {
    name: 'server',
    inputs: ['src/server', 'src/shared', 'tsconfig.base.json', 'tsconfig.server.json', 'package-lock.json'],
    output: 'build/server',
    entry: 'build/server/server/server.js',
    script: 'build:server',
  },
  {
    name: 'SPA',
    inputs: [
      'src/client',
      'src/shared',
      'public',
      'webpack.config.ts',
      'scripts/prerender.ts',
      'babel.config.js',
      'tsconfig.base.json',
      'tsconfig.json',
      'package-lock.json',
    ],
    output: 'dist',
    entry: 'dist/index.html',
    script: 'build:client',
  },
];

// A dotfile: @fastify/static does not serve it from dist/.
export const STAMP_FILE = '.build-stamp';

function hashEntry(hash: ReturnType<typeof createHash>, root: string, relative: string): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) {
    hash.update(`missing ${relative}\0`);
    return;
  }
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) hashEntry(hash, root, path.join(relative, name));
    return;
  }
  hash.update(`file ${relative}\0`);
  hash.update(readFileSync(full));
  hash.update('\0');
}

/** The content hash of everything the target is built from, its build command included. */
export function inputHash(root: string, target: BuildTarget): string {
  const hash = createHash('sha256');
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: object })
    .scripts as Record<string, string> | undefined;
  hash.update(`script ${scripts?.[target.script] ?? ''}\0`);
  for (const input of target.inputs) hashEntry(hash, root, input);
  return hash.digest('hex');
}

const stampPath = (root: string, target: BuildTarget) => path.join(root, target.output, STAMP_FILE);

/** Why the target must be built again, or null when its output was built from exactly these inputs. */
export function staleReason(root: string, target: BuildTarget, hash = inputHash(root, target)): string | null {
  const stamp = stampPath(root, target);
  if (!existsSync(stamp)) return `no complete build in ${target.output}/`;
  if (!existsSync(path.join(root, target.entry))) return `${target.entry} is missing`;
  if (readFileSync(stamp, 'utf8').trim() !== hash) return 'its sources changed since the last build';
  return null;
}

/** Before a build: an interrupted or failed build must not pass for a complete one. */
export function clearStamp(root: string, target: BuildTarget): void {
  rmSync(stampPath(root, target), { force: true });
}

/** After a successful build, with the hash taken before it started (a file saved meanwhile rebuilds next time). */
export function writeStamp(root: string, target: BuildTarget, hash: string): void {
  writeFileSync(stampPath(root, target), `${hash}\n`);
}
