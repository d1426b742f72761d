import { existsSync } from 'node:fs';
import path from 'node:path';

export interface WorkerEntry {
  /** Absolute path of the module the worker threads load. */
  filename: string;
  /** Node options of the worker threads. */
  execArgv: string[];
}

/**
 * Where a worker thread finds the module `base` that sits next to the caller (`dir`, its
 * __dirname). The built server has the compiled `.js` there and runs it as it is; `tsx` in
 * development and jest (@swc/jest compiles in memory, so no `.js` exists) have only the `.ts`, which
 * the thread then loads through tsx's require hook (tsx is a development dependency, and only
 * these two need it). The thread starts without the parent's options (jest's
 * --experimental-vm-modules, tsx's watch relay), so each way of running starts it the same way.
 */
export function workerEntry(dir: string, base: string): WorkerEntry {
  const compiled = path.join(dir, `${base}.js`);
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  const source = path.join(dir, `${base}.ts`);
  if (!existsSync(source)) throw new Error(`No ${base}.js or ${base}.ts in ${dir}`);
  return { filename: source, execArgv: ['--require', require.resolve('tsx/cjs')] };
}
