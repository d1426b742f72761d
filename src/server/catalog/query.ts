// The filter query of GET /user/furnitures: one page per category, in one round trip.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { furniture } from '../db/schema';
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
  id: string;
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
  id: r.id,
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

/** The SQL of one page: a LATERAL subquery per category walks (category[, style, color], id). */
export function pageSql(q: FurnitureQuery): SQL {
  const filters: SQL[] = [];
  if (q.style !== undefined) filters.push(sql` and f.style = ${q.style}`);
  if (q.color !== undefined) filters.push(sql` and f.color = ${q.color}`);
  const categories = sql.join(
    q.categories.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`select f.id, f.title, f.details, f.category, f.style, f.color, f.price_cents, f.currency,
      f.width_cm, f.depth_cm, f.height_cm, f.images
    from unnest(array[${categories}]::text[]) with ordinality as c(name, ord)
    cross join lateral (
      select * from furniture f
      where f.category = c.name${sql.join(filters, sql``)}
      order by f.id
      limit ${q.limit} offset ${(q.page - 1) * q.limit}
    ) f
    order by c.ord, f.id`;
}

export async function findFurniturePage(db: Db, q: FurnitureQuery): Promise<FurniturePage> {
  const byCategory = new Map<string, FurnitureRow[]>(q.categories.map((c) => [c, []]));
  if (!q.categories.length) return { byCategory, total: 0 };
  const where = and(
    inArray(furniture.category, q.categories),
    q.style !== undefined ? eq(furniture.style, q.style) : undefined,
    q.color !== undefined ? eq(furniture.color, q.color) : undefined,
  );
  const [page, [{ total }]] = await Promise.all([
    db.execute(pageSql(q)),
    db.select({ total: count() }).from(furniture).where(where),
  ]);
  for (const raw of (page as unknown as { rows: RawRow[] }).rows) {
    const row = fromRaw(raw);
    byCategory.get(row.category)?.push(row);
  }
  return { byCategory, total: Number(total) };
}
