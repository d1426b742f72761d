import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 3_600_000;
/** API.md: at most 24 h. A URL lives 12 to 13 h (the list hands out fresh ones). */
export const ROOM_PHOTO_URL_TTL_MS = 12 * HOUR_MS;
export const ROOM_PHOTO_URL_MAX_TTL_MS = 24 * HOUR_MS;

export interface SignedQuery {
  /** Unix seconds after which the URL answers 404. */
  expires: number;
  signature: string;
}

/**
 * HMAC-SHA256 signatures for room photo URLs: over the media key and the expiry, with a key
 * derived from the server secret (so a URL signature is never a valid token signature, nor the
 * other way round).
 */
export function createUrlSigner(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('roomwise room photo urls v1').digest();
  const sign = (mediaKey: string, expires: number) =>
    createHmac('sha256', key).update(`${mediaKey}\n${expires}`).digest('base64url');

  return {
    /**
     * The query that makes a key readable until a whole hour 12 to 13 h from now: the same URL
     * for every list within the hour, so a browser's cached copy is used again.
     */
    sign(mediaKey: string, nowMs: number): SignedQuery {
      const expires = Math.ceil((nowMs + ROOM_PHOTO_URL_TTL_MS) / HOUR_MS) * (HOUR_MS / 1000);
      return { expires, signature: sign(mediaKey, expires) };
    },

    /** Whether the query is a live signature of the key. */
    verify(mediaKey: string, query: { expires?: unknown; signature?: unknown }, nowMs: number): boolean {
      const expires = Number(query.expires);
      if (typeof query.signature !== 'string' || !Number.isSafeInteger(expires)) return false;
      const leftMs = expires * 1000 - nowMs;
      if (leftMs <= 0 || leftMs > ROOM_PHOTO_URL_MAX_TTL_MS) return false;
      const expected = Buffer.from(sign(mediaKey, expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
