// GET /user/furnitures at 100,000 catalog items, on PostgreSQL (when it answers) and on PGlite:
// a 5-category room with style and color, over loopback. Target: p99 under 25 ms on PostgreSQL.
// Prints EXPLAIN ANALYZE of the page query to show it walks the (category, style, color, id) index.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateSeedCatalog } from '../src/server/catalog/seedCatalog';
import { openDatabase, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createCatalogRepository, pageSql, type FurnitureQuery } from '../src/server/repositories/catalog';
import { ROOM_TYPES } from '../src/shared/constants';
import { fmt, load, postgresAnswers, startApp } from './support';

const ITEMS = 100_000;
const ROOM = ROOM_TYPES.find((r) => r.name === 'Living Room - Large')!;
const STYLE = 'Mid-Century';
const COLOR = 'Walnut';

function* take<T>(n: number, source: Iterable<T>) {
  if (n <= 0) return;
  for (const x of source) {
    yield x;
    if (--n <= 0) return;
  }
}

async function fill(database: Database) {
  const started = Date.now();
  // 16 per (category, style, color) is 100,800; the first 100,000 of them.
  const inserted = await createCatalogRepository(database.db).insertMany(
    take(ITEMS, generateSeedCatalog({ itemsPerCombo: 16 })),
  );
  // As autovacuum would after a bulk load: statistics, and a visibility map for index-only counts.
  await database.db.execute(sql`vacuum analyze furniture`);
  console.log(`  seeded ${inserted} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function scratchPostgres(base: string) {
  const { Client } = await import('pg');
  const name = `roomwise_bench_catalog_${process.pid}`;
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

async function explain(database: Database, q: FurnitureQuery) {
  const result = await database.db.execute(sql`explain (analyze, costs off, timing on) ${pageSql(q)}`);
  for (const row of (result as { rows: Record<string, string>[] }).rows) console.log(`    ${Object.values(row)[0]}`);
}

async function measure(label: string, env: Record<string, string>) {
  const { app, url, stop } = await startApp(env);
  try {
    const [user] = await app.db
      .insert(users)
      .values({ email: 'bench.catalog@example.com', firstname: 'Bench', lastname: 'Mark', emailVerified: true })
      .returning();
    const headers = { authorization: `Bearer ${app.tokens.sign(user.id, user.tokenVersion)}` };
    const items = ROOM.categories.map((c) => `items=${encodeURIComponent(c)}`).join('&');
    const filtered = `${url}/user/furnitures?${items}&style=${encodeURIComponent(STYLE)}&color=${COLOR}&limit=30&count=1`;
    const unfiltered = `${url}/user/furnitures?${items}&limit=30&count=2`;

    const probe = await fetch(filtered, { headers });
    const body = (await probe.json()) as { data: { furnitures: Record<string, unknown[]>[]; total: number } };
    const perCategory = body.data.furnitures.map((o) => Object.values(o)[0].length);
    console.log(
      `  ${ROOM.name} (${ROOM.categories.length} categories), ${STYLE}, ${COLOR}: ${perCategory.join('/')} items, total ${body.data.total}`,
    );

    await load({ url: filtered, headers, duration: 2, workers: 1 }); // warm-up
    // autocannon runs in a worker thread so it does not share the server's event loop.
    console.log(
      `  ${label} style+color, 10 connections flat out  ${fmt(await load({ url: filtered, headers, duration: 10, workers: 1 }))}`,
    );
    // One client: the latency of a request on its own, without queueing behind others.
    console.log(
      `  ${label} style+color, 1 connection              ${fmt(await load({ url: filtered, headers, duration: 5, workers: 1, connections: 1 }))}`,
    );
    console.log(
      `  ${label} no filters, 10 connections flat out   ${fmt(await load({ url: unfiltered, headers, duration: 5, workers: 1 }))}`,
    );

    console.log('  EXPLAIN ANALYZE, style+color:');
    await explain(app.database, { categories: [...ROOM.categories], style: STYLE, color: COLOR, limit: 30, page: 1 });
    console.log('  EXPLAIN ANALYZE, no filters, page 2:');
    await explain(app.database, { categories: [...ROOM.categories], limit: 30, page: 2 });
  } finally {
    await stop();
  }
}

async function main() {
  const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(pgUrl)) {
    console.log('PostgreSQL');
    const scratch = await scratchPostgres(pgUrl);
    try {
      const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
      await fill(database);
      await database.close();
      await measure('postgres', { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL: not reachable, skipped (set DATABASE_URL)');
  }

  console.log('PGlite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-bench-catalog-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await fill(database);
    await database.close();
    await measure('pglite  ', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
