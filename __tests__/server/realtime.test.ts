import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { GenerationProgress, VisualizationMessage } from '../../src/shared/api';
import { LIMITS } from '../../src/server/limits';
import { createVerifiedUser } from '../support/server/accounts';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp, TestClock, type TestApp } from '../support/server/testApp';

jest.setTimeout(30_000);

type Ack = { success: boolean; data?: { jobId: string }; code?: string; message?: string };

describe('realtime generation on /chatbot2', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const clock = new TestClock(Date.now());
  const sockets: Socket[] = [];
  const open = async (token: string | undefined) => {
    const socket = await connect(base, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    clock.driveDate();
    t = await makeTestApp({ clock });
    app = t.app;
    base = await listen(app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
    clock.restoreDate();
  });

  describe('handshake', () => {
    it('refuses a missing token', async () => {
      await expect(connect(base, undefined)).rejects.toMatchObject({
        message: 'Authentication required',
        data: { code: 'unauthorized' },
      });
    });
    it('refuses a tampered token', async () => {
      const { token } = await createVerifiedUser(app);
      const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
      await expect(connect(base, tampered)).rejects.toMatchObject({
        message: 'Invalid jwt token provided',
        data: { code: 'invalid-token' },
      });
    });
    it('refuses an expired token', async () => {
      const { token } = await createVerifiedUser(app);
      clock.advance(8 * 24 * 3600 * 1000);
      await expect(connect(base, token)).rejects.toMatchObject({
        message: 'Token has expired',
        data: { code: 'token-expired' },
      });
    });
  });

  it('emit → progress → message:received: a saved project with a PNG that decodes', async () => {
    const { token, auth } = await createVerifiedUser(app);
    const socket = await open(token);
    const furnitureIds = await roomFurniture(app, 'Bedroom - Small', 'Scandinavian', 'Oak');
    expect(furnitureIds).toHaveLength(4);
    const progress: GenerationProgress[] = [];
    socket.on('generation:progress', (p: GenerationProgress) => progress.push(p));
    const result = next<{ message: VisualizationMessage }>(socket, 'message:received');

    const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
      roomType: 'Bedroom - Small',
      preferredColor: 'Oak',
      preferredStyle: 'Scandinavian',
      furnitureIds,
    });
    expect(ack).toEqual({ success: true, data: { jobId: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const { message } = await result;

    expect(message).toEqual({
      generatedImage: expect.stringMatching(/^http:\/\/localhost:3000\/media\/generated\/[0-9a-f]{32}\.png$/),
      itemTable: { items: expect.any(Array), total: { amount: expect.any(Number), currency: expect.any(String) } },
      fetchUrl: `http://localhost:3000/user/project/${message.projectId}/items`,
      name: expect.stringMatching(/^Bedroom – \S/),
      projectId: expect.any(String),
    });
    expect(message.itemTable.items.map((i) => i._id)).toEqual(furnitureIds);
    expect(message.itemTable.total.amount).toBe(message.itemTable.items.reduce((s, i) => s + i.price.amount, 0));
    expect(progress.map((p) => p.stage)).toEqual(['loading', 'rendering', 'saving', 'done']);
    expect(progress.every((p) => p.jobId === ack.data!.jobId)).toBe(true);
    expect(progress.map((p) => p.percent)).toEqual([...progress.map((p) => p.percent)].sort((a, b) => a - b));

    const image = await app.inject({ method: 'GET', url: new URL(message.generatedImage).pathname });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1536, 1024]);

    const items = await app.inject({ method: 'GET', url: new URL(message.fetchUrl).pathname, headers: auth });
    expect(items.json()).toEqual({ success: true, data: message.itemTable });
    const list = await app.inject({ method: 'GET', url: '/user/projects', headers: auth });
    expect(list.json().data).toMatchObject({
      page: 1,
      totalPages: 1,
      total: 1,
      projects: [{ _id: message.projectId, furnitureIds }],
    });
    const detail = await app.inject({ method: 'GET', url: `/user/project/${message.projectId}`, headers: auth });
    expect(detail.json().data.project.furnitures.map((f: { _id: string }) => f._id)).toEqual(furnitureIds);
  });

  it('a result reaches every socket of the user and no other user', async () => {
    const alice = await createVerifiedUser(app);
    const bob = await createVerifiedUser(app);
    const [a1, a2, b1] = [await open(alice.token), await open(alice.token), await open(bob.token)];
    let bobHeard = 0;
    b1.onAny(() => bobHeard++);
    const both = Promise.all([next(a1, 'message:received'), next(a2, 'message:received')]);
    const furnitureIds = await roomFurniture(app, 'Dining Room', 'Industrial', 'Black');
    await emitWithAck(a1, 'visualize-room', {
      roomType: 'Dining Room',
      preferredColor: 'Black',
      preferredStyle: 'Industrial',
      furnitureIds,
      name: 'Loft dinner',
    });
    const [m1, m2] = (await both) as { message: VisualizationMessage }[];
    expect(m1).toEqual(m2);
    expect(m1.message.name).toBe('Loft dinner');
    // The server answers Bob's own request after it sent Alice's result: anything it had sent
    // Bob's socket would have arrived before this answer, on the same ordered connection.
    const refused = await emitWithAck<Ack>(b1, 'visualize-room', {});
    expect(refused.success).toBe(false);
    expect(bobHeard).toBe(0);
    const theirs = await app.inject({ method: 'GET', url: `/user/project/${m1.message.projectId}`, headers: bob.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not-found');
    expect(
      (await app.inject({ method: 'GET', url: `/user/project/${m1.message.projectId}/items`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('places a piece given several times as several pieces (the dining chairs of a recommended set)', async () => {
    const { token, auth } = await createVerifiedUser(app);
    const socket = await open(token);
    // Dining Room: sideboard, chairs, table
    const [sideboard, chair, table] = await roomFurniture(app, 'Dining Room', 'Modern', 'Grey');
    const furnitureIds = [sideboard, chair, chair, chair, chair, table];
    const result = next<{ message: VisualizationMessage }>(socket, 'message:received');
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
      roomType: 'Dining Room',
      preferredColor: 'Grey',
      preferredStyle: 'Modern',
      furnitureIds,
    });
    expect(ack.success).toBe(true);
    const { message } = await result;
    expect(message.itemTable.items.map((i) => i._id)).toEqual(furnitureIds);
    const list = await app.inject({ method: 'GET', url: '/user/projects', headers: auth });
    expect(list.json().data.projects[0].furnitureIds).toEqual(furnitureIds);
  });

  it('renders a request at most once, whatever the retries', async () => {
    const { token, auth } = await createVerifiedUser(app);
    const socket = await open(token);
    const furnitureIds = await roomFurniture(app, 'Kids Room', 'Coastal', 'White');
    const params = {
      roomType: 'Kids Room',
      preferredColor: 'White',
      preferredStyle: 'Coastal',
      furnitureIds,
      requestId: 'req-1',
    };
    const first = next<{ message: VisualizationMessage }>(socket, 'message:received');
    const [a, b] = await Promise.all([
      emitWithAck<Ack>(socket, 'visualize-room', params),
      emitWithAck<Ack>(socket, 'visualize-room', params),
    ]);
    expect(a.data!.jobId).toBe(b.data!.jobId);
    const { message } = await first;
    const again = next<{ message: VisualizationMessage }>(socket, 'message:received');
    await emitWithAck(socket, 'visualize-room', params);
    expect((await again).message.projectId).toBe(message.projectId);
    expect((await app.inject({ method: 'GET', url: '/user/projects', headers: auth })).json().data.total).toBe(1);
  });

  it('refuses invalid roomParams in the ack, or with an error event without one', async () => {
    const { token } = await createVerifiedUser(app);
    const socket = await open(token);
    const ids = await roomFurniture(app, 'Living Room - Large', 'Modern', 'Grey');
    const cases: [unknown, RegExp][] = [
      [{ roomType: 'Garage', preferredColor: 'Grey', preferredStyle: 'Modern', furnitureIds: ids }, /roomType/],
      [
        { roomType: 'Dining Room', preferredColor: 'Plaid', preferredStyle: 'Modern', furnitureIds: ids },
        /preferredColor/,
      ],
      [{ roomType: 'Dining Room', preferredColor: 'Grey', preferredStyle: 'Modern', furnitureIds: [] }, /furnitureIds/],
      [
        {
          roomType: 'Dining Room',
          preferredColor: 'Grey',
          preferredStyle: 'Modern',
          furnitureIds: Array(13).fill(ids[0]),
        },
        /furnitureIds/,
      ],
      [
        {
          roomType: 'Dining Room',
          preferredColor: 'Grey',
          preferredStyle: 'Modern',
          furnitureIds: ['00000000-0000-4000-8000-000000000000'],
        },
        /no furniture with id/,
      ],
      ['not an object', /roomParams/],
    ];
    for (const [params, message] of cases) {
      const ack = await emitWithAck<Ack>(socket, 'visualize-room', params);
      expect(ack).toEqual({ success: false, code: 'validation', message: expect.stringMatching(message) });
    }
    const error = next<{ message: string; code: string }>(socket, 'error');
    socket.emit('visualize-room', { roomType: 'Garage' });
    expect(await error).toEqual({ code: 'validation', message: expect.stringMatching(/roomType/) });
  });

  it('keeps 2 jobs in flight per user across sockets, and 30 an hour', async () => {
    const { token, user } = await createVerifiedUser(app);
    const [s1, s2] = [await open(token), await open(token)];
    const furnitureIds = await roomFurniture(app, 'Living Room - Large', 'Japandi', 'Natural');
    const params = {
      roomType: 'Living Room - Large',
      preferredColor: 'Natural',
      preferredStyle: 'Japandi',
      furnitureIds,
    };
    const done = new Promise<void>((resolve) => {
      let n = 0;
      s1.on('message:received', () => ++n === 2 && resolve());
    });
    const acks = await Promise.all([
      emitWithAck<Ack>(s1, 'visualize-room', params),
      emitWithAck<Ack>(s2, 'visualize-room', params),
      emitWithAck<Ack>(s1, 'visualize-room', params),
    ]);
    expect(acks.filter((a) => a.success)).toHaveLength(2);
    expect(acks.find((a) => !a.success)).toMatchObject({ success: false, code: 'rate-limited' });
    await done;

    for (let i = 2; i < LIMITS.generationsPerHour.max; i++) {
      await app.rateLimiter.hit(LIMITS.generationsPerHour, user.id);
    }
    const over = await emitWithAck<Ack>(s2, 'visualize-room', params);
    expect(over).toMatchObject({ success: false, code: 'rate-limited', message: expect.stringMatching(/30 rooms/) });
    clock.advance(LIMITS.generationsPerHour.windowMs + 1000);
    // A socket that slept through the hour is dropped by the client's own ping check: the user comes back on a new one.
    const s3 = await open(token);
    const later = next(s3, 'message:received');
    expect((await emitWithAck<Ack>(s3, 'visualize-room', params)).success).toBe(true);
    await later;
  });

  it('checks the token again on each request: a revoked token stops an open socket not yet closed', async () => {
    const { user, token } = await createVerifiedUser(app);
    const socket = await open(token);
    // A revocation whose disconnect has not reached this node yet (sessions.test.ts covers the
    // disconnect): the token version is raised in the database only.
    await app.repos.users.revokeTokens(user.id, new Date(clock.now()));
    app.userCache.invalidate(user.id);
    expect(socket.connected).toBe(true);
    const ids = await roomFurniture(app, 'Home Theater', 'Modern', 'Black');
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
      roomType: 'Home Theater',
      preferredColor: 'Black',
      preferredStyle: 'Modern',
      furnitureIds: ids,
    });
    expect(ack).toEqual({ success: false, code: 'invalid-token', message: 'Invalid jwt token provided' });
  });
});
