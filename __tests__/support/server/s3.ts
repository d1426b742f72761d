import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'roomwise-test';

/** A local S3-compatible server (s3rver) on a free port, its objects in a temporary folder. */
export class LocalS3 {
  private server?: S3rver;
  private directory?: string;

  /** Starts it with the bucket; returns the environment that points the app at it. */
  async start(bucket = S3_TEST_BUCKET): Promise<Record<string, string>> {
    // The SDK's notice that releases after January 2027 need Node 22 (we pin ours); see README.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    this.directory = mkdtempSync(path.join(os.tmpdir(), 'roomwise-s3-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await this.server.run();
    return {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed key pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async stop(): Promise<void> {
    await this.server?.close();
    if (this.directory) rmSync(this.directory, { recursive: true, force: true });
  }
}

export type MediaStoreKind = 'files' | 'S3';

/** describe.each over both media stores: the embedded folder and an S3 bucket. */
export const MEDIA_STORES: MediaStoreKind[] = ['files', 'S3'];

/** The environment for a store kind, and how to stop what it started. */
export function mediaStore(kind: MediaStoreKind) {
  const s3 = new LocalS3();
  return {
    start: async (): Promise<Record<string, string>> => (kind === 'S3' ? s3.start() : {}),
    stop: async () => {
      if (kind === 'S3') await s3.stop();
    },
  };
}
