// GET /user/furnitures: one page per category, in one round trip (the query is the catalog repository's).
import { LRUCache } from 'lru-cache';
import type { CatalogRepository, FurnitureQuery, FurnitureRow } from '../repositories/catalog';

export interface FurniturePage {
  byCategory: Map<string, FurnitureRow[]>;
  /** All matching items over the requested categories, not only this page. */
  total: number;
}

// A total only labels the listing; counting every match of an unfiltered room on each page
// costs more than the page itself, so a count is reused for a few seconds.
const TOTAL_TTL_MS = 10_000;

/** GET /user/furnitures' query for one app: a page per category, the total counted at most every few seconds. */
export function createFurnitureFinder(catalog: Pick<CatalogRepository, 'furniturePage'>, now: () => number = Date.now) {
  const totals = new LRUCache<string, number>({ max: 5000, ttl: TOTAL_TTL_MS, perf: { now } });
  return async (q: FurnitureQuery): Promise<FurniturePage> => {
    const byCategory = new Map<string, FurnitureRow[]>(q.categories.map((c) => [c, []]));
    if (!q.categories.length) return { byCategory, total: 0 };
    const key = JSON.stringify([q.categories, q.style ?? null, q.color ?? null]);
    const cached = totals.get(key);
    const fresh = cached !== undefined;
    const page = await catalog.furniturePage(q, !fresh);
    for (const row of page.rows) byCategory.get(row.category)?.push(row);
    if (fresh) return { byCategory, total: cached };
    totals.set(key, page.total);
    return { byCategory, total: page.total };
  };
}
