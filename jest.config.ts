import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { swcOptions } from './__tests__/support/swcOptions';

// Our TypeScript, and the ESM-only packages of the transformIgnorePatterns below, compiled by SWC.
const swcTransform = (kind: 'server' | 'client') => ({
  '^.+\\.tsx?$': ['@swc/jest', swcOptions(kind)] as [string, Record<string, unknown>],
  '^.+\\.m?js$': ['@swc/jest', swcOptions(kind, 'esm')] as [string, Record<string, unknown>],
});

// ESM-only packages our dependencies require(); Node 20.19+ loads them natively, jest needs them compiled.
const ESM_PACKAGES = ['content-disposition', 'cookie'];
const esmTransform = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};

// Modules run in a vm context, where every read of a global goes through the context's interceptor:
// a loop that calls Math.min per pixel ran about 50 times slower than in Node (the compositor's
// shadow blur took most of compositor.test.ts), and the planner's spot search, which compares with
// Infinity per candidate, about 3 times slower. Jest passes these to each module as a parameter.
const sandboxInjectedGlobals = ['Math', 'Infinity'];

// Node's and jsdom's environments, each with a per-worker cache of V8's compiled code
// (__tests__/support/compileCache.ts).
const NODE_ENVIRONMENT = '<rootDir>/__tests__/support/nodeEnvironment.ts';

// ROOMWISE_TEST_PROJECT=server (npm run test:server) keeps one project; jest's own
// --selectProjects would swallow the test paths that follow it.
const only = process.env.ROOMWISE_TEST_PROJECT;

const projects: NonNullable<Config['projects']> = [
  {
    displayName: 'server',
    sandboxInjectedGlobals,
    testEnvironment: NODE_ENVIRONMENT,
    roots: ['<rootDir>/__tests__/server'],
    transform: swcTransform('server'),
    ...esmTransform,
    globalSetup: '<rootDir>/__tests__/support/server/globalSetup.ts',
    globalTeardown: '<rootDir>/__tests__/support/server/globalTeardown.ts',
  },
  {
    // Separate API and worker processes on PostgreSQL and Redis (skipped when they do not answer).
    displayName: 'scale',
    sandboxInjectedGlobals,
    testEnvironment: NODE_ENVIRONMENT,
    roots: ['<rootDir>/__tests__/scale'],
    transform: swcTransform('server'),
    ...esmTransform,
    globalSetup: '<rootDir>/__tests__/support/scale/globalSetup.ts',
    globalTeardown: '<rootDir>/__tests__/support/scale/globalTeardown.ts',
  },
  {
    displayName: 'client',
    sandboxInjectedGlobals,
    // jsdom with Node's fetch, streams and TextEncoder, which MSW needs.
    testEnvironment: '<rootDir>/__tests__/support/client/jsdomEnvironment.ts',
    roots: ['<rootDir>/__tests__/client'],
    transform: swcTransform('client'),
    // ESM-only dependencies of msw.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|@open-draft|until-async)/)'],
    moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp)$': '<rootDir>/__tests__/support/client/fileStub.ts' },
    setupFilesAfterEnv: ['<rootDir>/__tests__/support/client/setup.ts'],
  },
];

// The browser journeys need Chromium and a build: only `npm run test:e2e` (ROOMWISE_TEST_PROJECT=e2e) runs them.
const e2e: NonNullable<Config['projects']>[number] = {
  displayName: 'e2e',
  sandboxInjectedGlobals,
  testEnvironment: NODE_ENVIRONMENT,
  roots: ['<rootDir>/__tests__/e2e'],
  transform: swcTransform('server'),
  ...esmTransform,
};

const config: Config = {
  // Building a test app (a database from the template, the plugins, the seeded catalog) takes about
  // a second, but several times that on a shared 2-core machine under load; jest's 5 s default then
  // fails hooks that were only slow. Nothing asserts a duration through this limit.
  testTimeout: 30_000,
  // Jest's default is one worker less than the cores: on the 2-core machines that is a single
  // worker, and the suites ran one by one. Many suites wait on sockets, mail and child processes,
  // so more workers than cores pay: npm test took 685 s with 1 worker, 396 s with 2, 256 s with 3
  // and 252 s with 4 on the 2-core machine.
  // (A number: jest reads a percentage over 100 as that many workers.)
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  // Longest suites first, also on a clean clone with no timings cached (__tests__/support/sequencer.mjs).
  testSequencer: '<rootDir>/__tests__/support/sequencer.mjs',
  // A worker that has grown past this after a suite is replaced (PGlite and sharp hold memory).
  workerIdleMemoryLimit: '1GB',
  projects: only ? [...projects, e2e].filter((p) => typeof p === 'object' && p.displayName === only) : projects,
};

export default config;
