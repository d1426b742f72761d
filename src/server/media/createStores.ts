import path from 'node:path';
import type { Config } from '../config';
import { createLocalStore } from './localStore';
import { createS3Client, createS3Store } from './s3Store';
import type { BlobStore } from './store';

/** Public media (served under /media/) and private files (room photos, served only by signed URL). */
export interface MediaStores {
  media: BlobStore;
  private: BlobStore;
  close(): Promise<void>;
}

/** Files under DATA_DIR by default; one S3 bucket with a folder each when S3_BUCKET is set. */
export function createStores(config: Pick<Config, 'dataDir' | 's3'>): MediaStores {
  if (!config.s3) {
    return {
      media: createLocalStore(path.join(config.dataDir, 'media')),
      private: createLocalStore(path.join(config.dataDir, 'private'), { mode: 0o600 }),
      async close() {},
    };
  }
  const client = createS3Client(config.s3);
  return {
    media: createS3Store(client, config.s3.bucket, 'media/'),
    private: createS3Store(client, config.s3.bucket, 'private/'),
    async close() {
      client.destroy();
    },
  };
}
