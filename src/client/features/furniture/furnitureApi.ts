import type { FurnitureDto, FurnituresData, SuccessEnvelope } from '../../../shared/api';
import { api } from '../../app/api';

export interface FurnitureQuery {
  /** Category names, sent as repeated `items` keys in this order. */
  items: readonly string[];
  style?: string;
  color?: string;
  limit: number;
  /** 1-based page. */
  count: number;
}

export interface SyncRequest {
  selectedFurnitures: Pick<FurnitureDto, '_id'>[];
  /** The token of the session that made the change (a sync can outlive its session by a moment). */
  token: string;
}

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
    getFurnitures: build.query<SuccessEnvelope<FurnituresData>, FurnitureQuery>({
      query: (q) => furnituresPath(q),
      providesTags: ['Furniture'],
    }),
    syncSelection: build.mutation<SuccessEnvelope<{ selectedFurnitureIds: string[] }>, SyncRequest>({
      query: ({ selectedFurnitures, token }) => ({
        url: '/user/sync',
        method: 'PATCH',
        body: { selectedFurnitures },
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const { useGetFurnituresQuery, useLazyGetFurnituresQuery } = furnitureApi;
