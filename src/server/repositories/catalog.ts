import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FurnitureSort } from '../../shared/constants';
import type { Db } from '../db/client';
import type { CandidateQuery } from '../recommend/types';
import { furniture, type Furniture, type NewFurniture } from '../db/schema';

export type { Furniture, NewFurniture };

/** What a catalog listing shows of an item. */
export type FurnitureRow = Pick<
  Furniture,
  | 'id'
  | 'title'
  | 'details'
  | 'category'
  | 'style'
  | 'color'
  | 'priceCents'
  | 'currency'
  | 'widthCm'
  | 'depthCm'
  | 'heightCm'
  | 'images'
>;

export interface FurnitureQuery {
  categories: string[];
  style?: string;
  color?: string;
  limit: number;
  /** 1-based page. */
  page: number;
  /** By default the catalog order (id). */
  sort?: FurnitureSort;
}

// Every order ends on the primary key, so a page boundary never splits equal prices differently.
const ORDER_BY: Record<FurnitureSort, SQL> = {
  recommended: sql`f.id`,
  'price-asc': sql`f.price_cents, f.id`,
  'price-desc': sql`f.price_cents desc, f.id`,
};
const OUTER_ORDER_BY: Record<FurnitureSort, SQL> = {
  recommended: sql`p.id`,
  'price-asc': sql`p.price_cents, p.id`,
  'price-desc': sql`p.price_cents desc, p.id`,
};

/** What the importer compares a feed row with. */
export type ImportedItem = Pick<Furniture, 'sourceKey' | 'contentHash' | 'images' | 'imageSources'>;

/** An imported item's columns, written whole on insert and on update. */
export type ImportedValues = Pick<
  NewFurniture,
  | 'title'
  | 'details'
  | 'category'
  | 'style'
  | 'color'
  | 'priceCents'
  | 'currency'
  | 'widthCm'
  | 'depthCm'
  | 'heightCm'
  | 'images'
  | 'imageSources'
  | 'contentHash'
>;

interface RawRow {
  id: string | null;
  title: string;
  details: string;
  category: string;
  style: string;
  color: string;
  price_cents: number;
  currency: string;
  width_cm: number;
  depth_cm: number;
  height_cm: number;
  images: string[] | string;
}

