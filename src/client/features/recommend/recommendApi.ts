import type {
  Alternative,
  AlternativesResponse,
  FurnitureDto,
  RecommendationsData,
  RecommendationsResponse,
  SimilarResponse,
} from '../../../shared/api';
import { api } from '../../app/api';

/** The filter and budget every recommendation call of the band sends (API.md: `color`, `style`). */
export interface RoomArgs {
  roomType: string;
  color: string;
  style: string;
  /** Minor units of the catalog currency; absent means no budget. */
  budget?: number;
}

/** The sets and, when none fits, the envelope's message saying why. */
export type Recommendations = RecommendationsData & { message?: string };

export interface AlternativesArgs extends RoomArgs {
  /** The set's furniture ids, an id repeated for each of several of a piece. */
  set: readonly string[];
  /** The category whose piece is to be replaced. */
  slot: string;
}

export const recommendApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecommendations: build.query<Recommendations, RoomArgs>({
      query: (args) => ({ url: '/user/recommendations', params: { ...args } }),
      transformResponse: (r: RecommendationsResponse) => ({ ...r.data, message: r.message }),
      providesTags: ['Recommendation'],
    }),
    getAlternatives: build.query<Alternative[], AlternativesArgs>({
      query: ({ set, ...rest }) => ({
        url: '/user/recommendations/alternatives',
        params: { ...rest, set: set.join(',') },
      }),
      transformResponse: (r: AlternativesResponse) => r.data.alternatives,
      providesTags: ['Recommendation'],
    }),
    getSimilar: build.query<FurnitureDto[], string>({
      query: (id) => `/user/furniture/${encodeURIComponent(id)}/similar`,
      transformResponse: (r: SimilarResponse) => r.data.furnitures,
      providesTags: ['Recommendation'],
    }),
  }),
});

export const { useGetRecommendationsQuery, useLazyGetAlternativesQuery, useGetSimilarQuery } = recommendApi;
