// Decoded room photos kept per render thread: regenerating, re-rendering an edited layout or trying
// other pieces in the same photo skips the JPEG decode (the largest single cost of a photo render).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { measureLight, type PhotoLight } from './light';

/** Photos larger than the API's 40 megapixels are not photos we stored. */
const MAX_PHOTO_PIXELS = 50_000_000;
/** Four 12-megapixel photos (36 MB each) per thread. */
const CACHE_BYTES = 160 * 1024 * 1024;

/** An RGB photo: three bytes a pixel, never drawn on (renders copy the part they change). */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface DecodedPhoto {
  pixels: RgbImage;
  light: PhotoLight;
}

const cache = new LRUCache<string, DecodedPhoto>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (p) => Math.max(1, p.pixels.data.length),
});

export async function decodePhoto(bytes: Buffer): Promise<DecodedPhoto> {
  const key = createHash('sha256').update(bytes).digest('base64url');
  const cached = cache.get(key);
  if (cached) return cached;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: RgbImage = {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
  const decoded = { pixels, light: measureLight(pixels, 3) };
  if (pixels.data.length <= CACHE_BYTES) cache.set(key, decoded);
  return decoded;
}
