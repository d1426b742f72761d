import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Redis from 'ioredis';
import { Client } from 'pg';
import { LocalS3 } from '../server/s3';
import { SCALE_SERVER_ENV } from './serverBuild';

export const PG_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A database number of its own, flushed per run, so nothing else in that Redis is touched.
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

/** GENERATION_LOCK_MS of every node: short, so a dead worker's job comes back quickly. */
export const LOCK_MS = 2000;

/** Set by globalSetup: why PostgreSQL or Redis cannot be used, or empty when both answered. */
export const SCALE_MISSING_ENV = 'ROOMWISE_SCALE_SERVICES_MISSING';

/** The globalSetup's verdict, read when a test file loads (before its tests are declared). */
export function scaleServicesMissing(): string | undefined {
  const verdict = process.env[SCALE_MISSING_ENV];
  if (verdict === undefined) return 'the scale globalSetup did not run (use npm run test:scale)';
  return verdict || undefined;
}

/** Why the scaled setup cannot be tested here, or undefined when PostgreSQL and Redis answer. */
export async function servicesMissing(): Promise<string | undefined> {
  const pg = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await pg.connect();
    await pg.end();
  } catch (err) {
    return `PostgreSQL does not answer at ${PG_URL}: ${(err as Error).message}`;
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The refused connection is reported by connect() below; without a listener ioredis also logs it.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis does not answer at ${REDIS_URL}: ${(err as Error).message}`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

export interface Node {
  child: ChildProcess;
  url?: string;
  lines: string[];
  exited: Promise<number | null>;
}

export class Cluster {
  /** Each node has a DATA_DIR of its own: media and room photos are shared through the bucket only. */
  private readonly dataDirs: string[] = [];
  private readonly s3 = new LocalS3();
  private s3Env: Record<string, string> = {};
  readonly database = `roomwise_scale_${process.pid}`;
  readonly databaseUrl: string;
  readonly nodes: Node[] = [];

  constructor() {
    const u = new URL(PG_URL);
    u.pathname = `/${this.database}`;
    this.databaseUrl = u.toString();
  }

  async setUp(): Promise<void> {
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${this.database}`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    this.s3Env = await this.s3.start('roomwise-scale');
  }

  /** Starts the server (compiled by the globalSetup) in a process of its own; API nodes resolve once listening. */
  async start(role: 'api' | 'worker', env: Record<string, string> = {}): Promise<Node> {
    const server = process.env[SCALE_SERVER_ENV];
    if (!server)
      throw new Error('The compiled server is missing: run the scale tests through jest (globalSetup builds it).');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-scale-'));
    this.dataDirs.push(dataDir);
    const child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        ROLE: role,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        ...this.s3Env,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        DATABASE_URL: this.databaseUrl,
        REDIS_URL,
        JWT_SECRET: 'scale-test-secret-0123456789-0123456789-abcdef',
        PUBLIC_URL: 'http://127.0.0.1:3000',
        GENERATION_LOCK_MS: String(LOCK_MS),
        GENERATION_CONCURRENCY: '1',
        SHUTDOWN_TIMEOUT_MS: '8000',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node: Node = {
      child,
      lines: [],
      exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    };
    this.nodes.push(node);
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${role} did not start:\n${node.lines.join('\n')}`)), 60_000);
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          node.lines.push(line);
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (listening) node.url = listening[1];
          if (listening || /generation worker ready/.test(line)) {
            clearTimeout(timer);
            resolve();
          }
        });
      }
      void node.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`${role} exited with ${code}:\n${node.lines.join('\n')}`));
      });
    });
    await ready;
    return node;
  }

  async tearDown(): Promise<void> {
    for (const node of this.nodes) {
      if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
      await node.exited;
    }
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
    await admin.end();
    await this.s3.stop();
    for (const dir of this.dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
