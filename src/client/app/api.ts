import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config';

interface StateWithToken {
  auth: { token: string | null };
}

/** The one API slice; features add their endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StateWithToken).auth.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['User', 'Filter', 'Furniture', 'Project', 'Selection', 'Recommendation', 'RoomPhoto'],
  endpoints: () => ({}),
});
