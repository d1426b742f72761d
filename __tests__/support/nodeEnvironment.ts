// jest-environment-node, with the per-worker code cache (compileCache.ts).
import NodeEnvironment from 'jest-environment-node';
import { installCompileCache } from './compileCache';

installCompileCache();

export default NodeEnvironment;
