import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { RoomPhoto } from '../../../src/shared/api';
import { pathIdSchema } from '../../../src/shared/schemas/common';
import { emptyResponseSchema } from '../../../src/shared/schemas/projects';
import { roomPhotoResponseSchema, roomPhotosResponseSchema } from '../../../src/shared/schemas/roomPhotos';
import { contractHandler } from './contract';
import { subjectOf } from './tokens';

/** The mock's room photos per user, and what the SPA sent it. */
export const roomPhotoDb = {
  byUser: new Map<string, RoomPhoto[]>(),
  uploads: [] as { name: string; type: string; size: number }[],
  deleted: [] as string[],
  /** The next upload is refused with this message (what the server says of a bad photo). */
  refuseNext: null as string | null,
  next: 1,
};

export function resetRoomPhotos() {
  roomPhotoDb.byUser.clear();
  roomPhotoDb.uploads = [];
  roomPhotoDb.deleted = [];
  roomPhotoDb.refuseNext = null;
  roomPhotoDb.next = 1;
}

/** A stored photo of `userId` (1600 × 1200 unless told), as the list answers it. */
export function addRoomPhoto(userId: string, size: Partial<Pick<RoomPhoto, 'width' | 'height'>> = {}): RoomPhoto {
  const id = `photo-${roomPhotoDb.next++}`;
  const photo = { _id: id, url: `/media/room-photos/${id}.jpg?sig=s1`, width: 1600, height: 1200, ...size };
  roomPhotoDb.byUser.set(userId, [...(roomPhotoDb.byUser.get(userId) ?? []), photo]);
  return photo;
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const fail = (status: number, code: 'unauthorized' | 'validation' | 'not-found', message: string) =>
  HttpResponse.json({ success: false, message, code }, { status });
const userOf = (request: Request) => subjectOf((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));

/** API.md "Room photos": upload, list and delete, each user seeing only their own. */
export const roomPhotoHandlers = [
  contractHandler('get', '/user/room-photos', { response: roomPhotosResponseSchema }, ({ request }) => {
    const user = userOf(request);
    if (!user) return fail(401, 'unauthorized', 'Authentication required');
    return ok({ photos: roomPhotoDb.byUser.get(user) ?? [] });
  }),
  contractHandler(
    'post',
    '/user/room-photos',
    // No text fields: the multipart body is the `photo` file alone.
    { form: z.object({}), response: roomPhotoResponseSchema },
    async ({ request }) => {
      const user = userOf(request);
      if (!user) return fail(401, 'unauthorized', 'Authentication required');
      const file = (await request.formData()).get('photo');
      if (!(file instanceof Blob)) return fail(400, 'validation', 'A photo is required.');
      roomPhotoDb.uploads.push({ name: file.name, type: file.type, size: file.size });
      const refusal = roomPhotoDb.refuseNext;
      roomPhotoDb.refuseNext = null;
      if (refusal) return fail(400, 'validation', refusal);
      return ok({ photo: addRoomPhoto(user, { width: 2000, height: 1500 }) }, 201);
    },
  ),
  contractHandler(
    'delete',
    '/user/room-photos/:id',
    { params: pathIdSchema, response: emptyResponseSchema },
    ({ request, params }) => {
      const user = userOf(request);
      if (!user) return fail(401, 'unauthorized', 'Authentication required');
      const photos = roomPhotoDb.byUser.get(user) ?? [];
      if (!photos.some((p) => p._id === params.id)) return fail(404, 'not-found', 'Photo not found');
      roomPhotoDb.byUser.set(
        user,
        photos.filter((p) => p._id !== params.id),
      );
      roomPhotoDb.deleted.push(params.id);
      return ok({});
    },
  ),
];
