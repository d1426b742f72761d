import type {
  FurnitureDto,
  FurnituresData,
  FurnituresQuery,
  FurnituresResponse,
  SyncBody,
  SyncResponse,
} from '../../../shared/api';
import { api } from '../../app/api';

/** The furnitures query; the SPA always sends the categories as a list (`count` is the 1-based page). */
export type FurnitureQuery = Partial<Pick<FurnituresQuery, 'style' | 'color'>> &
  Pick<FurnituresQuery, 'limit' | 'count'> & {
    /** Category names, sent as repeated `items` keys in this order. */
    items: readonly string[];
  };

export type SyncRequest = SyncBody & {
  /** The token of the session that made the change (a sync can outlive its session by a moment). */
  token: string;
};

/** fetchBaseQuery's params would join a list with commas; API.md wants one `items` key per category. */
export function furnituresPath(q: FurnitureQuery): string {
  const params = new URLSearchParams();
  for (const item of q.items) params.append('items', item);
  if (q.style) params.set('style', q.style);
  if (q.color) params.set('color', q.color);
  params.set('limit', String(q.limit));
  params.set('count', String(q.count));
  return `/user/furnitures?${params.toString()}`;
}

export interface CategoryRowData {
  category: string;
  items: FurnitureDto[];
}

/** API.md's list of single-key objects as rows, in the server's (request) order. */
export function toRows(data: FurnituresData | undefined): CategoryRowData[] {
  return (data?.furnitures ?? []).flatMap((entry) =>
    Object.entries(entry).map(([category, items]) => ({ category, items })),
  );
}

export const furnitureApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFurnitures: build.query<FurnituresResponse, FurnitureQuery>({
      query: (q) => furnituresPath(q),
      providesTags: ['Furniture'],
    }),
    syncSelection: build.mutation<SyncResponse, SyncRequest>({
      query: ({ selectedFurnitures, token }) => ({
        url: '/user/sync',
        method: 'PATCH',
        body: { selectedFurnitures } satisfies SyncBody,
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const { useGetFurnituresQuery, useLazyGetFurnituresQuery } = furnitureApi;
