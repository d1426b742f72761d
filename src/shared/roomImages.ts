/**
 * Smaller copies of a generated room: WebP at a few widths, stored beside the original (a PNG, or
 * a JPEG for a room drawn into a photo) under the original's key plus `.w<width>.webp`:
 * `generated/ab12.png` → `generated/ab12.png.w768.webp`. Both ends derive them from the original's
 * URL, so the wire keeps one image URL (the original, which "Download Image" saves) and no stored
 * state or answer changes; the server makes a missing copy on its first request (older rooms).
 */
// 1024 is for phones: a History thumbnail the width of a 390 px screen at density 3 (972 px)
// would otherwise take the 1536 copy, twice the bytes.
export const ROOM_IMAGE_WIDTHS = [384, 768, 1024, 1536] as const;
export type RoomImageWidth = (typeof ROOM_IMAGE_WIDTHS)[number];

/** The size rooms are drawn at (3:2): the width and height attributes that reserve their space. */
export const ROOM_IMAGE_SIZE = { width: 1536, height: 1024 } as const;

/** A generated room's key (or the end of its URL): a name in `generated/`, in the type it was stored as. */
const ORIGINAL = /(?:^|\/)generated\/[a-z0-9][a-z0-9_-]*\.(?:png|jpg)$/i;
const VARIANT = /^(generated\/[a-z0-9][a-z0-9_-]*\.(?:png|jpg))\.w(\d+)\.webp$/i;

/** Whether smaller copies of this key or URL exist (or are made on request). */
export const hasRoomVariants = (keyOrUrl: string): boolean => ORIGINAL.test(keyOrUrl);

/** The key or URL of the copy `width` wide of a generated room. */
export const roomVariantOf = (keyOrUrl: string, width: RoomImageWidth): string => `${keyOrUrl}.w${width}.webp`;

/** The original's key and the width of a copy's key, or undefined for any other key. */
export function parseRoomVariant(key: string): { original: string; width: RoomImageWidth } | undefined {
  const match = VARIANT.exec(key);
  const width = match && (ROOM_IMAGE_WIDTHS as readonly number[]).find((w) => w === Number(match[2]));
  return match && width ? { original: match[1], width: width as RoomImageWidth } : undefined;
}

/** The `srcset` of a room's copies (`… 384w, … 768w, … 1024w, … 1536w`), or undefined when it has none. */
export function roomImageSrcSet(url: string): string | undefined {
  if (!hasRoomVariants(url)) return undefined;
  return ROOM_IMAGE_WIDTHS.map((w) => `${roomVariantOf(url, w)} ${w}w`).join(', ');
}
