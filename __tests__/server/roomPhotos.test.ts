import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { RoomPhoto } from '../../src/shared/api';
import { ROOM_PHOTO_MAX_BYTES } from '../../src/shared/schemas/roomPhotos';
import { LIMITS, ROOM_PHOTOS_PER_USER } from '../../src/server/limits';
import { createVerifiedUser } from '../support/server/accounts';
import { multipart } from '../support/server/multipart';
import { makeTestApp, TestClock, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

const HOUR = 3_600_000;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that declare a width × height image (a decompression bomb's header). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A width × height picture: red on its left half, blue on its right. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);

/** The colour at a point of an image, as 'red', 'blue' or the raw values. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return `${r},${g},${b}`;
}

describe('Room photos', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await makeTestApp({ clock });
    app = t.app;
  });
  afterAll(() => t.close());

  const upload = (auth: Record<string, string>, bytes: Buffer, type = 'image/jpeg') => {
    const form = multipart({}, { photo: { filename: 'room', type, bytes } });
    return app.inject({
      method: 'POST',
      url: '/user/room-photos',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
  };
  const list = async (auth: Record<string, string>): Promise<RoomPhoto[]> => {
    const res = await app.inject({ method: 'GET', url: '/user/room-photos', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { photos: RoomPhoto[] } }>().data.photos;
  };
  const remove = (auth: Record<string, string>, id: string) =>
    app.inject({ method: 'DELETE', url: `/user/room-photos/${id}`, headers: auth });
  /** A photo URL as an <img> fetches it: no token. */
  const fetchUrl = (url: string) => app.inject({ method: 'GET', url: url.replace(t.config.publicUrl, '') });
  const uploaded = async (auth: Record<string, string>, bytes: Buffer): Promise<RoomPhoto> => {
    const res = await upload(auth, bytes);
    expect({ status: res.statusCode, body: res.json<unknown>() }).toMatchObject({ status: 201 });
    return res.json<{ data: { photo: RoomPhoto } }>().data.photo;
  };
  /** The keys of every stored photo file of the user. */
  const storedFiles = (userId: string) => app.roomPhotos.storage.keysOf(userId);

  describe('upload', () => {
    it('re-encodes a JPEG upright, without its EXIF and GPS, and hands out a URL that shows it', async () => {
      const { auth } = await createVerifiedUser(app);
      // Stored sideways with orientation 6 (turn 90° clockwise to view), as phones do, and located.
      const jpeg = await halves(60, 40)
        .jpeg()
        .withExif({
          IFD0: { Make: 'Roomwise Phone', Copyright: 'the owner' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const before = await sharp(jpeg).metadata();
      expect(before).toMatchObject({ width: 60, height: 40, orientation: 6 });
      expect(before.exif?.includes('Roomwise Phone')).toBe(true);

      const photo = await uploaded(auth, jpeg);
      expect(photo).toMatchObject({ width: 40, height: 60 });
      const shown = await fetchUrl(photo.url);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const stored = await sharp(shown.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(shown.rawPayload.includes('Roomwise Phone')).toBe(false);
      // The left half, turned clockwise, is now the top.
      expect(await colourAt(shown.rawPayload, 20, 10)).toBe('red');
      expect(await colourAt(shown.rawPayload, 20, 50)).toBe('blue');
      // The server reads the same bytes by the photo's key (the renderer does).
      const [row] = await app.repos.roomPhotos.listForUser((await me(auth)).id);
      expect(await app.roomPhotos.storage.read(row.mediaKey)).toEqual(shown.rawPayload);
    });

    it('takes PNG (transparency on white) and WebP, judged by their bytes', async () => {
      const { auth } = await createVerifiedUser(app);
      const png = await sharp({
        create: { width: 30, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const webp = await halves(50, 30).webp().toBuffer();
      // Declared as something else: the bytes decide.
      const fromPng = await upload(auth, png, 'application/octet-stream');
      expect(fromPng.statusCode).toBe(201);
      expect(fromPng.json()).toMatchObject({ data: { photo: { width: 30, height: 20 } } });
      const fromWebp = await upload(auth, webp, 'image/jpeg');
      expect(fromWebp.statusCode).toBe(201);
      expect(fromWebp.json()).toMatchObject({ data: { photo: { width: 50, height: 30 } } });

      // The test clock stands still, so both have the same time: tell them apart by their size.
      const photos = await list(auth);
      const pngPhoto = photos.find((p) => p.width === 30)!;
      const webpPhoto = photos.find((p) => p.width === 50)!;
      const pngBytes = (await fetchUrl(pngPhoto.url)).rawPayload;
      expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
      expect(await colourAt(pngBytes, 15, 10)).toBe('255,255,255');
      expect(await sharp((await fetchUrl(webpPhoto.url)).rawPayload).metadata()).toMatchObject({ format: 'jpeg' });
    });

    it('keeps a 12-megapixel photo at full size and scales a larger one to 4096 px on its longest side', async () => {
      const { auth } = await createVerifiedUser(app);
      const twelve = await uploaded(auth, await halves(4032, 3024).jpeg().toBuffer());
      expect(twelve).toMatchObject({ width: 4032, height: 3024 });
      const twenty = await uploaded(auth, await halves(5000, 4000).jpeg().toBuffer());
      expect(twenty).toMatchObject({ width: 4096, height: 3277 });
      const stored = await sharp((await fetchUrl(twenty.url)).rawPayload).metadata();
      expect(stored).toMatchObject({ width: 4096, height: 3277 });
    });
  });

  describe('refuses, storing nothing', () => {
    let auth: Record<string, string>;
    let userId: string;
    let small: Buffer;
    beforeAll(async () => {
      ({
        auth,
        user: { id: userId },
      } = await createVerifiedUser(app));
      small = await halves(60, 40).jpeg().toBuffer();
    });
    afterEach(async () => {
      expect(await app.repos.roomPhotos.listForUser(userId)).toEqual([]);
      expect(await storedFiles(userId)).toEqual([]);
    });

    it('a file that is not an image', async () => {
      const res = await upload(auth, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        code: 'unsupported-media-type',
        message: 'The photo must be a JPEG, PNG or WebP image.',
      });
    });

    it('a damaged image with the right first bytes', async () => {
      const jpeg = await halves(60, 40).jpeg().toBuffer();
      const res = await upload(auth, Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(200, 7)]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/could not be read/) });
    });

    it('a file over 10 MiB', async () => {
      const big = Buffer.concat([await halves(60, 40).jpeg().toBuffer(), Buffer.alloc(ROOM_PHOTO_MAX_BYTES)]);
      const res = await upload(auth, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: 'payload-too-large',
        message: 'The photo is larger than 10 MB.',
      });
    });

    it('a decompression bomb: a small PNG that declares 20000 × 20000 pixels', async () => {
      const bomb = pngDeclaring(20_000, 20_000);
      expect(bomb.length).toBeLessThan(1000);
      const res = await upload(auth, bomb, 'image/png');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: 'payload-too-large',
        message: 'The photo is 20000 × 20000 pixels; at most 40 megapixels are allowed.',
      });
      // Just past the limit is refused too.
      expect((await upload(auth, pngDeclaring(8000, 5001), 'image/png')).statusCode).toBe(413);
    });

    it('a form without the photo, or with another field', async () => {
      const empty = multipart({ note: 'hi' });
      const res = await app.inject({
        method: 'POST',
        url: '/user/room-photos',
        headers: { ...auth, ...empty.headers },
        payload: empty.body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: 'Unexpected field "note".' });
      const none = multipart({});
      const missing = await app.inject({
        method: 'POST',
        url: '/user/room-photos',
        headers: { ...auth, ...none.headers },
        payload: none.body,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: 'Choose a photo to upload (the form field "photo").' });
    });

    it('a body cut off before its end', async () => {
      const form = multipart({}, { photo: { filename: 'room.jpg', type: 'image/jpeg', bytes: small } });
      const res = await app.inject({
        method: 'POST',
        url: '/user/room-photos',
        headers: { ...auth, ...form.headers },
        payload: form.body.subarray(0, form.body.length - 30),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    });

    it('an upload past the hourly limit', async () => {
      const { user, auth: busy } = await createVerifiedUser(app);
      for (let i = 0; i < LIMITS.roomPhotoUploadsPerUser.max; i++) {
        await app.rateLimiter.hit(LIMITS.roomPhotoUploadsPerUser, user.id);
      }
      const res = await upload(busy, small);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        code: 'rate-limited',
        message: LIMITS.roomPhotoUploadsPerUser.message,
      });
      expect(await app.repos.roomPhotos.listForUser(user.id)).toEqual([]);
    });

    it('a photo past the number a user may keep', async () => {
      const { user, auth: full } = await createVerifiedUser(app);
      for (let i = 0; i < ROOM_PHOTOS_PER_USER.max; i++) {
        await app.repos.roomPhotos.insert({
          userId: user.id,
          mediaKey: `room-photos/${user.id}/x${i}.jpg`,
          width: 1,
          height: 1,
        });
      }
      const res = await upload(full, await halves(60, 40).jpeg().toBuffer());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, code: 'validation', message: ROOM_PHOTOS_PER_USER.message });
      expect(await storedFiles(user.id)).toEqual([]);
    });
  });

  const me = async (auth: Record<string, string>): Promise<{ id: string }> =>
    (await app.inject({ method: 'GET', url: '/user/me', headers: auth })).json<{ data: { user: { id: string } } }>()
      .data.user;

  describe('list and delete', () => {
    it('lists the own photos newest first; deleting one makes its URLs 404 at once', async () => {
      const { auth } = await createVerifiedUser(app);
      const first = await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
      clock.advance(1000);
      const second = await uploaded(auth, await halves(80, 40).jpeg().toBuffer());
      expect((await list(auth)).map((p) => p._id)).toEqual([second._id, first._id]);

      const url = (await list(auth))[1].url;
      expect((await fetchUrl(url)).statusCode).toBe(200);
      const res = await remove(auth, first._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: {} });
      expect((await fetchUrl(url)).statusCode).toBe(404);
      expect((await fetchUrl(first.url)).statusCode).toBe(404);
      expect((await list(auth)).map((p) => p._id)).toEqual([second._id]);
      expect((await remove(auth, first._id)).statusCode).toBe(404);
    });

    it("answers 404 for another user's photo and leaves it alone; unknown ids are 404", async () => {
      const owner = await createVerifiedUser(app);
      const stranger = await createVerifiedUser(app);
      const photo = await uploaded(owner.auth, await halves(60, 40).jpeg().toBuffer());
      expect(await list(stranger.auth)).toEqual([]);
      const res = await remove(stranger.auth, photo._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not-found' });
      expect(await app.repos.roomPhotos.get(stranger.user.id, photo._id)).toBeUndefined();
      expect(await app.repos.roomPhotos.get(owner.user.id, photo._id)).toMatchObject({ width: 60, height: 40 });
      expect((await list(owner.auth)).map((p) => p._id)).toEqual([photo._id]);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await remove(owner.auth, id)).statusCode).toBe(404);
      }
    });

    it('needs a token', async () => {
      expect((await app.inject({ method: 'GET', url: '/user/room-photos' })).statusCode).toBe(401);
    });

    it("never touches a project's image", async () => {
      const { user, auth } = await createVerifiedUser(app);
      const photo = await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
      const image = await app.media.save('generated', 'png', await halves(60, 40).png().toBuffer());
      await app.repos.projects.insertOnce({
        userId: user.id,
        requestId: 'from-photo',
        name: 'My room',
        roomType: 'Living Room - Large',
        color: 'Grey',
        style: 'Modern',
        furnitureIds: [],
        image,
        renderer: 'composite',
        timings: { queuedMs: 0, renderMs: 1, totalMs: 1 },
      });
      expect((await remove(auth, photo._id)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/media/${image}` })).statusCode).toBe(200);
    });
  });

  describe('signed URLs', () => {
    let photo: RoomPhoto;
    beforeAll(async () => {
      const { auth } = await createVerifiedUser(app);
      photo = await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
    });
    const withQuery = (change: (q: URLSearchParams) => void) => {
      const url = new URL(photo.url);
      change(url.searchParams);
      return url.toString();
    };

    it('expire within 24 h', () => {
      const expires = Number(new URL(photo.url).searchParams.get('expires')) * 1000;
      expect(expires).toBeGreaterThan(clock.now());
      expect(expires - clock.now()).toBeLessThanOrEqual(24 * HOUR);
    });

    it('are 404 with the signature missing or altered, or the expiry changed', async () => {
      const signature = new URL(photo.url).searchParams.get('signature')!;
      const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const expires = Number(new URL(photo.url).searchParams.get('expires'));
      for (const url of [
        withQuery((q) => q.delete('signature')),
        withQuery((q) => q.delete('expires')),
        withQuery((q) => q.set('signature', altered)),
        withQuery((q) => q.set('signature', '')),
        withQuery((q) => q.set('expires', String(expires + 3600))),
        photo.url.split('?')[0],
      ]) {
        const res = await fetchUrl(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toMatchObject({ success: false, code: 'not-found' });
      }
    });

    it('do not open another photo with the same signature', async () => {
      const { auth } = await createVerifiedUser(app);
      const other = await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
      const url = `${other.url.split('?')[0]}?${photo.url.split('?')[1]}`;
      expect((await fetchUrl(url)).statusCode).toBe(404);
    });

    it('are 404 once expired; the list then hands out fresh ones', async () => {
      const { auth } = await createVerifiedUser(app);
      const mine = await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
      const expires = Number(new URL(mine.url).searchParams.get('expires')) * 1000;
      clock.advance(expires - clock.now() - 1000);
      expect((await fetchUrl(mine.url)).statusCode).toBe(200);
      clock.advance(1000);
      expect((await fetchUrl(mine.url)).statusCode).toBe(404);
      const [fresh] = await list(auth);
      expect(fresh.url).not.toBe(mine.url);
      expect((await fetchUrl(fresh.url)).statusCode).toBe(200);
    });

    it('are the only way to the file: it is not under the public media folder', async () => {
      const key = new URL(photo.url).pathname.replace(/^\/media\//, '');
      expect(await app.media.read(key)).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    });
  });

  it('deleting the account removes its photo files', async () => {
    const { user, auth, password } = await createVerifiedUser(app);
    await uploaded(auth, await halves(60, 40).jpeg().toBuffer());
    await uploaded(auth, await halves(60, 40).png().toBuffer());
    expect(await storedFiles(user.id)).toHaveLength(2);
    const res = await app.inject({ method: 'DELETE', url: '/user/me', headers: auth, payload: { password } });
    expect(res.statusCode).toBe(200);
    expect(await storedFiles(user.id)).toEqual([]);
    expect(await app.repos.roomPhotos.listForUser(user.id)).toEqual([]);
  });
});
