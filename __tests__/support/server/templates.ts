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

/**
 * The tar without the WAL segments `keep` refuses. PGlite's dump is its data directory as it is,
 * which held two 16 MB segments: the one the seed filled before the last checkpoint (recycled as a
 * future segment after it), and the one holding the checkpoint.
 */
function withWalSegments(tar: Buffer, keep: (segment: string) => boolean): Buffer {
  const entries: Buffer[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, end: number) => header.subarray(start, end).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(field(0, 100));
    if (!segment || keep(segment[1])) entries.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  return Buffer.concat([...entries, Buffer.alloc(1024)]);
}

export async function buildTemplates(): Promise<void> {
  const pglite = await openDatabase({});
  for (const step of templateSteps) await step(pglite);
  // Each clone starts from a checkpoint with nothing to replay, and loads only the WAL segments
  // from the checkpoint's to the current one (16 MB of 68 MB fewer): a clone costs less CPU.
  const pg = pglite.pglite!;
  await pg.exec('CHECKPOINT');
  const { rows } = await pg.query<{ redo: string; current: string }>(
    'SELECT redo_wal_file AS redo, pg_walfile_name(pg_current_wal_insert_lsn()) AS current FROM pg_control_checkpoint()',
  );
  const [{ redo, current }] = rows;
  const blob = await pg.dumpDataDir('none');
  // Segment names are fixed-width hex (timeline, then position): their order is the WAL's.
  const keep = (segment: string) => segment >= redo && segment <= current;
  writeFileSync(PGLITE_TEMPLATE_FILE, withWalSegments(Buffer.from(await blob.arrayBuffer()), keep));
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
