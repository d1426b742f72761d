import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createVerifiedUser } from '../support/server/accounts';
import { multipart } from '../support/server/multipart';
import { makeTestApp, type TestApp } from '../support/server/testApp';

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

describe('PATCH /user/me/update and /user/sync', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let png: Buffer;

  const update = async (
    auth: Record<string, string>,
    fields: Record<string, string>,
    photo?: { filename: string; type: string; bytes: Buffer },
  ) => {
    const form = multipart(fields, photo ? { photo } : {});
    return app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
  };
  const storedPhotos = () => t.app.media.store.list('photos/');

  beforeAll(async () => {
    t = await makeTestApp();
    app = t.app;
    png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('updates names, keeps the email read-only, and trims', async () => {
    const { user, auth } = await createVerifiedUser(app);
    const res = await update(auth, { firstname: ' Augusta ', lastname: 'King', email: 'hacker@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'User details updated successfully!',
      data: { user: { id: user.id, firstname: 'Augusta', lastname: 'King', email: user.email, photo: null } },
    });
    const blank = await update(auth, { firstname: '  ' });
    expect(blank.json()).toEqual({ success: false, code: 'validation', message: 'Please fill in all fields' });
  });

  it('stores a PNG re-encoded under a server-made name, served with long cache and nosniff', async () => {
    const { auth } = await createVerifiedUser(app);
    const res = await update(auth, {}, { filename: '../../evil.png', type: 'image/png', bytes: png });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.user.photo);
    expect(url.pathname).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
  });

  it('replacing and removing a photo deletes the old file', async () => {
    const { auth } = await createVerifiedUser(app);
    const before = (await storedPhotos()).length;
    const first = (await update(auth, {}, { filename: 'a.png', type: 'image/png', bytes: png })).json().data.user.photo;
    const second = (await update(auth, {}, { filename: 'b.png', type: 'image/png', bytes: png })).json().data.user
      .photo;
    expect(second).not.toBe(first);
    expect(await storedPhotos()).toHaveLength(before + 1);
    expect((await app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
    const removed = await update(auth, { removePhoto: 'true' });
    expect(removed.json().data.user.photo).toBeNull();
    expect(await storedPhotos()).toHaveLength(before);
  });

  it('refuses a 3 MB photo with 413 payload-too-large', async () => {
    const { auth } = await createVerifiedUser(app);
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await update(auth, { firstname: 'Big' }, { filename: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'payload-too-large',
      message: 'File is larger than 2097152 bytes',
    });
    expect((await app.inject({ method: 'GET', url: '/user/me', headers: auth })).json().data.user.firstname).toBe(
      'Ada',
    );
  });

  it('judges the type by the bytes: an HTML file named .png is 415', async () => {
    const { auth } = await createVerifiedUser(app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await update(auth, {}, { filename: 'photo.png', type: 'image/png', bytes: html });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'unsupported-media-type',
      message: 'File type must be image/jpeg, image/png',
    });
  });

  it('drops bytes trailing a PNG (no polyglot survives re-encoding)', async () => {
    const { auth } = await createVerifiedUser(app);
    const trailing = Buffer.from('<?php system($_GET["c"]); ?>');
    const res = await update(auth, {}, { filename: 'p.png', type: 'image/png', bytes: Buffer.concat([png, trailing]) });
    expect(res.statusCode).toBe(200);
    const stored = (await app.inject({ method: 'GET', url: new URL(res.json().data.user.photo).pathname })).rawPayload;
    expect(stored.includes(trailing)).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
  });

  it('stores a JPEG without its EXIF (GPS) metadata', async () => {
    const { auth } = await createVerifiedUser(app);
    const jpeg = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#2255aa' } })
      .withExif({
        IFD0: { Make: 'SpyCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 28/1' },
      })
      .jpeg()
      .toBuffer();
    const gpsPointerTag = Buffer.from([0x25, 0x88]); // GPSInfo (0x8825), little-endian as libvips writes it
    expect((await sharp(jpeg).metadata()).exif?.includes(gpsPointerTag)).toBe(true);
    const res = await update(auth, {}, { filename: 'me.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.photo).toMatch(/\.jpg$/);
    const stored = (await app.inject({ method: 'GET', url: new URL(res.json().data.user.photo).pathname })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(meta.width).toBe(50);
  });

  it('refuses a tiny PNG that declares 20000×20000 pixels', async () => {
    const { auth } = await createVerifiedUser(app);
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await update(auth, {}, { filename: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'validation', message: expect.stringMatching(/40 megapixels/) });
  });

  it('refuses a second file, a foreign file field and a non-multipart body', async () => {
    const { auth } = await createVerifiedUser(app);
    const form = multipart(
      {},
      {
        photo: { filename: 'a.png', type: 'image/png', bytes: png },
        other: { filename: 'b.png', type: 'image/png', bytes: png },
      },
    );
    const two = await app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('validation');
    const json = await app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      headers: auth,
      payload: { firstname: 'X' },
    });
    expect([400, 415]).toContain(json.statusCode);
    expect(json.json().success).toBe(false);
  });

  it('syncs the selection as ids only, deduplicated, and returns it from /user/me', async () => {
    const { auth } = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/user/sync',
      headers: auth,
      payload: { selectedFurnitures: [{ _id: 'a', title: 'Sofa' }, { _id: 'b' }, { _id: 'a' }] },
    });
    expect(res.json()).toEqual({ success: true, data: { selectedFurnitureIds: ['a', 'b'] } });
    expect(
      (await app.inject({ method: 'GET', url: '/user/me', headers: auth })).json().data.selectedFurnitureIds,
    ).toEqual(['a', 'b']);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/user/sync',
      headers: auth,
      payload: { selectedFurnitures: [{ title: 'no id' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
  });
});

describe('PATCH /user/me/password/update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wrong current password and a weak new one, keeping the old password', async () => {
    const { app } = t;
    const { auth, user } = await createVerifiedUser(app);
    const change = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/user/me/password/update', headers: auth, payload });
    const wrongCurrent = await change({ currentPassword: 'Not-mine-1', password: 'Brand-new-1' });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual({ success: false, code: 'invalid-credentials', message: expect.any(String) });
    const weak = await change({ currentPassword: 'Sunny-Room1', password: 'weakling' });
    expect(weak.json()).toEqual({
      success: false,
      code: 'validation',
      message: 'Password does not meet all requirements.',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: 'Sunny-Room1' },
    });
    expect(login.statusCode).toBe(200);
  });
});
