import sharp from 'sharp';
import { ROOM_PHOTO_MAX_PIXELS } from '../../shared/schemas/roomPhotos';
import { AppError, badRequest } from '../errors';

/**
 * The working size: the longest side at most 4096 px. A 12-megapixel phone photo (4032 × 3024)
 * is kept as taken, so the renderer can draw into it at full size; larger ones are scaled down.
 */
export const ROOM_PHOTO_MAX_SIDE_PX = 4096;
const JPEG_QUALITY = 88;

type RoomPhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format by the file's bytes, never by its name or declared type. */
export function sniffRoomPhotoFormat(bytes: Buffer): RoomPhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const unreadable = () => badRequest('The photo could not be read: the file is damaged or not a complete image.');

export interface ProcessedRoomPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded room photo and re-encodes it as a JPEG: turned upright by its EXIF
 * orientation, scaled to the working size, in sRGB, on white where it was transparent, and
 * without any metadata (EXIF, GPS, XMP, ICC) or bytes after the image.
 */
export async function processRoomPhoto(bytes: Buffer): Promise<ProcessedRoomPhoto> {
  const format = sniffRoomPhotoFormat(bytes);
  if (!format) {
    throw new AppError(415, 'unsupported-media-type', 'The photo must be a JPEG, PNG or WebP image.');
  }
  let meta: sharp.Metadata;
  try {
    // The header alone, so a decompression bomb is refused by its declared size before any decoding.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > ROOM_PHOTO_MAX_PIXELS) {
    throw new AppError(
      413,
      'payload-too-large',
      `The photo is ${meta.width} × ${meta.height} pixels; at most ${ROOM_PHOTO_MAX_PIXELS / 1_000_000} megapixels are allowed.`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: ROOM_PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: ROOM_PHOTO_MAX_SIDE_PX,
        height: ROOM_PHOTO_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
