// Smaller WebP copies of generated rooms (src/shared/roomImages.ts), on both media stores.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { VisualizationMessage } from '../../src/shared/api';
import { ROOM_IMAGE_WIDTHS, roomVariantOf } from '../../src/shared/roomImages';
import { createVerifiedUser } from '../support/server/accounts';
import { MEDIA_STORES, mediaStore } from '../support/server/s3';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

const LIVING = { roomType: 'Living Room - Large', preferredColor: 'Grey', preferredStyle: 'Modern' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(MEDIA_STORES)('room images in smaller WebP copies (media in %s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const store = mediaStore(kind);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp({ env: await store.start() });
    app = t.app;
    base = await listen(app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
    await store.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: new URL(url, base).pathname, headers });
  const stored = (keys: string[]) => Promise.all(keys.map(async (k) => (await app.media.read(k)) !== undefined));
  const copiesOf = (key: string) => ROOM_IMAGE_WIDTHS.map((w) => roomVariantOf(key, w));
  const each = <T>(value: T) => ROOM_IMAGE_WIDTHS.map(() => value);

  async function generatedRoom() {
    const user = await createVerifiedUser(app);
    const socket = await connect(base, user.token);
    sockets.push(socket);
    const furnitureIds = await roomFurniture(app, LIVING.roomType, LIVING.preferredStyle, LIVING.preferredColor);
    const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
    const ack = await emitWithAck<{ success: boolean }>(socket, 'visualize-room', { ...LIVING, furnitureIds });
    expect(ack.success).toBe(true);
    const { message } = await received;
    return { user, message, key: app.media.keyOf(message.generatedImage)! };
  }

  /** A room saved before copies were written: its original only. */
  async function oldRoom(extension: 'png' | 'jpg') {
    const { user, auth } = await createVerifiedUser(app);
    const drawn = sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#8a7' } });
    const bytes = await (extension === 'png' ? drawn.png() : drawn.jpeg()).toBuffer();
    const image = await app.media.save('generated', extension, bytes);
    const project = await app.repos.projects.insertOnce({
      userId: user.id,
      requestId: `old-${extension}`,
      name: 'Old room',
      roomType: LIVING.roomType,
      color: 'Grey',
      style: 'Modern',
      furnitureIds: [],
      image,
      renderer: 'composite',
      timings: { queuedMs: 0, renderMs: 1, totalMs: 1 },
    });
    return { auth, image, project: project! };
  }

  it('writes a WebP copy at each width beside a new room, each far smaller than the PNG', async () => {
    const { key } = await generatedRoom();
    expect(key).toMatch(/^generated\/.+\.png$/);
    const png = (await app.media.read(key))!;
    expect(png.length).toBeGreaterThan(200_000);
    for (const width of ROOM_IMAGE_WIDTHS) {
      const copy = await app.media.read(roomVariantOf(key, width));
      expect(copy).toBeDefined();
      const meta = await sharp(copy).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * 2) / 3),
      });
      // Even the full-size copy is under a fifth of the PNG.
      expect(copy!.length).toBeLessThan(png.length / 5);
    }
  });

  it('serves the copies as image/webp to keep for good, and the PNG itself unchanged', async () => {
    const { message, key } = await generatedRoom();
    const original = await get(message.generatedImage);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals((await app.media.read(key))!)).toBe(true);

    const copy = await get(roomVariantOf(message.generatedImage, 384));
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe(IMMUTABLE);
    expect(copy.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(copy.headers['content-length'])).toBe(copy.rawPayload.length);
    expect(copy.rawPayload.length).toBeLessThan(20_000);
  });

  it('the history lists the original URL, whose copies answer', async () => {
    const { user, message } = await generatedRoom();
    const res = await get('/user/projects', user.auth);
    const [entry] = res.json<{ data: { projects: { generatedImage: string }[] } }>().data.projects;
    expect(entry.generatedImage).toBe(message.generatedImage);
    const answers = await Promise.all(ROOM_IMAGE_WIDTHS.map((w) => get(roomVariantOf(entry.generatedImage, w))));
    expect(answers.map((a) => a.statusCode)).toEqual(each(200));
  });

  it.each(['png', 'jpg'] as const)(
    'a room saved without copies (%s) gets each one made on its first request, and kept',
    async (extension) => {
      const { image } = await oldRoom(extension);
      expect(await stored(copiesOf(image))).toEqual(each(false));

      const copy = await get(app.media.url(roomVariantOf(image, 768)));
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe(IMMUTABLE);
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 768, 512]);
      expect(await stored(copiesOf(image))).toEqual(ROOM_IMAGE_WIDTHS.map((w) => w === 768));

      const again = await get(app.media.url(roomVariantOf(image, 768)));
      expect(again.rawPayload.equals(copy.rawPayload)).toBe(true);
      const original = await get(app.media.url(image));
      expect(original.headers['content-type']).toBe(extension === 'png' ? 'image/png' : 'image/jpeg');
    },
  );

  it('requests for a copy at once, while it is being made and stored, all get the whole copy', async () => {
    const { image } = await oldRoom('png');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => get(app.media.url(roomVariantOf(image, 1536)))),
      ),
    );
    const stored1536 = (await app.media.read(roomVariantOf(image, 1536)))!;
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.rawPayload.equals(stored1536)).toBe(true);
    }
  });

  it('answers 404 for a copy of a room that is not stored, at a width not offered, or of another kind of file', async () => {
    const { image } = await oldRoom('png');
    const missing = await get(app.media.url('generated/0123456789abcdef0123456789abcdef.png.w384.webp'));
    const oddWidth = await get(app.media.url(`${image}.w500.webp`));
    const photo = await app.media.save('photos', 'png', (await app.media.read(image))!);
    const ofPhoto = await get(app.media.url(`${photo}.w384.webp`));
    expect([missing.statusCode, oddWidth.statusCode, ofPhoto.statusCode]).toEqual([404, 404, 404]);
    expect(await stored([`${image}.w500.webp`, `${photo}.w384.webp`])).toEqual([false, false]);
  });

  it('deleting a room removes its copies, whether written at save or made later', async () => {
    const { user, message, key } = await generatedRoom();
    expect(await stored([key, ...copiesOf(key)])).toEqual([true, ...each(true)]);
    const res = await app.inject({ method: 'DELETE', url: `/user/project/${message.projectId}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(await stored([key, ...copiesOf(key)])).toEqual([false, ...each(false)]);

    const old = await oldRoom('jpg');
    await get(app.media.url(roomVariantOf(old.image, 384)));
    await app.inject({ method: 'DELETE', url: `/user/project/${old.project.id}`, headers: old.auth });
    expect(await stored([old.image, ...copiesOf(old.image)])).toEqual([false, ...each(false)]);
  });

  it('deleting the account removes its rooms’ copies', async () => {
    const { user, key } = await generatedRoom();
    const res = await app.inject({
      method: 'DELETE',
      url: '/user/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await stored([key, ...copiesOf(key)])).toEqual([false, ...each(false)]);
  });
});
