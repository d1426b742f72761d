import type { FilterResponse } from '../../../shared/api';
import { api } from '../../app/api';

export const filterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFilterOptions: build.query<FilterResponse, void>({
      query: () => '/user/filter',
      providesTags: ['Filter'],
    }),
  }),
});

export const { useGetFilterOptionsQuery } = filterApi;
