import sharp from 'sharp';
import {
  hasRoomVariants,
  parseRoomVariant,
  ROOM_IMAGE_WIDTHS,
  roomVariantOf,
  type RoomImageWidth,
} from '../../shared/roomImages';
import type { BlobStore } from './store';

/**
 * WebP at quality 80: a drawn 1536×1024 room of 470–570 KB as PNG is 5–10 KB at 384 px wide, 13–25 KB
 * at 768, 20–36 KB at 1024 and 30–58 KB at 1536 (bench/roomImages.ts measures a screen's total).
 * Effort 2 rather than sharp's default 4: the four copies of a room take 145 ms instead of 270 ms on one
 * thread (measured on six rooms), before the room reaches the user, for 4–5 % more bytes.
 */
const WEBP = { quality: 80, effort: 2 } as const;
const WEBP_TYPE = 'image/webp';

/** The copy `width` wide of an image (never wider than the image), as WebP. */
export const encodeRoomVariant = (image: Buffer, width: RoomImageWidth): Promise<Buffer> =>
  sharp(image).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();

/** Every copy's key of a generated room (none for any other key). */
export const roomVariantKeys = (key: string): string[] =>
  hasRoomVariants(key) ? ROOM_IMAGE_WIDTHS.map((w) => roomVariantOf(key, w)) : [];

/** Writes every copy of a generated room that was just stored under `key`. */
export async function saveRoomVariants(store: BlobStore, key: string, image: Buffer): Promise<void> {
  if (!hasRoomVariants(key)) return;
  // One at a time: libvips already spreads each encode over its threads.
  for (const width of ROOM_IMAGE_WIDTHS) {
    await store.put(roomVariantOf(key, width), await encodeRoomVariant(image, width), WEBP_TYPE);
  }
}

/**
 * Makes a copy on its first request when it is not stored (a room saved before copies were
 * written, or whose copies failed): undefined when the key is no copy or its original is gone.
 * Requests for the same copy at once share one encode.
 */
export function createVariantMaker(store: BlobStore) {
  const pending = new Map<string, Promise<Buffer | undefined>>();
  async function make(key: string): Promise<Buffer | undefined> {
    const variant = parseRoomVariant(key);
    if (!variant) return undefined;
    const original = await store.read(variant.original);
    if (!original) return undefined;
    const bytes = await encodeRoomVariant(original, variant.width);
    await store.put(key, bytes, WEBP_TYPE);
    return bytes;
  }
  return (key: string): Promise<Buffer | undefined> => {
    let job = pending.get(key);
    if (!job) {
      job = make(key).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  };
}
