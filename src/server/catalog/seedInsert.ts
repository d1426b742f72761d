import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { furniture, type NewFurniture } from '../db/schema';
import { generateSeedCatalog, type SeedOptions } from './seedCatalog';

const BATCH = 2000;
const SEED_LOCK_ID = 7_246_002;

/**
 * Inserts rows in batches, each one statement over unnest()ed column arrays: 14 bind parameters
 * whatever the batch size, and no per-row SQL to build. Rows whose id or source key exist are left alone.
 */
export async function insertFurniture(db: Db, rows: Iterable<NewFurniture>): Promise<number> {
  let inserted = 0;
  let batch: NewFurniture[] = [];
  const col = <T>(f: (r: NewFurniture) => T) => sql.param(batch.map(f));
  const flush = async () => {
    if (!batch.length) return;
    const result = await db.execute(sql`
      insert into furniture (id, source_key, title, details, category, style, color, price_cents, currency,
        width_cm, depth_cm, height_cm, images, art_variant)
      select coalesce(id, gen_random_uuid()), source_key, title, details, category, style, color, price_cents, currency,
        width_cm, depth_cm, height_cm, images::jsonb, art_variant
      from unnest(${col((r) => r.id ?? null)}::uuid[], ${col((r) => r.sourceKey)}::text[], ${col((r) => r.title)}::text[],
        ${col((r) => r.details)}::text[], ${col((r) => r.category)}::text[], ${col((r) => r.style)}::text[],
        ${col((r) => r.color)}::text[], ${col((r) => r.priceCents)}::int[], ${col((r) => r.currency)}::text[],
        ${col((r) => r.widthCm)}::int[], ${col((r) => r.depthCm)}::int[], ${col((r) => r.heightCm)}::int[],
        ${col((r) => JSON.stringify(r.images ?? []))}::text[], ${col((r) => r.artVariant ?? 0)}::int[])
        as t(id, source_key, title, details, category, style, color, price_cents, currency,
          width_cm, depth_cm, height_cm, images, art_variant)
      on conflict do nothing
      returning id`);
    inserted += (result as unknown as { rows: unknown[] }).rows.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return inserted;
}

export interface SeedResult {
  seeded: boolean;
  inserted: number;
}

/**
 * Seeds the generated catalog. With onlyIfEmpty (first start) nothing happens when the table
 * holds any item. Nodes starting together queue on an advisory lock, so only one inserts.
 */
export async function seedCatalog(db: Db, options: SeedOptions & { onlyIfEmpty?: boolean } = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (options.onlyIfEmpty) {
      const [row] = await tx.select({ id: furniture.id }).from(furniture).limit(1);
      if (row) return { seeded: false, inserted: 0 };
    }
    const inserted = await insertFurniture(tx as unknown as Db, generateSeedCatalog(options));
    return { seeded: true, inserted };
  });
}
