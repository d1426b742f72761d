// Jest evaluates every module again in each test file's sandbox, and V8 parsed each one again:
// about 0.4 s of CPU a test file went to compiling the same sources (node_modules and ours). This
// keeps, per worker process, the V8 code cache of each module the first test file compiled, and
// hands it to the compilations of the same source in the test files after it. The cache is
// checked against the whole source text, and V8 rejects data that does not fit its own checks.
import vm from 'node:vm';

const INSTALLED = Symbol.for('roomwise.compileCache');
type Compile = typeof vm.compileFunction;
type Cached = { code: string; data: Buffer };

export function installCompileCache(): void {
  const holder = vm as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const compile: Compile = vm.compileFunction;
  const cache = new Map<string, Cached>();
  vm.compileFunction = function compileWithCache(code, params, options) {
    const filename = options?.filename;
    // A function compiled from cached data keeps the dynamic import() callback of the first
    // compilation (Node 20), which belonged to an earlier test file: such sources compile as before.
    if (!options || !filename || options.cachedData || options.produceCachedData || code.includes('import('))
      return compile(code, params, options);
    const hit = cache.get(filename);
    if (hit && hit.code === code) {
      const fn = compile(code, params, { ...options, cachedData: hit.data });
      if ((fn as { cachedDataRejected?: boolean }).cachedDataRejected) cache.delete(filename);
      return fn;
    }
    const fn = compile(code, params, { ...options, produceCachedData: true });
    const data = (fn as { cachedData?: Buffer }).cachedData;
    if (data) cache.set(filename, { code, data });
    return fn;
  };
}
