// Personal ranking end to end: what users select (PATCH /user/sync) and generate (visualize-room)
// feeds their taste profile, and GET /user/recommendations ranks with it.
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { RecommendationsData, VisualizationMessage } from '../../../src/shared/api';
import { candidateQuery, recommendSets } from '../../../src/server/recommend/engine';
import { EMPTY_PROFILE, type FurnitureRow, type RecommendRequest } from '../../../src/server/recommend/types';
import { createVerifiedUser } from '../../support/server/accounts';
import { qs } from '../../support/server/catalogSupport';
import { connect, emitWithAck, listen, next } from '../../support/server/sockets';
import { makeTestApp, type TestApp } from '../../support/server/testApp';

jest.setTimeout(60_000);

type SignedIn = Awaited<ReturnType<typeof createVerifiedUser>>;

const FILTER = { roomType: 'Living Room - Small', color: 'Grey', style: 'Modern' } as const;
const REQUEST: RecommendRequest = { ...FILTER, pinned: [], excluded: new Set(), sets: 3 };

describe('personal ranking', () => {
  let t: TestApp;
  let base: string;
  let pool: FurnitureRow[];
  beforeAll(async () => {
    t = await makeTestApp();
    base = await listen(t.app);
    pool = await t.app.repos.catalog.candidates(candidateQuery(REQUEST));
  });
  afterAll(() => t?.close());

  async function ranking(user: SignedIn): Promise<string[][]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/user/recommendations?${qs(Object.entries(FILTER))}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: RecommendationsData }>().data.sets.map((s) => s.pieces.map((p) => p.furniture._id));
  }

  /** Adds the pieces to the selection one sync at a time, as the results screen does. */
  async function select(user: SignedIn, rows: FurnitureRow[]) {
    const selected: { _id: string }[] = [];
    for (const row of rows) {
      selected.push({ _id: row.id });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/user/sync',
        headers: user.auth,
        payload: { selectedFurnitures: selected },
      });
      expect(res.statusCode).toBe(200);
    }
  }

  async function generate(user: SignedIn, rows: FurnitureRow[]) {
    const socket: Socket = await connect(base, user.token);
    try {
      const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
      const ack = await emitWithAck<{ success: boolean }>(socket, 'visualize-room', {
        roomType: FILTER.roomType,
        preferredColor: FILTER.color,
        preferredStyle: FILTER.style,
        furnitureIds: rows.map((r) => r.id),
      });
      expect(ack.success).toBe(true);
      await received;
    } finally {
      socket.close();
    }
  }

  /** One piece per category of the filter's room, of that style, cheapest or dearest first. */
  const piecesOf = (style: string, order: 'cheap' | 'dear') => {
    const byCategory = new Map<string, FurnitureRow>();
    const sorted = pool
      .filter((r) => r.style === style)
      .sort((a, b) => (order === 'cheap' ? a.priceCents - b.priceCents : b.priceCents - a.priceCents));
    for (const row of sorted) if (!byCategory.has(row.category)) byCategory.set(row.category, row);
    return [...byCategory.values()];
  };

  it('ranks a new user as the unpersonalised engine, and two histories differently', async () => {
    const [, related, further] = candidateQuery(REQUEST).styles;
    const newcomer = await createVerifiedUser(t.app);
    const unpersonalised = recommendSets(REQUEST, pool, EMPTY_PROFILE).sets.map((s) => s.pieces.map((p) => p.row.id));
    expect(await ranking(newcomer)).toEqual(unpersonalised);

    const ann = await createVerifiedUser(t.app);
    await select(
      ann,
      pool
        .filter((r) => r.style === related)
        .sort((a, b) => a.priceCents - b.priceCents)
        .slice(0, 8),
    );
    const bob = await createVerifiedUser(t.app);
    await generate(bob, piecesOf(further, 'dear'));
    await generate(bob, piecesOf(FILTER.style, 'dear'));
    await select(bob, piecesOf(further, 'dear'));

    const [annProfile, bobProfile] = await Promise.all([
      t.app.repos.tasteProfiles.get(ann.user.id),
      t.app.repos.tasteProfiles.get(bob.user.id),
    ]);
    expect(Object.keys(annProfile.styles)).toEqual([related]);
    expect(bobProfile.styles[further]).toBeGreaterThan(bobProfile.styles[FILTER.style]);

    const [annRanking, bobRanking] = [await ranking(ann), await ranking(bob)];
    expect(annRanking).not.toEqual(bobRanking);
    expect(annRanking).not.toEqual(unpersonalised);
    expect(bobRanking).not.toEqual(unpersonalised);
    const styleCount = (sets: string[][], style: string) =>
      sets.flat().filter((id) => pool.find((r) => r.id === id)!.style === style).length;
    expect(styleCount(annRanking, related)).toBeGreaterThan(styleCount(unpersonalised, related));

    // A reset forgets it all: ranked as a new user again.
    const reset = await t.app.inject({ method: 'DELETE', url: '/user/recommendations/profile', headers: ann.auth });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: {} });
    expect(await ranking(ann)).toEqual(unpersonalised);
  });

  it('learns only what a sync adds, not what was selected already', async () => {
    const user = await createVerifiedUser(t.app);
    const [first, second] = piecesOf(FILTER.style, 'cheap');
    await select(user, [first]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/user/sync',
      headers: user.auth,
      payload: { selectedFurnitures: [{ _id: first.id }, { _id: second.id }] },
    });
    expect(res.statusCode).toBe(200);
    // Two events (first, then second alone), not three.
    expect((await t.app.repos.tasteProfiles.get(user.user.id)).events).toBe(2);
    // Taking pieces away teaches nothing.
    await t.app.inject({ method: 'PATCH', url: '/user/sync', headers: user.auth, payload: { selectedFurnitures: [] } });
    expect((await t.app.repos.tasteProfiles.get(user.user.id)).events).toBe(2);
  });
});

describe('when the taste profile cannot be written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    // This app's own database copy: every write to the profile now fails.
    await t.app.db.execute(sql`drop table taste_profiles`);
  });
  afterAll(() => t?.close());

  it('still saves the selection and still delivers a generated room', async () => {
    const user = await createVerifiedUser(t.app);
    const [row] = await t.app.repos.catalog.candidates({
      ...candidateQuery(REQUEST),
      perGroup: 1,
      cheapestPerCategory: 0,
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/user/sync',
      headers: user.auth,
      payload: { selectedFurnitures: [{ _id: row.id }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { selectedFurnitureIds: [row.id] } });

    const socket = await connect(await listen(t.app), user.token);
    try {
      const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
      await emitWithAck(socket, 'visualize-room', {
        roomType: FILTER.roomType,
        preferredColor: FILTER.color,
        preferredStyle: FILTER.style,
        furnitureIds: [row.id],
      });
      const { message } = await received;
      const project = await t.app.inject({
        method: 'GET',
        url: `/user/project/${message.projectId}`,
        headers: user.auth,
      });
      expect(project.statusCode).toBe(200);
    } finally {
      socket.close();
    }
  });
});
