import type { SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/furniture-placeholder.svg';

export const firstImage = (imageUrl: readonly string[] | undefined): string =>
  imageUrl?.find((u) => typeof u === 'string' && u) ?? PLACEHOLDER_IMAGE;

/** A broken image falls back to the placeholder once (no loop if the placeholder fails too). */
export function showPlaceholderOnError(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.src = PLACEHOLDER_IMAGE;
}
