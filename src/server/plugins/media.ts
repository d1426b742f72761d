import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { notFound } from '../errors';
import { createStores, type MediaStores } from '../media/createStores';
import { createVariantMaker, roomVariantKeys } from '../media/roomVariants';
import { assertSafeKey, contentTypeOf, isSafeKey, type BlobStore } from '../media/store';
import { withErrors } from '../routes/responses';

/** Photos, generated images and imported catalog images, served to anyone under /media/<key>. */
export interface MediaStorage {
  /** Stores bytes under an unguessable name in folder; returns the key (folder/name.ext). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the key and, for a generated room, its smaller copies (roomVariants.ts). */
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
    async remove(key) {
      await Promise.all([key, ...roomVariantKeys(key)].map((k) => store.remove(k)));
    },
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
  const makeVariant = createVariantMaker(stores.media);
  const immutable = {
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };

  // Keys are random and never rewritten (a room's smaller copies are derived from it), so a copy
  // may be kept for good. Streamed from the store (files or a bucket), so every node serves every
  // node's media.
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }), response: mediaResponses } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) throw notFound('No such file');
      const file = await stores.media.open(key);
      if (file) {
        return (reply as FastifyReply)
          .headers({ 'content-type': contentTypeOf(key), 'content-length': String(file.length), ...immutable })
          .send(file.body);
      }
      // A smaller copy of a room saved before copies were written: made now, stored for next time.
      const made = await makeVariant(key);
      if (!made) throw notFound('No such file');
      return (reply as FastifyReply).headers({ 'content-type': contentTypeOf(key), ...immutable }).send(made);
    },
  );
}

export default fp(mediaPlugin, { name: 'media' });
