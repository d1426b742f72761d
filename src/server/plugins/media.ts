import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { notFound } from '../errors';
import { createStores, type MediaStores } from '../media/createStores';
import { assertSafeKey, contentTypeOf, isSafeKey, type BlobStore } from '../media/store';
import { withErrors } from '../routes/responses';

/** Photos, generated images and imported catalog images, served to anyone under /media/<key>. */
export interface MediaStorage {
  /** Stores bytes under an unguessable name in folder; returns the key (folder/name.ext). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /** The key of one of our media URLs, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
  readonly store: BlobStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
    /** The public and private stores (room photos take the private one). */
    mediaStores: MediaStores;
  }
}

export function createMediaStorage(store: BlobStore, publicUrl: string): MediaStorage {
  const base = `${publicUrl}/media/`;
  return {
    store,
    async save(folder, extension, bytes) {
      const key = assertSafeKey(`${folder}/${randomBytes(16).toString('hex')}.${extension}`);
      await store.put(key, bytes, contentTypeOf(key));
      return key;
    },
    read: (key) => store.read(key),
    remove: (key) => store.remove(key),
    url: (key) => base + key,
    keyOf: (url) => (url.startsWith(base) ? url.slice(base.length) : undefined),
  };
}

const mediaResponses = {
  ...withErrors({}),
  200: { description: 'The stored file', content: { 'image/*': { schema: z.string() } } },
};

async function mediaPlugin(fastify: FastifyInstance, opts: { config: Pick<Config, 'dataDir' | 's3' | 'publicUrl'> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stores = createStores(opts.config);
  app.decorate('mediaStores', stores);
  app.decorate('media', createMediaStorage(stores.media, opts.config.publicUrl));
  app.addHook('onClose', () => stores.close());

  // Keys are random and never rewritten, so a copy may be kept for good. Streamed from the store
  // (files or a bucket), so every node serves every node's media.
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }), response: mediaResponses } },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isSafeKey(key) ? await stores.media.open(key) : undefined;
      if (!file) throw notFound('No such file');
      return (reply as FastifyReply)
        .headers({
          'content-type': contentTypeOf(key),
          'content-length': String(file.length),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        .send(file.body);
    },
  );
}

export default fp(mediaPlugin, { name: 'media' });
