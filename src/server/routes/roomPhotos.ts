import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathIdSchema } from '../../shared/schemas/common';
import { emptyResponseSchema } from '../../shared/schemas/projects';
import {
  ROOM_PHOTO_MAX_BYTES,
  roomPhotoFormSchema,
  roomPhotoResponseSchema,
  roomPhotosResponseSchema,
} from '../../shared/schemas/roomPhotos';
import { multipartHeadersSchema } from '../../shared/schemas/user';
import type { Clock } from '../clock';
import { AppError, badRequest, notFound } from '../errors';
import { LIMITS, ROOM_PHOTOS_PER_USER } from '../limits';
import type { RoomPhotoRow } from '../repositories/roomPhotos';
import { processRoomPhoto } from '../roomPhotos/process';
import { withErrors } from './responses';

const MIB = 1024 * 1024;

/** The one `photo` file of the form; any other part is refused, and a file past the limit is a 413. */
async function readPhoto(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'photo') throw badRequest(`Unexpected field "${part.fieldname}".`);
      photo = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload-too-large', `The photo is larger than ${ROOM_PHOTO_MAX_BYTES / MIB} MB.`);
    }
    if (statusCode !== undefined) throw err;
    throw badRequest('The multipart body is malformed or incomplete.');
  }
  if (!photo?.length) throw badRequest('Choose a photo to upload (the form field "photo").');
  return photo;
}

export default async function roomPhotoRoutes(fastify: FastifyInstance, opts: { clock: Clock }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: ROOM_PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  app.addHook('preHandler', app.authenticate);

  const toDto = (row: Pick<RoomPhotoRow, 'id' | 'mediaKey' | 'width' | 'height'>) => ({
    _id: row.id,
    url: app.roomPhotos.url(row.mediaKey),
    width: row.width,
    height: row.height,
  });

  app.post(
    '/user/room-photos',
    {
      schema: {
        consumes: ['multipart/form-data'],
        multipartBody: roomPhotoFormSchema,
        headers: multipartHeadersSchema,
        response: withErrors({ 201: roomPhotoResponseSchema }),
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      await app.rateLimiter.consume(LIMITS.roomPhotoUploadsPerUser, userId);
      if ((await app.repos.roomPhotos.countForUser(userId)) >= ROOM_PHOTOS_PER_USER.max) {
        throw new AppError(409, 'validation', ROOM_PHOTOS_PER_USER.message);
      }
      const photo = await readPhoto(request.parts());
      const processed = await processRoomPhoto(photo);
      const mediaKey = await app.roomPhotos.storage.save(userId, processed.jpeg);
      let row: RoomPhotoRow;
      try {
        row = await app.repos.roomPhotos.insert(
          { userId, mediaKey, width: processed.width, height: processed.height },
          new Date(opts.clock.now()),
        );
      } catch (err) {
        await app.roomPhotos.storage.remove(mediaKey);
        throw err;
      }
      return reply.code(201).send({ success: true as const, data: { photo: toDto(row) } });
    },
  );

  app.get(
    '/user/room-photos',
    { schema: { response: withErrors({ 200: roomPhotosResponseSchema }) } },
    async (request) => {
      const rows = await app.repos.roomPhotos.listForUser(request.user.id);
      return { success: true as const, data: { photos: rows.map(toDto) } };
    },
  );

  app.delete(
    '/user/room-photos/:id',
    { schema: { params: pathIdSchema, response: withErrors({ 200: emptyResponseSchema }) } },
    async (request) => {
      const deleted = await app.repos.roomPhotos.delete(request.user.id, request.params.id);
      if (!deleted) throw notFound('No such photo');
      // Projects keep their own image files, so no project's picture depends on this one.
      await app.roomPhotos.storage.remove(deleted.mediaKey);
      return { success: true as const, data: {} };
    },
  );
}
