import type { Readable } from 'node:stream';

/**
 * Bytes kept under keys such as `generated/<random>.png`: files under DATA_DIR by default, an
 * S3-compatible bucket when several nodes must share them (createStores.ts).
 */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  read(key: string): Promise<Buffer | undefined>;
  /** The bytes as a stream with their length, or undefined when nothing is stored under the key. */
  open(key: string): Promise<{ body: Readable; length: number } | undefined>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under a folder (`photos/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Every key under a folder (`room-photos/<user>/`). */
  removeAll(prefix: string): Promise<void>;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/** Keys are a few safe segments: no `..`, no absolute path, nothing a URL or a file system reads twice. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..');
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
  return key;
}

/** A folder prefix (`photos/`) whose keys are safe once something follows it. */
export function assertSafePrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1))) throw new Error(`Unsafe media prefix: ${prefix}`);
  return prefix;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The content type of a key by its extension (our keys end in the type they were stored as). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
