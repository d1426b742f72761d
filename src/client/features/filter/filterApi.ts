import type { FilterOptions, SuccessEnvelope } from '../../../shared/api';
import { api } from '../../app/api';

export const filterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFilterOptions: build.query<SuccessEnvelope<FilterOptions>, void>({
      query: () => '/user/filter',
      providesTags: ['Filter'],
    }),
  }),
});

export const { useGetFilterOptionsQuery } = filterApi;
