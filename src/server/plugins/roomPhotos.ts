import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  roomPhotoImageSchema,
  roomPhotoMediaParamsSchema,
  roomPhotoMediaQuerySchema,
} from '../../shared/schemas/roomPhotos';
import type { Clock } from '../clock';
import { notFound } from '../errors';
import { withErrors } from '../routes/responses';
import { createRoomPhotoStorage, type RoomPhotoStorage } from '../roomPhotos/storage';
import { createUrlSigner } from '../roomPhotos/signedUrls';

/** The private room photos: their files, and the signed URLs that let an <img> show them. */
export interface RoomPhotos {
  storage: RoomPhotoStorage;
  /** A fresh signed URL of a photo's key (API.md: it expires within 24 h). */
  url(mediaKey: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    roomPhotos: RoomPhotos;
  }
}

const PATH_PREFIX = '/media/';

const imageResponses = {
  ...withErrors({}),
  200: {
    description: 'The photo (JPEG), while its signature is valid; private to the browser that holds the URL',
    content: { 'image/jpeg': { schema: roomPhotoImageSchema } },
  },
};

async function roomPhotosPlugin(fastify: FastifyInstance, opts: { publicUrl: string; secret: string; clock: Clock }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = createRoomPhotoStorage(app.mediaStores.private);
  const signer = createUrlSigner(opts.secret);
  app.decorate('roomPhotos', {
    storage,
    url(mediaKey: string) {
      const { expires, signature } = signer.sign(mediaKey, opts.clock.now());
      return `${opts.publicUrl}${PATH_PREFIX}${mediaKey}?expires=${expires}&signature=${signature}`;
    },
  } satisfies RoomPhotos);

  // More specific than the static /media/*, whose folder does not hold these files anyway.
  app.get(
    '/media/room-photos/:user/:file',
    {
      schema: { params: roomPhotoMediaParamsSchema, querystring: roomPhotoMediaQuerySchema, response: imageResponses },
    },
    async (request, reply) => {
      const key = `room-photos/${request.params.user}/${request.params.file}`;
      const now = opts.clock.now();
      // Every refusal is the same 404: a bad signature tells nothing about whether the photo exists.
      if (!storage.isKey(key) || !signer.verify(key, request.query, now)) throw notFound('No such image');
      const bytes = await storage.read(key);
      if (!bytes) throw notFound('No such image');
      const secondsLeft = Math.max(0, Math.floor((Number(request.query.expires) * 1000 - now) / 1000));
      // The documented body is a string of bytes; the typed reply knows no Buffer, the plain one sends it as is.
      return (reply as FastifyReply)
        .headers({
          'content-type': 'image/jpeg',
          'cache-control': `private, max-age=${secondsLeft}`,
          'x-content-type-options': 'nosniff',
        })
        .send(bytes);
    },
  );
}

export default fp(roomPhotosPlugin, { name: 'room-photos', dependencies: ['media'] });
