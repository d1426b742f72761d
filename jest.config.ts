import type { Config } from 'jest';

const tsTransform = (tsconfig: string) => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: false }] as [string, Record<string, unknown>],
});

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      transform: tsTransform('<rootDir>/tsconfig.test.json'),
      globalSetup: '<rootDir>/__tests__/support/server/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/support/server/globalTeardown.ts',
    },
  ],
};

export default config;
