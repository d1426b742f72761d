// The filter query of GET /user/furnitures: one page per category, in one round trip.
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { FurnitureRow } from './dto';

export interface FurnitureQuery {
  categories: string[];
  style?: string;
  color?: string;
  limit: number;
  /** 1-based page. */
  page: number;
}

export interface FurniturePage {
  byCategory: Map<string, FurnitureRow[]>;
  /** All matching items over the requested categories, not only this page. */
  total: number;
}

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

/**
 * One page and the total in one statement: a LATERAL subquery per category walks
 * (category[, style, color], id); the count rides along (left join, so it comes back with no rows too).
 */
export function pageSql(q: FurnitureQuery, withTotal = true): SQL {
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
        order by f.id
        limit ${q.limit} offset ${(q.page - 1) * q.limit}
      ) f
    ) p on true
    order by p.ord, p.id`;
}

// A total only labels the listing; counting every match of an unfiltered room on each page
// costs more than the page itself, so a count is reused for a few seconds.
const TOTAL_TTL_MS = 10_000;

/** GET /user/furnitures' query for one app: a page per category, the total counted at most every few seconds. */
export function createFurnitureFinder(db: Db, now: () => number = Date.now) {
  const totals = new LRUCache<string, number>({ max: 5000, ttl: TOTAL_TTL_MS, perf: { now } });
  return async (q: FurnitureQuery): Promise<FurniturePage> => {
    const byCategory = new Map<string, FurnitureRow[]>(q.categories.map((c) => [c, []]));
    if (!q.categories.length) return { byCategory, total: 0 };
    const key = JSON.stringify([q.categories, q.style ?? null, q.color ?? null]);
    const cached = totals.get(key);
    const fresh = cached !== undefined;
    const result = (await db.execute(pageSql(q, !fresh))) as unknown as { rows: (RawRow & { total: number | null })[] };
    for (const raw of result.rows) {
      if (raw.id === null) continue; // the total's row when no item matched
      const row = fromRaw(raw);
      byCategory.get(row.category)?.push(row);
    }
    if (fresh) return { byCategory, total: cached };
    const total = Number(result.rows[0]?.total ?? 0);
    totals.set(key, total);
    return { byCategory, total };
  };
}
