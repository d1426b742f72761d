import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { VisualizationMessage } from '../../src/shared/api';
import { CATEGORIES } from '../../src/shared/constants';
import { furniture } from '../../src/server/db/schema';
import { createVerifiedUser } from '../support/server/accounts';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

type Auth = { authorization: string };
type Summary = { _id: string; name: string; generatedImage: string; seriesId: string; versions?: number };

describe('projects: names, series of regenerations, rename and delete', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp();
    app = t.app;
    base = await listen(app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  async function signedIn() {
    const user = await createVerifiedUser(app);
    const socket = await connect(base, user.token);
    sockets.push(socket);
    return { ...user, socket };
  }

  const LIVING = { roomType: 'Living Room - Large', preferredColor: 'Grey', preferredStyle: 'Modern' };

  async function generate(socket: Socket, params: Record<string, unknown>): Promise<VisualizationMessage> {
    const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
    const ack = await emitWithAck<{ success: boolean }>(socket, 'visualize-room', { ...LIVING, ...params });
    expect(ack.success).toBe(true);
    return (await received).message;
  }

  const get = (url: string, headers: Auth) => app.inject({ method: 'GET', url, headers });
  const rename = (id: string, name: unknown, headers: Auth) =>
    app.inject({ method: 'PATCH', url: `/user/project/${id}`, headers, payload: { name } });
  const remove = (id: string, headers: Auth, query = '') =>
    app.inject({ method: 'DELETE', url: `/user/project/${id}${query}`, headers });
  /** Whether the image file of a project's URL is stored. */
  const stored = async (imageUrl: string) => (await app.media.read(app.media.keyOf(imageUrl)!)) !== undefined;

  async function sofaTitle(ids: string[]): Promise<string> {
    const rows = await app.db.select().from(furniture).where(inArray(furniture.id, ids));
    return rows.find((r) => r.category === CATEGORIES.sofas)!.title;
  }

  let alice: Awaited<ReturnType<typeof signedIn>>;
  let furnitureIds: string[];
  let first: VisualizationMessage;
  let second: VisualizationMessage;
  let regenerated: VisualizationMessage;

  beforeAll(async () => {
    alice = await signedIn();
    furnitureIds = await roomFurniture(app, LIVING.roomType, LIVING.preferredStyle, LIVING.preferredColor);
    first = await generate(alice.socket, { furnitureIds });
    second = await generate(alice.socket, { furnitureIds });
    regenerated = await generate(alice.socket, { furnitureIds, regenerates: first.projectId });
  });

  it('names a room after its type and main piece, numbering a repeated name', async () => {
    const sofa = await sofaTitle(furnitureIds);
    expect(first.name).toBe(`Living Room – ${sofa}`);
    expect(second.name).toBe(`Living Room – ${sofa} #2`);
  });

  it('takes the name sent in roomParams', async () => {
    const bob = await signedIn();
    const named = await generate(bob.socket, { furnitureIds, name: 'Reading corner' });
    expect(named.name).toBe('Reading corner');
  });

  it('keeps a regeneration in its series: one History entry with the newest image and the count', async () => {
    expect(regenerated.name).toBe(first.name);
    const list = await get('/user/projects', alice.auth);
    expect(list.statusCode).toBe(200);
    const { projects, total, totalPages } = list.json().data as {
      projects: Summary[];
      total: number;
      totalPages: number;
    };
    expect({ total, totalPages }).toEqual({ total: 2, totalPages: 1 });
    expect(projects.map((p) => [p._id, p.versions, p.seriesId])).toEqual([
      [regenerated.projectId, 2, first.projectId],
      [second.projectId, 1, second.projectId],
    ]);
    expect(projects[0].generatedImage).toBe(regenerated.generatedImage);

    const versions = await get(`/user/project/${regenerated.projectId}/versions`, alice.auth);
    expect(versions.statusCode).toBe(200);
    expect((versions.json().data.versions as Summary[]).map((v) => v._id)).toEqual([
      first.projectId,
      regenerated.projectId,
    ]);
  });

  it('pages by series: a limit of 1 shows one series per page', async () => {
    const res = await get('/user/projects?page=2&limit=1', alice.auth);
    expect(res.json().data).toMatchObject({ page: 2, totalPages: 2, total: 2, projects: [{ _id: second.projectId }] });
  });

  it("a regeneration of someone else's project starts a series of its own", async () => {
    const eve = await signedIn();
    const made = await generate(eve.socket, { furnitureIds, regenerates: first.projectId });
    expect(made.name).toBe(`Living Room – ${await sofaTitle(furnitureIds)}`);
    const list = (await get('/user/projects', eve.auth)).json().data as { projects: Summary[] };
    expect(list.projects.map((p) => [p.seriesId, p.versions])).toEqual([[made.projectId, 1]]);
  });

  describe('rename', () => {
    it('renames the whole series and answers with the project', async () => {
      const res = await rename(first.projectId, '  Sunday lounge  ', alice.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { project: { _id: first.projectId, name: 'Sunday lounge', furnitures: expect.any(Array) } },
      });
      const detail = await get(`/user/project/${regenerated.projectId}`, alice.auth);
      expect(detail.json().data.project.name).toBe('Sunday lounge');
      const versions = (await get(`/user/project/${first.projectId}/versions`, alice.auth)).json().data.versions;
      expect((versions as Summary[]).map((v) => v.name)).toEqual(['Sunday lounge', 'Sunday lounge']);
    });

    it.each([
      ['an empty name', ''],
      ['a blank name', '   '],
      ['81 characters', 'x'.repeat(81)],
      ['a number', 42],
      ['no name', undefined],
    ])('refuses %s with 400 validation', async (_case, name) => {
      const res = await rename(second.projectId, name, alice.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation' });
    });

    it('takes 80 characters', async () => {
      const res = await rename(second.projectId, 'y'.repeat(80), alice.auth);
      expect(res.statusCode).toBe(200);
    });

    it("is 404 for another user's project, an unknown id and a malformed one", async () => {
      const mallory = await createVerifiedUser(app);
      for (const id of [first.projectId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await rename(id, 'Mine now', mallory.auth);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'not-found' });
      }
      expect((await get(`/user/project/${first.projectId}`, alice.auth)).json().data.project.name).not.toBe('Mine now');
    });

    it('needs a token', async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/user/project/${first.projectId}`,
        payload: { name: 'x' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('delete', () => {
    it("is 404 for another user's project, which stays with its image", async () => {
      const mallory = await createVerifiedUser(app);
      const res = await remove(second.projectId, mallory.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not-found');
      expect((await get(`/user/project/${second.projectId}`, alice.auth)).statusCode).toBe(200);
      expect(await stored(second.generatedImage)).toBe(true);
    });

    it('deletes the project, its image file and its item table; a second delete is 404', async () => {
      expect(await stored(second.generatedImage)).toBe(true);
      const res = await remove(second.projectId, alice.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: {} });
      expect(await stored(second.generatedImage)).toBe(false);
      expect((await app.inject({ method: 'GET', url: new URL(second.generatedImage).pathname })).statusCode).toBe(404);
      expect((await get(`/user/project/${second.projectId}`, alice.auth)).statusCode).toBe(404);
      expect((await get(`/user/project/${second.projectId}/items`, alice.auth)).statusCode).toBe(404);
      expect((await remove(second.projectId, alice.auth)).statusCode).toBe(404);
    });

    it('deletes one version, leaving the rest of its series', async () => {
      const res = await remove(first.projectId, alice.auth);
      expect(res.statusCode).toBe(200);
      expect(await stored(first.generatedImage)).toBe(false);
      expect(await stored(regenerated.generatedImage)).toBe(true);
      const list = (await get('/user/projects', alice.auth)).json().data as { projects: Summary[]; total: number };
      expect(list.projects.map((p) => [p._id, p.versions])).toEqual([[regenerated.projectId, 1]]);
    });

    it('with scope=series deletes every version and every image of the series', async () => {
      const again = await generate(alice.socket, { furnitureIds, regenerates: regenerated.projectId });
      expect(again.name).toBe('Sunday lounge');
      const res = await remove(again.projectId, alice.auth, '?scope=series');
      expect(res.statusCode).toBe(200);
      for (const m of [regenerated, again]) {
        expect(await stored(m.generatedImage)).toBe(false);
        expect((await get(`/user/project/${m.projectId}`, alice.auth)).statusCode).toBe(404);
      }
      expect((await get('/user/projects', alice.auth)).json().data).toMatchObject({ total: 0, projects: [] });
    });

    it('refuses an unknown scope with 400 validation', async () => {
      const res = await remove(first.projectId, alice.auth, '?scope=everything');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });
  });
});
