import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { projects } from '../../src/server/db/schema';
import type { DrawnLayout, RoomPhoto, VisualizationMessage } from '../../src/shared/api';
import { roomVariantOf } from '../../src/shared/roomImages';
import { createVerifiedUser } from '../support/server/accounts';
import { multipart } from '../support/server/multipart';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { type KnownCamera, knownOutline, syntheticRoomPhoto } from '../support/server/syntheticPhoto';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

type Ack = { success: boolean; data?: { jobId: string }; code?: string; message?: string };

const CAMERA: KnownCamera = { width: 1600, height: 1200, f: 960, x: 150, h: 150, z: 900, pitchDeg: 20, yawDeg: -10 };

describe('rendering into a room photo over /chatbot2', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp();
    app = t.app;
    base = await listen(app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(() => t.close());

  async function uploaded(auth: Record<string, string>): Promise<RoomPhoto> {
    const form = multipart(
      {},
      { photo: { filename: 'room.jpg', type: 'image/jpeg', bytes: await syntheticRoomPhoto(CAMERA, 500, 400) } },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/user/room-photos',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { photo: RoomPhoto } }>().data.photo;
  }

  /** The known camera's floor corners, in pixels of the photo as stored (which may be scaled). */
  const outlineOf = (photo: RoomPhoto) =>
    knownOutline(CAMERA, 500, 400).map(([x, y]) => [
      (x * photo.width) / CAMERA.width,
      (y * photo.height) / CAMERA.height,
    ]);

  async function session() {
    const { token, auth, user } = await createVerifiedUser(app);
    const socket = await connect(base, token);
    sockets.push(socket);
    const furnitureIds = await roomFurniture(app, 'Living Room - Small', 'Scandinavian', 'Oak');
    const params = {
      roomType: 'Living Room - Small',
      preferredColor: 'Oak',
      preferredStyle: 'Scandinavian',
      furnitureIds,
    };
    return { auth, userId: user.id, socket, params };
  }

  it('renders the pieces into an uploaded photo: message:received, a project that keeps roomPhoto, an image that outlives the photo', async () => {
    const { auth, socket, params } = await session();
    const photo = await uploaded(auth);
    const roomPhoto = { id: photo._id, floor: outlineOf(photo), referenceCm: 500 };
    const result = next<{ message: VisualizationMessage }>(socket, 'message:received', 45_000);
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', { ...params, roomPhoto });
    expect(ack.success).toBe(true);
    const { message } = await result;
    expect(message.generatedImage).toMatch(/\/media\/generated\/[0-9a-f]{32}\.jpg$/);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, message.projectId));
    expect(row.roomPhoto).toEqual(roomPhoto);

    const fetchImage = () => app.inject({ method: 'GET', url: new URL(message.generatedImage).pathname });
    const image = await fetchImage();
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', photo.width, photo.height]);
    // Its smaller copies are WebP, written with it, as for a drawn room (roomImages.test.ts).
    const copy = await app.media.read(roomVariantOf(app.media.keyOf(message.generatedImage)!, 768));
    const copyMeta = await sharp(copy).metadata();
    expect([copyMeta.format, copyMeta.width]).toEqual(['webp', 768]);
    expect(copy!.length).toBeLessThan(image.rawPayload.length / 3);

    expect(
      (await app.inject({ method: 'DELETE', url: `/user/room-photos/${photo._id}`, headers: auth })).statusCode,
    ).toBe(200);
    expect((await fetchImage()).statusCode).toBe(200);
  });

  it.each([
    ['crossing', (o: number[][]) => [o[0], o[1], o[3], o[2]], /crosses itself/],
    ['zero area', (o: number[][]) => [o[0], o[0], o[0], o[0]], /no area/],
    ['a corner outside the photo', (o: number[][]) => [o[0], o[1], [o[2][0], 5000], o[3]], /outside the photo/],
  ])('refuses an outline that is %s with a validation ack, and stores nothing', async (_, bend, message) => {
    const { auth, userId, socket, params } = await session();
    const photo = await uploaded(auth);
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
      ...params,
      roomPhoto: { id: photo._id, floor: bend(outlineOf(photo)), referenceCm: 500 },
    });
    expect(ack).toEqual({ success: false, code: 'validation', message: expect.stringMatching(message) });
    expect(ack.message).toMatch(/^roomParams\.roomPhoto\.floor: /);
    expect(await app.db.select().from(projects).where(eq(projects.userId, userId))).toEqual([]);
  });

  it("answers another user's photo as not found", async () => {
    const owner = await session();
    const photo = await uploaded(owner.auth);
    const { userId, socket, params } = await session();
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
      ...params,
      roomPhoto: { id: photo._id, floor: outlineOf(photo), referenceCm: 500 },
    });
    expect(ack).toMatchObject({ success: false, code: 'not-found' });
    expect(await app.db.select().from(projects).where(eq(projects.userId, userId))).toEqual([]);
  });

  describe('the floor plan of a photo room', () => {
    type Detail = { layout: DrawnLayout; roomPhoto?: unknown; generatedImage: string };
    const detail = async (auth: Record<string, string>, id: string) =>
      (await app.inject({ method: 'GET', url: `/user/project/${id}`, headers: auth })).json<{
        data: { project: Detail };
      }>().data.project;
    const pixels = async (url: string) =>
      sharp((await app.inject({ method: 'GET', url: new URL(url).pathname })).rawPayload)
        .raw()
        .toBuffer();

    it('is kept with the project and returned with its roomPhoto; an edited plan renders into the same photo as a new version', async () => {
      const { auth, socket, params } = await session();
      const photo = await uploaded(auth);
      const roomPhoto = { id: photo._id, floor: outlineOf(photo), referenceCm: 500 };
      const first = next<{ message: VisualizationMessage }>(socket, 'message:received', 45_000);
      expect((await emitWithAck<Ack>(socket, 'visualize-room', { ...params, roomPhoto })).success).toBe(true);
      const { message } = await first;

      const project = await detail(auth, message.projectId);
      expect(project.roomPhoto).toEqual(roomPhoto);
      // The marked floor is 500 cm wide (the reference): the plan starts from it.
      expect(project.layout.room.widthCm).toBeGreaterThanOrEqual(498);
      expect(project.layout.placements.map((p) => p.furnitureId).sort()).toEqual([...params.furnitureIds].sort());
      const [row] = await app.db.select().from(projects).where(eq(projects.id, message.projectId));
      expect(row.layout).toEqual(project.layout);

      // Move the piece nearest the front 30 cm to the right.
      const moved = structuredClone(project.layout);
      const front = moved.placements.reduce((a, b) => (b.yCm > a.yCm ? b : a));
      front.xCm = Math.min(moved.room.widthCm - 60, front.xCm + 30);
      const again = next<{ message: VisualizationMessage }>(socket, 'message:received', 45_000);
      const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
        ...params,
        roomPhoto,
        layout: { room: moved.room, placements: moved.placements },
        regenerates: message.projectId,
      });
      expect(ack).toMatchObject({ success: true });
      const second = (await again).message;
      const edited = await detail(auth, second.projectId);
      expect(edited.layout).toEqual(moved);
      expect(edited.roomPhoto).toEqual(roomPhoto);
      const [a, b] = await Promise.all([pixels(message.generatedImage), pixels(second.generatedImage)]);
      expect(a.length).toBe(b.length);
      expect(a.equals(b)).toBe(false);
    });

    it('refuses a plan smaller than the marked floor with a validation ack', async () => {
      const { auth, userId, socket, params } = await session();
      const photo = await uploaded(auth);
      const ack = await emitWithAck<Ack>(socket, 'visualize-room', {
        ...params,
        roomPhoto: { id: photo._id, floor: outlineOf(photo), referenceCm: 500 },
        layout: {
          room: { widthCm: 300, depthCm: 300 },
          placements: params.furnitureIds.map((furnitureId, i) => ({ furnitureId, xCm: 60 + i, yCm: 60, angleDeg: 0 })),
        },
      });
      expect(ack).toMatchObject({ success: false, code: 'validation' });
      expect(ack.message).toMatch(/^roomParams\.layout: /);
      expect(await app.db.select().from(projects).where(eq(projects.userId, userId))).toEqual([]);
    });
  });
});
