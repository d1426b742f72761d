import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'Bench-mark-1';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives a URL over loopback with autocannon and returns throughput and latency. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.errors || r.non2xx ? `   (errors ${r.errors}, non-2xx ${r.non2xx})` : '');

/** The real app listening on a free loopback port, on a scratch DATA_DIR. */
export async function startApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    STATIC_DIR: path.join(dataDir, 'none'),
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
