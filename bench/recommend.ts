// GET /user/recommendations (3 sets) through the real app with app.inject (token check, query
// validation, the candidate query, the engine, the answer's serialisation; no socket), on the seeded
// catalog and on 100,000 items, on PostgreSQL (when it answers) and PGlite. Each request takes a
// random room type, style and colour (fixed seed); a third of them also a budget. The user has a
// taste profile, so the personal part is computed too. Beside the route's figures: the candidate
// query alone and the engine alone, and EXPLAIN ANALYZE of one candidate query.
// Targets at 100,000 items: p95 under 50 ms on PostgreSQL, under 100 ms on PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { generateSeedCatalog } from '../src/server/catalog/seedCatalog';
import { seedCatalog } from '../src/server/catalog/seedInsert';
import { STYLES } from '../src/server/catalog/styles';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createRepositories } from '../src/server/repositories';
import { candidatesSql, createCatalogRepository } from '../src/server/repositories/catalog';
import { PROJECT_WEIGHT, SELECTION_WEIGHT } from '../src/server/recommend/learning';
import { candidateQuery, recommendSets } from '../src/server/recommend/engine';
import type { RecommendRequest } from '../src/server/recommend/types';
import { COLORS, ROOM_TYPE_NAMES } from '../src/shared/constants';
import { postgresAnswers } from './support';

const BIG = 100_000;
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RECOMMEND_RUNS ?? 300);
const TARGET_P95_MS = { postgres: 50, pglite: 100 } as const;

