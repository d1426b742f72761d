import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, assertSafePrefix, type BlobStore } from './store';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself; set for MinIO, R2, Ceph, s3rver in tests … */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** A client per process, shared by the stores of its folders. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: other S3-compatible servers do not all know the new ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Keys under `folder/` of the bucket (`media/`, `private/`). The client is closed by its owner. */
export function createS3Store(client: S3Client, bucket: string, folder: string): BlobStore {
  const Bucket = bucket;
  const keyOf = (key: string) => folder + assertSafeKey(key);
  const get = (key: string) => client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
  const list = async (prefix: string) => {
    const keys: string[] = [];
    const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: folder + assertSafePrefix(prefix) });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(folder.length));
    }
    return keys;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentType: contentType }));
    },
    async read(key) {
      try {
        const object = await get(key);
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async open(key) {
      try {
        const object = await get(key);
        return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    list,
    async removeAll(prefix) {
      const keys = await list(prefix);
      // DeleteObjects takes at most 1000 keys a request.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((key) => ({ Key: folder + key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
