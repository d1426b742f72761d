// Room photos of API.md: a user's own room pictures, private to them, served by signed URLs.
import { z } from 'zod';
// In constants.ts, so the SPA's upload checks read them without loading zod.
import { ROOM_PHOTO_MAX_BYTES, ROOM_PHOTO_MAX_PIXELS } from '../constants';
import { successEnvelope } from './common';

export { ROOM_PHOTO_MAX_BYTES, ROOM_PHOTO_MAX_PIXELS };

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
