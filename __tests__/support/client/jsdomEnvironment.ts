// jest-fixed-jsdom (jsdom with Node's fetch, streams and TextEncoder, which MSW needs), with the
// per-worker code cache (compileCache.ts).
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';
import { installCompileCache } from '../compileCache';

installCompileCache();

export default FixedJSDOMEnvironment;
