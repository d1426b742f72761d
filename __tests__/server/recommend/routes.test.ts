// The recommendation calls of API.md through the real app, on the seeded catalog.
import type { Alternative, FurnitureDto, RecommendationsData, RecommendedSet } from '../../../src/shared/api';
import { CATEGORIES, categoriesForRoomType } from '../../../src/shared/constants';
import { createVerifiedUser } from '../../support/server/accounts';
import { qs } from '../../support/server/catalogSupport';
import { makeTestApp, type TestApp } from '../../support/server/testApp';

jest.setTimeout(30_000);

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await makeTestApp();
  auth = (await createVerifiedUser(t.app)).auth;
});
afterAll(() => t?.close());

type Pairs = [string, string | number][];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function get<T>(path: string, query: Pairs = [], headers: Record<string, string> = auth) {
  const res = await t.app.inject({ method: 'GET', url: query.length ? `${path}?${qs(query)}` : path, headers });
  return { status: res.statusCode, body: res.json<{ success: boolean; message?: string; code?: string; data: T }>() };
}

const recommendations = (query: Pairs, headers?: Record<string, string>) =>
  get<RecommendationsData>('/user/recommendations', query, headers);
const alternatives = (query: Pairs) =>
  get<{ alternatives: Alternative[] }>('/user/recommendations/alternatives', query);
const similar = (id: string, query: Pairs = []) =>
  get<{ furnitures: FurnitureDto[] }>(`/user/furniture/${encodeURIComponent(id)}/similar`, query);

const LIVING: Pairs = [
  ['roomType', 'Living Room - Small'],
  ['color', 'Navy'],
  ['style', 'Japandi'],
];
const DINING: Pairs = [
  ['roomType', 'Dining Room'],
  ['color', 'Oak'],
  ['style', 'Scandinavian'],
];

const sumOf = (set: RecommendedSet) => set.pieces.reduce((sum, p) => sum + p.furniture.price.amount * p.quantity, 0);
const idsOf = (set: RecommendedSet) => set.pieces.map((p) => p.furniture._id);

function expectValidationError(
  res: { status: number; body: { success: boolean; message?: string; code?: string } },
  message: RegExp,
) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, code: 'validation', message: expect.stringMatching(message) });
}

describe('GET /user/recommendations', () => {
  it('answers complete sets, best first, each piece of the room type once, the total its sum', async () => {
    const { status, body } = await recommendations([...LIVING, ['sets', 3]]);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBeUndefined();
    const { sets, cheapestTotal } = body.data;
    expect(sets).toHaveLength(3);
    const categories = [...categoriesForRoomType('Living Room - Small')].sort();
    for (const set of sets) {
      expect(set.pieces.map((p) => p.category).sort()).toEqual(categories);
      for (const p of set.pieces) {
        expect(p.furniture.category).toBe(p.category);
        expect(p.furniture.imageUrl[0]).toMatch(/^http:\/\/localhost:3000\/media\/catalog\//);
        expect(p.reason.length).toBeGreaterThan(5);
      }
      expect(set.total).toEqual({ amount: sumOf(set), currency: 'AUD' });
      expect(set.total.amount).toBeGreaterThanOrEqual(cheapestTotal.amount);
    }
    expect(sets.map((s) => s.score)).toEqual([...sets.map((s) => s.score)].sort((a, b) => b - a));
    expect(cheapestTotal.currency).toBe('AUD');
  });

  it('counts several of a piece where the room needs them (dining chairs) in the total', async () => {
    const { body } = await recommendations([...DINING, ['sets', 1]]);
    const [set] = body.data.sets;
    const chairs = set.pieces.find((p) => p.category === CATEGORIES.diningChairs)!;
    expect(chairs.quantity).toBeGreaterThanOrEqual(4);
    expect(set.total.amount).toBe(sumOf(set));
  });

  it('keeps every set within the budget', async () => {
    const open = await recommendations([...LIVING, ['sets', 3]]);
    const budget = Math.round((open.body.data.cheapestTotal.amount + open.body.data.sets[0].total.amount) / 2);
    const { status, body } = await recommendations([...LIVING, ['budget', budget]]);
    expect(status).toBe(200);
    expect(body.data.sets.length).toBeGreaterThan(0);
    for (const set of body.data.sets) expect(set.total.amount).toBeLessThanOrEqual(budget);
  });

  it('answers no set, the cheapest total and why, when the budget is below it', async () => {
    const { body: open } = await recommendations(LIVING);
    const cheapest = open.data.cheapestTotal.amount;
    const { status, body } = await recommendations([...LIVING, ['budget', cheapest - 1]]);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: expect.stringMatching(/budget/),
      data: { sets: [], cheapestTotal: { amount: cheapest, currency: 'AUD' } },
    });
    const exact = await recommendations([...LIVING, ['budget', cheapest]]);
    expect(exact.body.data.sets.length).toBeGreaterThan(0);
  });

  it('keeps pinned pieces and leaves out excluded ones', async () => {
    const { body: open } = await recommendations([...LIVING, ['sets', 3]]);
    const [best, second] = open.data.sets;
    const pinned = second.pieces.find((p) => !idsOf(best).includes(p.furniture._id))!.furniture;
    const excluded = best.pieces.find((p) => p.category !== pinned.category)!.furniture;
    const { status, body } = await recommendations([...LIVING, ['pin', pinned._id], ['exclude', excluded._id]]);
    expect(status).toBe(200);
    expect(body.data.sets.length).toBeGreaterThan(0);
    for (const set of body.data.sets) {
      expect(idsOf(set)).toContain(pinned._id);
      expect(idsOf(set)).not.toContain(excluded._id);
    }
  });

  it('refuses a colour or style the catalog does not have, naming it', async () => {
    expectValidationError(
      await recommendations([
        ['roomType', 'Dining Room'],
        ['color', 'Plaid'],
        ['style', 'Japandi'],
      ]),
      /"color".*"Plaid"/,
    );
    expectValidationError(
      await recommendations([
        ['roomType', 'Dining Room'],
        ['color', 'Oak'],
        ['style', 'Gothic'],
      ]),
      /"style".*"Gothic"/,
    );
    expectValidationError(
      await recommendations([
        ['roomType', 'Garage'],
        ['color', 'Oak'],
        ['style', 'Japandi'],
      ]),
      /roomType/,
    );
  });

  it('refuses unknown or malformed ids in pin and exclude, saying which', async () => {
    expectValidationError(await recommendations([...LIVING, ['pin', UNKNOWN_ID]]), new RegExp(`"pin".*${UNKNOWN_ID}`));
    expectValidationError(
      await recommendations([...LIVING, ['exclude', UNKNOWN_ID]]),
      new RegExp(`"exclude".*${UNKNOWN_ID}`),
    );
    expectValidationError(await recommendations([...LIVING, ['pin', 'sofa-1']]), /pin/);
  });

  it('refuses a pinned piece of another room, or one both pinned and excluded', async () => {
    const { body } = await recommendations(DINING);
    const chair = body.data.sets[0].pieces[0].furniture;
    expectValidationError(
      await recommendations([...LIVING, ['pin', chair._id]]),
      /not a category of Living Room - Small/,
    );
    expectValidationError(
      await recommendations([...DINING, ['pin', chair._id], ['exclude', chair._id]]),
      /also pinned/,
    );
  });

  it('refuses absurd rooms, budgets and set counts', async () => {
    expectValidationError(await recommendations([...LIVING, ['widthCm', 400]]), /widthCm/);
    expectValidationError(await recommendations([...LIVING, ['widthCm', -1], ['depthCm', 300]]), /widthCm/);
    expectValidationError(await recommendations([...LIVING, ['widthCm', 100_000], ['depthCm', 300]]), /widthCm/);
    expectValidationError(await recommendations([...LIVING, ['budget', -5]]), /budget/);
    expectValidationError(await recommendations([...LIVING, ['budget', 1e12]]), /budget/);
    expectValidationError(await recommendations([...LIVING, ['sets', 6]]), /sets/);
  });

  it('needs a token', async () => {
    const { status, body } = await recommendations(LIVING, {});
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'unauthorized' });
  });
});

