// Room photos of API.md: a user's own room pictures, private to them, served by signed URLs.
import { z } from 'zod';
import { successEnvelope } from './common';

/** API.md: JPEG, PNG or WebP, at most 10 MiB and 40 megapixels. */
export const ROOM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ROOM_PHOTO_MAX_PIXELS = 40_000_000;

export const roomPhotoSchema = z.strictObject({
  _id: z.string(),
  /** Signed, expires within 24 h; works in an <img> without a token. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const roomPhotoResponseSchema = successEnvelope(z.strictObject({ photo: roomPhotoSchema }));
export const roomPhotosResponseSchema = successEnvelope(z.strictObject({ photos: z.array(roomPhotoSchema) }));

export type RoomPhoto = z.infer<typeof roomPhotoSchema>;

/** POST /user/room-photos: a multipart form with the one `photo` file (for the OpenAPI document). */
export const roomPhotoFormSchema = z.object({
  photo: z
    .file()
    .describe(
      `JPEG, PNG or WebP, judged by its bytes; at most ${ROOM_PHOTO_MAX_BYTES} bytes and ` +
        `${ROOM_PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
    ),
});

/** GET /media/room-photos/{user}/{file}: a photo's signed URL (no token). */
export const roomPhotoMediaParamsSchema = z.strictObject({ user: z.string().max(64), file: z.string().max(64) });
/** Optional so that a URL without them answers 404 like any other bad signature, not 400. */
export const roomPhotoMediaQuerySchema = z.object({
  expires: z.string().max(20).optional().describe('Unix seconds; the URL answers 404 after'),
  signature: z.string().max(100).optional(),
});
/** The photo itself: JPEG bytes (image/jpeg), not JSON. */
export const roomPhotoImageSchema = z.string();
