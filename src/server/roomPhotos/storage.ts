import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../shared/schemas/common';

/** Where room photos live: DATA_DIR/private, outside the public media root, one folder per user. */
export const ROOM_PHOTO_DIR = 'private';
const FOLDER = 'room-photos';
const FILE_NAME = /^[0-9a-f]{32}\.jpg$/;

/**
 * The private files of room photos. A key is `room-photos/<user id>/<random>.jpg`; nothing serves
 * these files as they are: a reader needs a signed URL (signedUrls.ts) or the server's own read().
 */
export interface RoomPhotoStorage {
  /** Stores a processed photo (JPEG bytes) for the user; returns its key. */
  save(userId: string, jpeg: Buffer): Promise<string>;
  /** The photo's bytes; undefined when the key is malformed or the file is gone. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Every photo of the user (account deletion). */
  removeAllOf(userId: string): Promise<void>;
  /** The file of a well-formed key, or undefined. */
  fileOf(key: string): string | undefined;
  readonly root: string;
}

/** The user id and file name of a well-formed key, or undefined for anything else. */
export function parseRoomPhotoKey(key: string): { userId: string; file: string } | undefined {
  const [folder, userId, file, ...rest] = key.split('/');
  if (folder !== FOLDER || rest.length || !userId || !isUuid(userId) || !file || !FILE_NAME.test(file))
    return undefined;
  return { userId, file };
}

export function createRoomPhotoStorage(dataDir: string): RoomPhotoStorage {
  const root = path.join(dataDir, ROOM_PHOTO_DIR);
  const userDir = (userId: string) => {
    if (!isUuid(userId)) throw new Error(`Not a user id: ${userId}`);
    return path.join(root, FOLDER, userId.toLowerCase());
  };
  const fileOf = (key: string) => {
    const parsed = parseRoomPhotoKey(key);
    return parsed && path.join(userDir(parsed.userId), parsed.file);
  };
  return {
    root,
    fileOf,
    async save(userId, jpeg) {
      const key = `${FOLDER}/${userId.toLowerCase()}/${randomBytes(16).toString('hex')}.jpg`;
      await mkdir(userDir(userId), { recursive: true });
      await writeFile(fileOf(key)!, jpeg, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async read(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        return await readFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
    async removeAllOf(userId) {
      await rm(userDir(userId), { recursive: true, force: true });
    },
  };
}
