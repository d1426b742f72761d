import type { FurnituresQuery, FurnituresResponse } from '../../shared/api';
import { api } from './api';

/**
 * The catalog listing (the filter asks for its first page, the results screen for every page); the
 * SPA always sends the categories as a list (`count` is the 1-based page).
 */
export type FurnitureQuery = Partial<Pick<FurnituresQuery, 'style' | 'color' | 'sort'>> &
  Pick<FurnituresQuery, 'limit' | 'count'> & {
    /** Category names, sent as repeated `items` keys in this order. */
    items: readonly string[];
  };

/** fetchBaseQuery's params would join a list with commas; API.md wants one `items` key per category. */
export function furnituresPath(q: FurnitureQuery): string {
  const params = new URLSearchParams();
  for (const item of q.items) params.append('items', item);
  if (q.style) params.set('style', q.style);
  if (q.color) params.set('color', q.color);
  params.set('limit', String(q.limit));
  params.set('count', String(q.count));
  // The default order is left out, so the filter screen's request and the results' first page share a cache entry.
  if (q.sort && q.sort !== 'recommended') params.set('sort', q.sort);
  return `/user/furnitures?${params.toString()}`;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFurnitures: build.query<FurnituresResponse, FurnitureQuery>({
      query: (q) => furnituresPath(q),
      providesTags: ['Furniture'],
    }),
  }),
});

export const { useGetFurnituresQuery, useLazyGetFurnituresQuery } = catalogApi;
