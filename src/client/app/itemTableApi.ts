import type { ItemTableResponse } from '../../shared/api';
import { api } from './api';

/** A room's item table: the visualize screen shows a fresh result's, the history view a saved project's. */
export const itemTableApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The item table at a project's items path or at the fetchUrl a generation result names. */
    getItemTable: build.query<ItemTableResponse, string>({
      query: (url) => url,
    }),
  }),
});

export const { useGetItemTableQuery } = itemTableApi;
