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
