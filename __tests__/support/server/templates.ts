// One migrated database per test run, cloned for each app under test: a fresh PGlite costs
// seconds here, a clone of a dumped template well under one.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';

export const PGLITE_TEMPLATE_FILE = path.join(
  os.tmpdir(),
  `roomwise-pglite-template-${process.ppid}-${process.pid}.tar`,
);
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

export async function buildTemplates(): Promise<void> {
  const pglite = await openDatabase({});
  for (const step of templateSteps) await step(pglite);
  const blob = await pglite.pglite!.dumpDataDir('none');
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV] = PGLITE_TEMPLATE_FILE;

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
  const file = process.env[TEMPLATE_ENV];
  if (!file) throw new Error('The test database template is missing: run tests through jest (globalSetup builds it).');
  return openDatabase({ pgliteTemplate: new Blob([readFileSync(file)]) });
}
