import { lazy } from 'react';

// The recommendation feature's screens, for the screens of other features that show them.
const loadBand = () => import(/* webpackChunkName: "recommend" */ '../features/recommend/RecommendedBand');

/** Starts fetching the band's code; the results route calls it with its own import so both load at once. */
export const preloadRecommendedBand = () => loadBand();

/** "Recommended for your room": the best sets for the stored filter. */
export const RecommendedBand = lazy(loadBand);

/** "More like this": similar pieces of one piece, opened on demand. */
export const SimilarDialog = lazy(
  () => import(/* webpackChunkName: "similar-dialog" */ '../features/recommend/SimilarDialog'),
);
