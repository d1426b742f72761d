import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '../../shared/constants';
import { AppError, badRequest } from '../errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
// Avatars are shown small; a bounded size keeps storage and page weight sane.
const MAX_SIDE_PX = 1024;

export type PhotoFormat = 'png' | 'jpeg';

/** The format by the file's bytes, never by its name or declared type. */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return undefined;
}

/**
 * Decodes and re-encodes an uploaded photo: oriented, at most 1024 px a side, with no metadata
 * (EXIF, GPS, ICC comments) and nothing after the image data.
 */
export async function processPhoto(bytes: Buffer): Promise<{ format: PhotoFormat; bytes: Buffer }> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw new AppError(415, 'unsupported-media-type', 'File type must be image/jpeg, image/png');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('The image could not be read.');
  }
  if (!meta.width || !meta.height) throw badRequest('The image could not be read.');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw badRequest(`The image is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`);
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const out = format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true });
    return { format, bytes: await out.toBuffer() };
  } catch {
    throw badRequest('The image could not be read.');
  }
}
