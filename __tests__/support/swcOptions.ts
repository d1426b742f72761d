// How the tests compile TypeScript with SWC: jest's transform, and the scale suite's build of the server.
// SWC strips the types one file at a time (no type check: `npm run typecheck` does that), as ts-jest did
// with isolatedModules, but without loading TypeScript into every worker: the cold transform of the app
// for a clean clone went from seconds per worker to a fraction of one.
// Server code is CommonJS that keeps import() native (tsconfig.server.json's Node16), for the ESM-only
// packages; the client's CommonJS build for jest turns import() into require().
import type { Options } from '@swc/core';

// `source: 'esm'` compiles the ESM-only JavaScript packages jest must load as CommonJS (jest.config.ts
// lists them), as babel-jest did, without loading Babel and preset-env into each worker.
export function swcOptions(kind: 'server' | 'client', source: 'ts' | 'esm' = 'ts'): Options {
  return {
    jsc: {
      parser: source === 'esm' ? { syntax: 'ecmascript' } : { syntax: 'typescript', tsx: kind === 'client' },
      target: 'es2022',
      ...(kind === 'client' && source === 'ts' ? { transform: { react: { runtime: 'automatic' } } } : {}),
    },
    module: { type: 'commonjs', ignoreDynamic: kind === 'server' },
    sourceMaps: 'inline',
  };
}
