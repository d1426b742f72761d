import type { FilterOptions } from '../../shared/api';
import { ALL_CATEGORIES, COLORS, ROOM_TYPES } from '../../shared/constants';
import type { CatalogRepository } from '../repositories/catalog';
import { STYLES } from './styles';

// Imports may bring styles of their own; a minute's delay before they show is fine.
const STYLES_TTL_MS = 60_000;

/** GET /user/filter's data: the named styles first, then any other style the catalog holds. */
export function createFilterOptions(catalog: Pick<CatalogRepository, 'distinctStyles'>, now: () => number = Date.now) {
  let cached: { at: number; styles: string[] } | undefined;

  async function styles(): Promise<string[]> {
    if (cached && now() - cached.at < STYLES_TTL_MS) return cached.styles;
    const found = await catalog.distinctStyles();
    const named = new Set<string>(STYLES);
    const extra = found.filter((s) => !named.has(s)).sort((a, b) => a.localeCompare(b));
    cached = { at: now(), styles: [...STYLES, ...extra] };
    return cached.styles;
  }

  return async (): Promise<FilterOptions> => ({
    uniqueStyles: await styles(),
    uniqueCategories: [...ALL_CATEGORIES],
    colors: [...COLORS],
    roomTypes: ROOM_TYPES.map((r) => ({ name: r.name, categories: [...r.categories] })),
  });
}
