import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { createVerifiedUser } from '../support/server/accounts';
import { MEDIA_STORES, mediaStore } from '../support/server/s3';
import { MailCatcher } from '../support/server/smtp';
import { connect, listen } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(30_000);

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe.each(MEDIA_STORES)('DELETE /user/me: delete my data (media in %s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const mail = new MailCatcher();
  const store = mediaStore(kind);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp({ env: { SMTP_URL: await mail.start(), ...(await store.start()) } });
    app = t.app;
    base = await listen(app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([mail.stop(), store.stop()]);
  });

  /** For each key: is a file stored under it? */
  const stored = (keys: string[]) => Promise.all(keys.map(async (key) => (await app.media.read(key)) !== undefined));
  const everyFile = (keys: string[], value: boolean) => keys.map(() => value);
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/user/me', headers: { authorization: `Bearer ${token}` } });
  const del = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    app.inject({ method: 'DELETE', url: '/user/me', headers: auth, payload });

  /** An account with a profile photo, two rooms with their image files, a selection and an open socket. */
  async function userWithData(overrides: Parameters<typeof createVerifiedUser>[1] = {}) {
    const account = await createVerifiedUser(app, overrides);
    const photo = await app.media.save('photos', 'png', Buffer.from('photo bytes'));
    await app.repos.users.updateProfile(account.user.id, { photo }, new Date());
    await app.repos.users.setSelectedFurniture(account.user.id, ['f1', 'f2'], new Date());
    const images: string[] = [];
    for (const n of [1, 2]) {
      const image = await app.media.save('generated', 'png', Buffer.from(`room ${n}`));
      images.push(image);
      await app.repos.projects.insertOnce({
        userId: account.user.id,
        requestId: `req-${n}`,
        name: `Room ${n}`,
        roomType: 'Living Room - Large',
        color: 'Grey',
        style: 'Modern',
        furnitureIds: ['f1'],
        image,
        renderer: 'composite',
        timings: { queuedMs: 0, renderMs: 1, totalMs: 1 },
      });
    }
    await app.roomPhotos.storage.save(account.user.id, Buffer.from('room photo bytes'));
    const socket = await connect(base, account.token);
    sockets.push(socket);
    return { ...account, photo, images, socket, files: [photo, ...images] };
  }

  it('with the password: deletes the account, its rooms and files, revokes its token and closes its socket', async () => {
    const alice = await userWithData();
    const bob = await userWithData();
    const closed = disconnected(alice.socket);
    expect(await stored(alice.files)).toEqual(everyFile(alice.files, true));
    expect(await app.roomPhotos.storage.keysOf(alice.user.id)).toHaveLength(1);

    const res = await del(alice.auth, { password: alice.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {} });

    expect(await closed).toBe('io server disconnect');
    expect(await stored(alice.files)).toEqual(everyFile(alice.files, false));
    expect(await app.roomPhotos.storage.keysOf(alice.user.id)).toHaveLength(0);
    expect(await app.repos.users.findById(alice.user.id)).toBeUndefined();
    expect(await app.repos.projects.namesStartingWith(alice.user.id, 'Room')).toEqual([]);
    const later = await me(alice.token);
    expect(later.statusCode).toBe(401);
    expect(later.json()).toMatchObject({ success: false });
    await expect(connect(base, alice.token)).rejects.toBeDefined();
    expect((await del(alice.auth, { password: alice.password })).statusCode).toBe(401);

    // Bob's account, rooms, files and socket are untouched.
    expect(bob.socket.connected).toBe(true);
    expect((await me(bob.token)).json().data.selectedFurnitureIds).toEqual(['f1', 'f2']);
    expect(await stored(bob.files)).toEqual(everyFile(bob.files, true));
    expect(await app.roomPhotos.storage.keysOf(bob.user.id)).toHaveLength(1);
    expect((await app.repos.projects.namesStartingWith(bob.user.id, 'Room')).sort()).toEqual(['Room 1', 'Room 2']);
  });

  it('a wrong password is 401 invalid-credentials and deletes nothing; a missing one is 400', async () => {
    const carol = await userWithData();
    const wrong = await del(carol.auth, { password: 'Not-The-One1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: 'invalid-credentials' });
    const missing = await del(carol.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'validation' });
    expect((await me(carol.token)).statusCode).toBe(200);
    expect(carol.socket.connected).toBe(true);
    expect(await stored(carol.files)).toEqual(everyFile(carol.files, true));
    expect(await app.roomPhotos.storage.keysOf(carol.user.id)).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/user/me', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('a Google-only account confirms with a code from /auth/password-reset-request; a wrong code is 400 code-invalid', async () => {
    const gina = await userWithData({ passwordHash: null, googleSub: `google-${Date.now()}` });
    const closed = disconnected(gina.socket);
    const asked = await app.inject({
      method: 'POST',
      url: '/auth/password-reset-request',
      payload: { email: gina.user.email },
    });
    expect(asked.statusCode).toBe(200);
    const code = /\b(\d{4})\b/.exec((await mail.next(gina.user.email)).text)![1];
    const wrongCode = code === '0000' ? '0001' : '0000';

    const wrong = await del(gina.auth, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'code-invalid' });
    expect((await del(gina.auth, { password: 'Sunny-Room1' })).statusCode).toBe(400);
    expect((await me(gina.token)).statusCode).toBe(200);

    const res = await del(gina.auth, { code });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await me(gina.token)).statusCode).toBe(401);
    expect(await stored(gina.files)).toEqual(everyFile(gina.files, false));
    expect(await app.roomPhotos.storage.keysOf(gina.user.id)).toHaveLength(0);
  });
});
