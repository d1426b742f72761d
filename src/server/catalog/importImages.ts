// Product photos of a feed: fetched or read, judged by their bytes, re-encoded without metadata.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageLimits {
  maxBytes: number;
  timeoutMs: number;
  maxPixels: number;
  /** Longest side kept; larger photos are scaled down. */
  maxSidePx: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 15 * 1024 * 1024,
  timeoutMs: 15_000,
  maxPixels: 40_000_000,
  maxSidePx: 2000,
};

export class ImageError extends Error {}

export type RasterFormat = 'png' | 'jpeg' | 'webp';

export function sniffRaster(bytes: Buffer): RasterFormat | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** The identity of a source: a URL as written, a path made absolute against the feed's folder. */
export const resolveImageSource = (source: string, baseDir: string) =>
  isUrl(source) ? source : path.resolve(baseDir, source);

async function fetchBytes(url: string, limits: ImageLimits): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: 'follow' });
  } catch (err) {
    const e = err as Error;
    throw new ImageError(
      e.name === 'TimeoutError'
        ? `timed out after ${limits.timeoutMs} ms`
        : `could not be fetched (${(e.cause as Error)?.message ?? e.message})`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new ImageError(`answered HTTP ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new ImageError(`is larger than ${limits.maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > limits.maxBytes) throw new ImageError(`is larger than ${limits.maxBytes} bytes`);
      chunks.push(Buffer.from(chunk));
    }
  } catch (err) {
    if (err instanceof ImageError) throw err;
    const e = err as Error;
    throw new ImageError(
      e.name === 'TimeoutError' ? `timed out after ${limits.timeoutMs} ms` : `could not be fetched (${e.message})`,
    );
  }
  return Buffer.concat(chunks);
}

async function readBytes(file: string, limits: ImageLimits): Promise<Buffer> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ImageError('is not a file');
    if (info.size > limits.maxBytes) throw new ImageError(`is larger than ${limits.maxBytes} bytes`);
    return await readFile(file);
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError(`could not be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

/** Reads an image source (resolved), checks and re-encodes it; the result is ready to store. */
export async function loadRasterImage(
  source: string,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<{ format: RasterFormat; bytes: Buffer }> {
  const bytes = isUrl(source) ? await fetchBytes(source, limits) : await readBytes(source, limits);
  const format = sniffRaster(bytes);
  if (!format) throw new ImageError('is not a PNG, JPEG or WebP image');
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new ImageError('could not be decoded');
    if (meta.width * meta.height > limits.maxPixels) throw new ImageError(`has more than ${limits.maxPixels} pixels`);
    const pipeline = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: limits.maxSidePx, height: limits.maxSidePx, fit: 'inside', withoutEnlargement: true });
    const out =
      format === 'png'
        ? pipeline.png()
        : format === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
    return { format, bytes: await out.toBuffer() };
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError('could not be decoded');
  }
}

export const extensionOf = (format: RasterFormat) => (format === 'jpeg' ? 'jpg' : format);
