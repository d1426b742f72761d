import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { roomPhotos, type RoomPhotoRow } from '../db/schema';

export type { RoomPhotoRow };
export type NewRoomPhoto = Pick<RoomPhotoRow, 'userId' | 'mediaKey' | 'width' | 'height'>;
/** What the server needs of a photo to show or render it. */
export type StoredRoomPhoto = Pick<RoomPhotoRow, 'id' | 'mediaKey' | 'width' | 'height'>;

const stored = { id: roomPhotos.id, mediaKey: roomPhotos.mediaKey, width: roomPhotos.width, height: roomPhotos.height };
const own = (userId: string, id: string) => and(eq(roomPhotos.id, id), eq(roomPhotos.userId, userId));

export function createRoomPhotoRepository(db: Db) {
  return {
    async insert(photo: NewRoomPhoto, now = new Date()): Promise<RoomPhotoRow> {
      const [row] = await db
        .insert(roomPhotos)
        .values({ ...photo, createdAt: now })
        .returning();
      return row;
    },

    /** The user's photos, newest first. */
    async listForUser(userId: string): Promise<RoomPhotoRow[]> {
      return db
        .select()
        .from(roomPhotos)
        .where(eq(roomPhotos.userId, userId))
        .orderBy(desc(roomPhotos.createdAt), desc(roomPhotos.id));
    },

    /** The user's photo with this id; undefined for another user's or an unknown one. */
    async get(userId: string, id: string): Promise<StoredRoomPhoto | undefined> {
      // An id that is no uuid names no photo; asking PostgreSQL would fail on the cast instead.
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      const [row] = await db.select(stored).from(roomPhotos).where(own(userId, id)).limit(1);
      return row;
    },

    /** Deletes the user's photo; returns what was deleted (its file is the caller's to remove), or undefined. */
    async delete(userId: string, id: string): Promise<StoredRoomPhoto | undefined> {
      if (!isUuid(id) || !isUuid(userId)) return undefined;
      const [row] = await db.delete(roomPhotos).where(own(userId, id)).returning(stored);
      return row;
    },

    async countForUser(userId: string): Promise<number> {
      return db.$count(roomPhotos, eq(roomPhotos.userId, userId));
    },
  };
}

export type RoomPhotoRepository = ReturnType<typeof createRoomPhotoRepository>;
