import { randomBytes } from 'node:crypto';
import { isUuid } from '../../shared/schemas/common';
import type { BlobStore } from '../media/store';

const FOLDER = 'room-photos';
const FILE_NAME = /^[0-9a-f]{32}\.jpg$/;

/**
 * The private files of room photos. A key is `room-photos/<user id>/<random>.jpg` in the private
 * store (DATA_DIR/private, or the bucket's private/ folder), which nothing serves as it is: a
 * reader needs a signed URL (signedUrls.ts) or the server's own read().
 */
export interface RoomPhotoStorage {
  /** Stores a processed photo (JPEG bytes) for the user; returns its key. */
  save(userId: string, jpeg: Buffer): Promise<string>;
  /** The photo's bytes; undefined when the key is malformed or the file is gone. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Every photo of the user (account deletion). */
  removeAllOf(userId: string): Promise<void>;
  /** The keys of every stored photo of the user. */
  keysOf(userId: string): Promise<string[]>;
  /** Whether the key has the shape of a photo's key. */
  isKey(key: string): boolean;
}

/** The user id and file name of a well-formed key, or undefined for anything else. */
export function parseRoomPhotoKey(key: string): { userId: string; file: string } | undefined {
  const [folder, userId, file, ...rest] = key.split('/');
  if (folder !== FOLDER || rest.length || !userId || !isUuid(userId) || !file || !FILE_NAME.test(file))
    return undefined;
  return { userId, file };
}

export function createRoomPhotoStorage(store: BlobStore): RoomPhotoStorage {
  const userFolder = (userId: string) => {
    if (!isUuid(userId)) throw new Error(`Not a user id: ${userId}`);
    return `${FOLDER}/${userId.toLowerCase()}/`;
  };
  const isKey = (key: string) => parseRoomPhotoKey(key) !== undefined;
  return {
    isKey,
    async save(userId, jpeg) {
      const key = `${userFolder(userId)}${randomBytes(16).toString('hex')}.jpg`;
      await store.put(key, jpeg, 'image/jpeg');
      return key;
    },
    read: async (key) => (isKey(key) ? store.read(key) : undefined),
    async remove(key) {
      if (isKey(key)) await store.remove(key);
    },
    removeAllOf: (userId) => store.removeAll(userFolder(userId)),
    keysOf: (userId) => store.list(userFolder(userId)),
  };
}
