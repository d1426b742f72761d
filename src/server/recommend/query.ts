// Which catalog rows the engine needs, and the in-memory meaning of a CandidateQuery (the SQL of
// repositories/catalog.ts must return the same rows).
import { categoriesForRoomType } from '../../shared/constants';
import { companionColours, nearestColours } from './colour';
import { relatedStyles } from './styleAffinity';
import type { CandidateQuery, FurnitureRow, RecommendRequest } from './types';

/**
 * Sets: the chosen style and its 2 closest styles, the room colour and the 5 colours that sit best with
 * it, 6 rows per (category, style), and the 8 cheapest of each category among those styles for tight
 * budgets: at most 5 × 3 × 6 + 5 × 8 = 130 rows.
 */
export const SET_QUERY = { relatedStyles: 2, companionColours: 5, perGroup: 6, cheapestPerCategory: 8 } as const;
/** Alternatives and similar items look a little wider: 10 per group. */
export const SIMILAR_QUERY = { relatedStyles: 2, nearColours: 4, perGroup: 10 } as const;

export function candidateQuery(req: RecommendRequest): CandidateQuery {
  return {
    categories: [...categoriesForRoomType(req.roomType)],
    styles: relatedStyles(req.style, SET_QUERY.relatedStyles),
    colors: companionColours(req.color, SET_QUERY.companionColours),
    perGroup: SET_QUERY.perGroup,
    cheapestPerCategory: SET_QUERY.cheapestPerCategory,
  };
}

export function similarQuery(item: FurnitureRow): CandidateQuery {
  return {
    categories: [item.category],
    styles: relatedStyles(item.style, SIMILAR_QUERY.relatedStyles),
    colors: nearestColours(item.color, SIMILAR_QUERY.nearColours),
    perGroup: SIMILAR_QUERY.perGroup,
    cheapestPerCategory: 0,
  };
}

const byId = (a: FurnitureRow, b: FurnitureRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * For each category and style of the query: the first `perGroup` rows of that (category, style) whose
 * colour is in `colors` (any colour when empty), by the colour's position in `colors`, then id; plus per
 * category the `cheapestPerCategory` cheapest rows among `styles` (any colour) by (priceCents, id).
 * The union without duplicates, in that order.
 */
export function selectCandidates(rows: Iterable<FurnitureRow>, q: CandidateQuery): FurnitureRow[] {
  const categories = new Set(q.categories);
  const styles = new Set(q.styles);
  const colourAt = new Map(q.colors.map((c, i) => [c, i] as const));
  const groups = new Map<string, FurnitureRow[]>();
  const cheap = new Map<string, FurnitureRow[]>();
  for (const r of rows) {
    if (!categories.has(r.category) || !styles.has(r.style)) continue;
    if (q.cheapestPerCategory > 0) {
      const list = cheap.get(r.category) ?? [];
      list.push(r);
      cheap.set(r.category, list);
    }
    if (q.colors.length && !colourAt.has(r.color)) continue;
    const key = `${r.category}\u0000${r.style}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  const out: FurnitureRow[] = [];
  const seen = new Set<string>();
  const add = (r: FurnitureRow) => {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      out.push(r);
    }
  };
  for (const category of q.categories) {
    for (const style of q.styles) {
      const list = groups.get(`${category}\u0000${style}`) ?? [];
      list.sort((a, b) => (colourAt.get(a.color) ?? 0) - (colourAt.get(b.color) ?? 0) || byId(a, b));
      list.slice(0, q.perGroup).forEach(add);
    }
    const list = cheap.get(category) ?? [];
    list.sort((a, b) => a.priceCents - b.priceCents || byId(a, b));
    list.slice(0, q.cheapestPerCategory).forEach(add);
  }
  return out;
}
