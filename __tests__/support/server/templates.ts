// One migrated database per test run, copied for each app under test: a fresh PGlite costs
// seconds here, one opened on a copy of the migrated data directory well under one.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';

// Memory-backed where there is such a folder: every app under test writes a copy of the template.
const TEST_DATA_ROOT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
/** This run's folder: the template's data directory and every copy of it (the teardown removes it). */
export const PGLITE_RUN_DIR = path.join(TEST_DATA_ROOT, `roomwise-pglite-${process.ppid}-${process.pid}`);
export const TEMPLATE_ENV = 'ROOMWISE_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'ROOMWISE_TEST_PG_TEMPLATE';

/** Steps every test database gets once, after migrations (the catalog seed adds itself here). */
export type TemplateStep = (database: Database) => Promise<void>;
export const templateSteps: TemplateStep[] = [];

export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Copies a data directory file by file (the kernel copies each file's bytes): fs.cpSync took 1.3 to
 * 1.7 times as long on the template (65 MB, about 1,000 files).
 */
function copyDataDir(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDataDir(source, target);
    else copyFileSync(source, target);
  }
}

export async function buildTemplates(): Promise<void> {
  rmSync(PGLITE_RUN_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_RUN_DIR, { recursive: true });
  const templateDir = path.join(PGLITE_RUN_DIR, 'template');
  const template = await openDatabase({ pgliteDir: templateDir });
  for (const step of templateSteps) await step(template);
  // PGlite's postgresql.conf asks for 128 MB of shared buffers, which every start zeroes: about
  // 0.45 s of CPU an app. A test database (the seeded catalog is a few MB) needs far less, and
  // one connection: with these the copies start in about a third of the time.
  await template.db.execute(sql`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await template.db.execute(sql`ALTER SYSTEM SET max_connections = 10`);
  // A clean shutdown ends with a checkpoint: a copy opens with nothing to replay. On a data
  // directory PGlite reads only the pages a test touches, where a loaded dump (the template's
  // form before) was unpacked whole into memory for every app: about 0.4 s of CPU a copy less.
  await template.close();
  process.env[TEMPLATE_ENV] = templateDir;

  const url = testDatabaseUrl();
  if (url) {
    const name = `roomwise_tpl_${process.pid}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const pg = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
    for (const step of templateSteps) await step(pg);
    await pg.close();
    process.env[PG_TEMPLATE_ENV] = name;
  }
}

export async function dropTemplates(): Promise<void> {
  const url = testDatabaseUrl();
  const name = process.env[PG_TEMPLATE_ENV];
  if (url && name) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

/** A fresh database for one app: a PGlite clone of the template, or a PostgreSQL database copied from it. */
export async function cloneTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  const pgTemplate = process.env[PG_TEMPLATE_ENV];
  if (url && pgTemplate) {
    const name = `roomwise_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
    return database;
  }
  const templateDir = process.env[TEMPLATE_ENV];
  if (!templateDir)
    throw new Error('The test database template is missing: run tests through jest (globalSetup builds it).');
  const copies = path.dirname(templateDir);
  const dir = path.join(mkdtempSync(path.join(copies, 'app-')), 'pgdata');
  copyDataDir(templateDir, dir);
  const database = await openDatabase({ pgliteDir: dir });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  return database;
}
