import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import type { Clock } from '../../../src/server/clock';
import { loadConfig, type Config } from '../../../src/server/config';
import { cloneTestDatabase } from './templates';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private t = Date.parse('2026-01-01T12:00:00Z')) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh clone of the migrated test database and a fresh DATA_DIR. */
export async function makeTestApp(
  overrides: { env?: Record<string, string>; clock?: Clock } & Omit<AppOptions, 'config' | 'database' | 'clock'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-spa-built'),
    ...overrides.env,
  });
  const { env: _env, ...options } = overrides;
  const database = await cloneTestDatabase();
  const app = await buildApp({ logger: false, checkResponses: true, ...options, config, database });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