const fromRaw = (r: RawRow): FurnitureRow => ({
  id: r.id as string,
  title: r.title,
  details: r.details,
  category: r.category,
  style: r.style,
  color: r.color,
  priceCents: Number(r.price_cents),
  currency: r.currency,
  widthCm: Number(r.width_cm),
  depthCm: Number(r.depth_cm),
  heightCm: Number(r.height_cm),
  images: typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images,
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One page and the total in one statement: a LATERAL subquery per category walks
 * (category[, style, color], id), or sorts the category's matches by price (then id); the count rides along (left join, so it comes back with no rows too).
 */
export function pageSql(q: FurnitureQuery, withTotal = true): SQL {
  const sort = q.sort ?? 'recommended';
  const filters = sql.join(
    [
      q.style !== undefined ? sql` and f.style = ${q.style}` : sql``,
      q.color !== undefined ? sql` and f.color = ${q.color}` : sql``,
    ],
    sql``,
  );
  const categories = sql.join(
    q.categories.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`select t.total, p.id, p.title, p.details, p.category, p.style, p.color, p.price_cents, p.currency,
      p.width_cm, p.depth_cm, p.height_cm, p.images
    from ${withTotal ? sql`(select count(*)::int as total from furniture f where f.category in (${categories})${filters})` : sql`(select null::int as total)`} t
    left join lateral (
      select c.ord, f.* from unnest(array[${categories}]::text[]) with ordinality as c(name, ord)
      cross join lateral (
        select * from furniture f
        where f.category = c.name${filters}
        order by ${ORDER_BY[sort]}
        limit ${q.limit} offset ${(q.page - 1) * q.limit}
      ) f
    ) p on true
    order by p.ord, ${OUTER_ORDER_BY[sort]}`;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The recommender's candidates (see CandidateQuery) in one statement. Only ids are gathered, each
 * part by index alone: per (category, style, colour) the first rows by id on (category, style,
 * color, id), merged per (category, style) in the colours' order; per (category, style) the
 * cheapest on (category, style, price_cents, id), merged per category by (price, id). An id both
 * parts found is kept once; the rows are then read by primary key, in the order of the engine's
 * selectCandidates: per category, its styles' groups in turn, then its cheapest.
 */
export function candidatesSql(q: CandidateQuery): SQL {
  const categories = sql.param(unique(q.categories));
  const styles = sql.param(unique(q.styles));
  const colors = unique(q.colors);
  const perGroup = Math.max(0, Math.floor(q.perGroup));
  const cheapest = Math.max(0, Math.floor(q.cheapestPerCategory));
  const group = colors.length
    ? sql`select y.id, k.ord as sub from unnest(${sql.param(colors)}::text[]) with ordinality as k(name, ord)
        cross join lateral (
          select f.id from furniture f
          where f.category = c.name and f.style = s.name and f.color = k.name
          order by f.id limit ${perGroup}
        ) y
        order by k.ord, y.id limit ${perGroup}`
    : sql`select f.id, 0::bigint as sub from furniture f
        where f.category = c.name and f.style = s.name
        order by f.id limit ${perGroup}`;
  // An id lies in one category and one style, so its group entry (style_ord <= n) sorts before its cheap one (n + 1).
  return sql`with found as (
      select g.id, c.ord as category_ord, s.ord as style_ord, g.sub
      from unnest(${categories}::text[]) with ordinality as c(name, ord)
      cross join unnest(${styles}::text[]) with ordinality as s(name, ord)
      cross join lateral (${group}) g
      union all
      select p.id, c.ord, cardinality(${styles}::text[]) + 1, p.price_cents
      from unnest(${categories}::text[]) with ordinality as c(name, ord)
      cross join lateral (
        select x.id, x.price_cents from unnest(${styles}::text[]) as s(name)
        cross join lateral (
          select f.id, f.price_cents from furniture f
          where f.category = c.name and f.style = s.name
          order by f.price_cents, f.id limit ${cheapest}
        ) x
        order by x.price_cents, x.id limit ${cheapest}
      ) p
    ), ids as (
      select distinct on (id) id, category_ord, style_ord, sub from found order by id, style_ord
    )
    select f.id, f.title, f.details, f.category, f.style, f.color, f.price_cents, f.currency,
      f.width_cm, f.depth_cm, f.height_cm, f.images
    from ids join furniture f on f.id = ids.id
    order by ids.category_ord, ids.style_ord, ids.sub, f.id`;
}

const INSERT_BATCH = 2000;
const SEED_LOCK_ID = 7_246_002;

export function createCatalogRepository(db: Db) {
  /**
   * Inserts rows in batches, each one statement over unnest()ed column arrays: 14 bind parameters
   * whatever the batch size, and no per-row SQL to build. Rows whose id or source key exist are left alone.
   */
  async function insertMany(rows: Iterable<NewFurniture>): Promise<number> {
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
      inserted += rowsOf(result).length;
      batch = [];
    };
    for (const row of rows) {
      batch.push(row);
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    return inserted;
  }

  return {
    insertMany,

    /**
     * Inserts the seed rows (as insertMany) under a lock, so nodes starting together queue and only
     * one inserts. With onlyIfEmpty nothing happens when the table holds any item.
     */
    async insertSeed(
      rows: Iterable<NewFurniture>,
      options: { onlyIfEmpty?: boolean } = {},
    ): Promise<{ seeded: boolean; inserted: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
        if (options.onlyIfEmpty) {
          const [row] = await tx.select({ id: furniture.id }).from(furniture).limit(1);
          if (row) return { seeded: false, inserted: 0 };
        }
        const inserted = await createCatalogRepository(tx).insertMany(rows);
        return { seeded: true, inserted };
      });
    },

    /** GET /user/furnitures' page: rows in category order, then in the asked order; the total when asked for (else 0). */
    async furniturePage(q: FurnitureQuery, withTotal: boolean): Promise<{ rows: FurnitureRow[]; total: number }> {
      const raws = rowsOf<RawRow & { total: number | null }>(await db.execute(pageSql(q, withTotal)));
      const rows: FurnitureRow[] = [];
      for (const raw of raws) if (raw.id !== null) rows.push(fromRaw(raw)); // a null id: the total's row when no item matched
      return { rows, total: Number(raws[0]?.total ?? 0) };
    },

    /** The rows a recommendation is computed from (candidatesSql), in the order of the engine's selectCandidates. */
    async candidates(q: CandidateQuery): Promise<FurnitureRow[]> {
      if (!q.categories.length || !q.styles.length) return [];
      return rowsOf<RawRow>(await db.execute(candidatesSql(q))).map(fromRaw);
    },

    /** Every style some item has, in no particular order. */
    async distinctStyles(): Promise<string[]> {
      const result = await db.execute(sql`select distinct style from furniture`);
      return rowsOf<{ style: string }>(result).map((r) => r.style);
    },

    /** What an item's procedural art is drawn from. */
    async findArt(id: string) {
      const [row] = await db
        .select({
          category: furniture.category,
          style: furniture.style,
          color: furniture.color,
          artVariant: furniture.artVariant,
          widthCm: furniture.widthCm,
          depthCm: furniture.depthCm,
          heightCm: furniture.heightCm,
        })
        .from(furniture)
        .where(eq(furniture.id, id))
        .limit(1);
      return row;
    },

    /** The items with these ids that exist, in no particular order. */
    async findByIds(ids: string[]): Promise<Furniture[]> {
      return ids.length ? db.select().from(furniture).where(inArray(furniture.id, ids)) : [];
    },

    /** Imported items by source key (those that exist). */
    async findImported(sourceKeys: string[]): Promise<Map<string, ImportedItem>> {
      const found = new Map<string, ImportedItem>();
      for (let i = 0; i < sourceKeys.length; i += 500) {
        const rows = await db
          .select({
            sourceKey: furniture.sourceKey,
            contentHash: furniture.contentHash,
            images: furniture.images,
            imageSources: furniture.imageSources,
          })
          .from(furniture)
          .where(inArray(furniture.sourceKey, sourceKeys.slice(i, i + 500)));
        for (const row of rows) found.set(row.sourceKey, row);
      }
      return found;
    },

    /** Inserts an imported item, or rewrites the one with its source key. */
    async upsertImported(sourceKey: string, values: ImportedValues, now: Date): Promise<void> {
      await db
        .insert(furniture)
        .values({ sourceKey, ...values })
        .onConflictDoUpdate({ target: furniture.sourceKey, set: { ...values, updatedAt: now } });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