/** mulberry32: the same filters on every run and every database. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Filter {
  roomType: string;
  style: string;
  color: string;
  budget?: number;
}

function filters(n: number): Filter[] {
  const r = rng(20261123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  return Array.from({ length: n }, (_, i) => ({
    roomType: pick(ROOM_TYPE_NAMES),
    style: pick(STYLES),
    color: pick(COLORS),
    ...(i % 3 === 2 && { budget: 150_000 + Math.floor(r() * 800_000) }),
  }));
}

const url = (f: Filter) =>
  `/user/recommendations?${new URLSearchParams({
    roomType: f.roomType,
    style: f.style,
    color: f.color,
    sets: '3',
    ...(f.budget !== undefined && { budget: String(f.budget) }),
  }).toString()}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(label: string, ms: number[], target?: number): string {
  const s = [...ms].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(s, p));
  const verdict =
    target === undefined
      ? ''
      : p95 < target
        ? `   (target p95 < ${target} ms: met)`
        : `   (target p95 < ${target} ms: MISSED)`;
  return `  ${label.padEnd(34)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms${verdict}`;
}

function* take<T>(n: number, source: Iterable<T>) {
  if (n <= 0) return;
  for (const x of source) {
    yield x;
    if (--n <= 0) return;
  }
}

async function fillBig(database: Database) {
  await database.db.execute(sql`truncate furniture`);
  // 16 per (category, style, colour) is 100,800; the first 100,000 of them.
  await createCatalogRepository(database.db).insertMany(take(BIG, generateSeedCatalog({ itemsPerCombo: 16 })));
}

async function benchUser(app: FastifyInstance) {
  const [user] = await app.db
    .insert(users)
    .values({
      email: `bench.recommend.${Date.now()}@example.com`,
      firstname: 'Bench',
      lastname: 'Mark',
      emailVerified: true,
    })
    .returning();
  // A history: some Japandi and Scandinavian pieces selected, one room generated.
  const repos = createRepositories(app.db);
  const rows = await repos.catalog.candidates({
    categories: ['Couches, Sofas & Lounges', 'Coffee Tables', 'Bed Frames', 'Dining Tables'],
    styles: ['Japandi', 'Scandinavian'],
    colors: ['Oak', 'White'],
    perGroup: 2,
    cheapestPerCategory: 0,
  });
  for (const row of rows) await repos.tasteProfiles.record(user.id, [row], SELECTION_WEIGHT);
  await repos.tasteProfiles.record(user.id, rows.slice(0, 4), PROJECT_WEIGHT);
  return { authorization: `Bearer ${app.tokens.sign(user.id, user.tokenVersion)}` };
}

async function measure(database: Database, label: string, target?: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-bench-recommend-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    STATIC_DIR: path.join(dataDir, 'none'),
  });
  // The app takes the filled database over (and closes it).
  const app = await buildApp({ config, logger: false, database });
  await app.ready();
  try {
    const counted = await app.db.execute(sql`select count(*)::int as n from furniture`);
    const n = (counted as { rows: { n: number }[] }).rows[0].n;
    const headers = await benchUser(app);
    const all = filters(WARMUP + RUNS);
    let empty = 0;
    let failed = 0;
    const route: number[] = [];
    for (const [i, f] of all.entries()) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: url(f), headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) failed++;
      else if (i >= WARMUP && res.json<{ data: { sets: unknown[] } }>().data.sets.length === 0) empty++;
      if (i >= WARMUP) route.push(ms);
    }
    console.log(
      `  ${label}: ${Number(n).toLocaleString('en')} items, ${RUNS} requests (${empty} answered no set within the budget${failed ? `, ${failed} FAILED` : ''})`,
    );
    console.log(summary('route (app.inject), 3 sets', route, target));

    // The same filters, split: the candidate query, then the engine on its rows.
    const repos = createRepositories(app.db);
    const query: number[] = [];
    const engine: number[] = [];
    let rows = 0;
    for (const f of all.slice(WARMUP)) {
      const req: RecommendRequest = { ...f, pinned: [], excluded: new Set(), sets: 3 };
      const t0 = performance.now();
      const candidates = await repos.catalog.candidates(candidateQuery(req));
      const t1 = performance.now();
      recommendSets(req, candidates, { styles: {}, colors: {}, prices: {}, events: 0 });
      engine.push(performance.now() - t1);
      query.push(t1 - t0);
      rows += candidates.length;
    }
    console.log(summary(`candidate query (${Math.round(rows / RUNS)} rows avg)`, query));
    console.log(summary('engine alone', engine));

    if (label.startsWith('100')) {
      const example: RecommendRequest = {
        roomType: 'Living Room - Large',
        style: 'Japandi',
        color: 'Navy',
        pinned: [],
        excluded: new Set(),
        sets: 3,
      };
      const plan = await app.db.execute(
        sql`explain (analyze, costs off, timing on) ${candidatesSql(candidateQuery(example))}`,
      );
      console.log('  EXPLAIN ANALYZE, candidates for Living Room - Large, Japandi, Navy (last lines):');
      const lines = (plan as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
      for (const line of lines.filter((l) => /Index|Planning|Execution/.test(l)).slice(-8)) console.log(`    ${line}`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(kind: 'postgres' | 'pglite', open: () => Promise<Database>) {
  const seeded = await open();
  await seedCatalog(createCatalogRepository(seeded.db));
  await seeded.db.execute(sql`vacuum analyze furniture`);
  await measure(seeded, 'seeded catalog');

  const big = await open();
  const started = Date.now();
  await fillBig(big);
  // As autovacuum would after a bulk load: statistics, and a visibility map for index-only scans.
  await big.db.execute(sql`vacuum analyze furniture`);
  console.log(`  (100,000 items loaded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await measure(big, '100,000 items', TARGET_P95_MS[kind]);
}

async function scratchPostgres(base: string) {
  const { Client } = await import('pg');
  const name = `roomwise_bench_recommend_${process.pid}`;
  const admin = async (q: string) => {
    const c = new Client({ connectionString: base });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(pgUrl)) {
    console.log('PostgreSQL (a scratch database, dropped afterwards)');
    const scratch = await scratchPostgres(pgUrl);
    try {
      await run('postgres', () => openDatabase({ databaseUrl: scratch.url, poolSize: 4 }));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`PostgreSQL: ${new URL(pgUrl).host} does not answer, skipped (set DATABASE_URL)`);
  }

  console.log('PGlite (a scratch directory, removed afterwards)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-bench-recommend-pglite-'));
  try {
    await run('pglite', () => openDatabase({ pgliteDir: path.join(dir, 'pglite') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
