import type { FurnitureDto, FurnituresData, SyncBody, SyncResponse } from '../../../shared/api';
import { api } from '../../app/api';

export type SyncRequest = SyncBody & {
  /** The token of the session that made the change (a sync can outlive its session by a moment). */
  token: string;
};

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
