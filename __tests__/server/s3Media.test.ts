// Media in an S3-compatible bucket (s3rver here): what a scaled-out setup with S3_BUCKET relies on.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { VisualizationMessage } from '../../src/shared/api';
import { createVerifiedUser } from '../support/server/accounts';
import { multipart } from '../support/server/multipart';
import { LocalS3 } from '../support/server/s3';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

const LIVING = { roomType: 'Living Room - Small', preferredColor: 'Grey', preferredStyle: 'Modern' };

describe('media in an S3 bucket shared by two nodes', () => {
  const s3 = new LocalS3();
  // Two apps with DATA_DIRs of their own: only the bucket is shared.
  let a: TestApp;
  let b: TestApp;
  let socket: Socket | undefined;
  let png: Buffer;

  beforeAll(async () => {
    const env = await s3.start();
    [a, b] = await Promise.all([makeTestApp({ env }), makeTestApp({ env })]);
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    socket?.close();
    await Promise.all([a.close(), b.close()]);
    await s3.stop();
  });

  const served = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('a profile photo is stored in the bucket, not under DATA_DIR, and the other node serves it', async () => {
    const { auth } = await createVerifiedUser(a.app);
    const form = multipart({}, { photo: { filename: 'me.png', type: 'image/png', bytes: png } });
    const res = await a.app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ data: { user: { photo: string } } }>().data.user.photo;
    const key = a.app.media.keyOf(url)!;

    expect(await b.app.media.store.list('photos/')).toContain(key);
    expect(existsSync(path.join(a.dataDir, 'media'))).toBe(false);
    const [fromA, fromB] = [await served(a, url), await served(b, url)];
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a generated room is saved in the bucket; deleting the project removes the object on every node', async () => {
    const user = await createVerifiedUser(a.app);
    socket = await connect(await listen(a.app), user.token);
    const furnitureIds = await roomFurniture(a.app, LIVING.roomType, LIVING.preferredStyle, LIVING.preferredColor);
    const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
    const ack = await emitWithAck<{ success: boolean }>(socket, 'visualize-room', { ...LIVING, furnitureIds });
    expect(ack.success).toBe(true);
    const { message } = await received;

    const image = await served(b, message.generatedImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect((await sharp(image.rawPayload).metadata()).width).toBeGreaterThan(0);

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/user/project/${message.projectId}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await b.app.media.read(a.app.media.keyOf(message.generatedImage)!)).toBeUndefined();
    const gone = await served(b, message.generatedImage);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'not-found' });
  });

  it('a room photo is a private object: its signed URL serves it, the public media path does not', async () => {
    const user = await createVerifiedUser(a.app);
    const jpeg = await sharp(png).resize(640, 480).jpeg().toBuffer();
    const form = multipart({}, { photo: { filename: 'room.jpg', type: 'image/jpeg', bytes: jpeg } });
    const res = await a.app.inject({
      method: 'POST',
      url: '/user/room-photos',
      headers: { ...user.auth, ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ data: { photo: { url: string } } }>().data.photo;
    const [key] = await b.app.roomPhotos.storage.keysOf(user.user.id);
    expect(key).toMatch(new RegExp(`^room-photos/${user.user.id}/[0-9a-f]{32}\\.jpg$`));
    expect(await b.app.media.read(key)).toBeUndefined();

    const signed = await b.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect((await b.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
  });

  it('an unknown or unsafe key is a 404 in the envelope', async () => {
    for (const url of ['/media/photos/0123456789abcdef0123456789abcdef.png', '/media/..%2Fprivate%2Fx.jpg']) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not-found' });
    }
  });
});
