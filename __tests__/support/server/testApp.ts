import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import type { Clock } from '../../../src/server/clock';
import { loadConfig, type Config } from '../../../src/server/config';
import { cloneTestDatabase } from './templates';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_PASSWORD_HASH_MEMORY_KIB = 1024;

// Every timer API jest can fake except Date: sockets, SMTP and the database keep real timers.
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private movesDate = false;
  constructor(private t = Date.parse('2026-01-01T12:00:00Z')) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
    if (this.movesDate) jest.setSystemTime(this.t);
  }

  /**
   * Until restoreDate(), Date reads this clock (jest fake timers for Date alone), for libraries
   * that read Date.now() themselves: the rate limiter's in-memory windows.
   */
  driveDate() {
    jest.useFakeTimers({ now: this.t, doNotFake: [...REAL_TIMERS] });
    this.movesDate = true;
  }

  restoreDate() {
    jest.useRealTimers();
    this.movesDate = false;
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
    // argon2id at 1 MiB instead of the product's 19 MiB: the suites hash and check a few hundred
    // passwords (60-100 ms of CPU each at the product's cost). The algorithm and its checks are the
    // product's; passwords.test.ts holds the product's cost.
    PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_MEMORY_KIB),
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
