import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where photos, generated images and catalog art live; files under DATA_DIR/media here. */
export interface MediaStorage {
  /** Stores bytes under an unguessable name in folder; returns the key (folder/name.ext). */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /** The key of one of our media URLs, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
  readonly root: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

export function createFileMediaStorage(root: string, publicUrl: string): MediaStorage {
  const base = `${publicUrl}/media/`;
  const resolveKey = (key: string) => {
    const segments = key.split('/');
    if (!segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..')) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, ...segments);
  };
  return {
    root,
    async save(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    url: (key) => base + key,
    keyOf: (url) => (url.startsWith(base) ? url.slice(base.length) : undefined),
  };
}

async function mediaPlugin(app: FastifyInstance, opts: { dataDir: string; publicUrl: string }) {
  const root = path.join(opts.dataDir, 'media');
  await mkdir(root, { recursive: true });
  app.decorate('media', createFileMediaStorage(root, opts.publicUrl));
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}

export default fp(mediaPlugin, { name: 'media' });