describe('GET /user/recommendations/alternatives', () => {
  it("offers other pieces for the slot, best first, each with the set's new total", async () => {
    const { body: open } = await recommendations([...LIVING, ['sets', 1]]);
    const [set] = open.data.sets;
    const slot = CATEGORIES.sofas;
    const current = set.pieces.find((p) => p.category === slot)!;
    const { status, body } = await alternatives([
      ...LIVING,
      ['set', idsOf(set).join(',')],
      ['slot', slot],
      ['limit', 5],
    ]);
    expect(status).toBe(200);
    const found = body.data.alternatives;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.map((a) => a.score)).toEqual([...found.map((a) => a.score)].sort((a, b) => b - a));
    for (const a of found) {
      expect(a.furniture.category).toBe(slot);
      expect(idsOf(set)).not.toContain(a.furniture._id);
      expect(a.total).toEqual({
        amount: set.total.amount + (a.furniture.price.amount - current.furniture.price.amount) * current.quantity,
        currency: 'AUD',
      });
    }
  });

  it('keeps to the budget', async () => {
    const { body: open } = await recommendations([...LIVING, ['sets', 1]]);
    const [set] = open.data.sets;
    const budget = set.total.amount;
    const { body } = await alternatives([
      ...LIVING,
      ['budget', budget],
      ['set', idsOf(set).join(',')],
      ['slot', CATEGORIES.coffeeTables],
    ]);
    for (const a of body.data.alternatives) expect(a.total.amount).toBeLessThanOrEqual(budget);
  });

  it("refuses a slot that is not the room's or not in the set, and unknown set ids", async () => {
    const { body: open } = await recommendations([...LIVING, ['sets', 1]]);
    const ids = idsOf(open.data.sets[0]);
    expectValidationError(
      await alternatives([...LIVING, ['set', ids.join(',')], ['slot', CATEGORIES.wardrobes]]),
      /"slot".*not a category of Living Room - Small/,
    );
    expectValidationError(
      await alternatives([...LIVING, ['set', ids.slice(1).join(',')], ['slot', open.data.sets[0].pieces[0].category]]),
      /"slot".*no piece/,
    );
    expectValidationError(
      await alternatives([...LIVING, ['set', [...ids, UNKNOWN_ID].join(',')], ['slot', CATEGORIES.sofas]]),
      new RegExp(`"set".*${UNKNOWN_ID}`),
    );
    expectValidationError(await alternatives([...LIVING, ['set', 'x,y'], ['slot', CATEGORIES.sofas]]), /set/);
  });
});

describe('GET /user/furniture/:id/similar', () => {
  it('answers other pieces of the same category, at most limit', async () => {
    const { body: open } = await recommendations([...LIVING, ['sets', 1]]);
    const item = open.data.sets[0].pieces[0].furniture;
    const { status, body } = await similar(item._id, [['limit', 6]]);
    expect(status).toBe(200);
    expect(body.data.furnitures).toHaveLength(6);
    for (const f of body.data.furnitures) {
      expect(f.category).toBe(item.category);
      expect(f._id).not.toBe(item._id);
    }
    expect(new Set(body.data.furnitures.map((f) => f._id)).size).toBe(6);
  });

  it('is 404 for an id that is not an item, like every path id', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const { status, body } = await similar(id);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: 'not-found', message: 'Furniture not found' });
    }
  });
});
