import sharp from 'sharp';
import type { FurnitureDto, FurnituresData, FilterOptions } from '../../src/shared/api';
import { ALL_CATEGORIES, CATEGORIES, COLORS, ROOM_TYPES } from '../../src/shared/constants';
import { STYLES } from '../../src/server/catalog/styles';
import { createVerifiedUser } from '../support/server/accounts';
import { qs } from '../support/server/catalogSupport';
import { makeTestApp, type TestApp } from '../support/server/testApp';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await makeTestApp();
  auth = (await createVerifiedUser(t.app)).auth;
});
afterAll(() => t?.close());

async function furnitures(query: string, headers: Record<string, string> = auth) {
  const res = await t.app.inject({ method: 'GET', url: `/user/furnitures?${query}`, headers });
  return { res, body: res.json<{ success: boolean; code?: string; data: FurnituresData }>() };
}

const listOf = (data: FurnituresData, i: number): FurnitureDto[] => Object.values(data.furnitures[i])[0];

describe('GET /user/filter', () => {
  it('lists styles, the 21 categories, the 25 colors and the room types', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/filter', headers: auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as FilterOptions;
    expect(data.uniqueStyles).toEqual([...STYLES]);
    expect(data.uniqueCategories).toEqual([...ALL_CATEGORIES]);
    expect(data.colors).toEqual([...COLORS]);
    expect(data.roomTypes.map((r) => r.name)).toEqual(ROOM_TYPES.map((r) => r.name));
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/filter' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });
});

describe('GET /user/furnitures', () => {
  it('returns one single-key list per category, in request order, with full items', async () => {
    const order = [CATEGORIES.tvUnits, CATEGORIES.coffeeTables, CATEGORIES.sofas];
    const { res, body } = await furnitures(qs([...order.map((c): [string, string] => ['items', c]), ['limit', 5]]));
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.furnitures.map((o) => Object.keys(o))).toEqual(order.map((c) => [c]));
    body.data.furnitures.forEach((_, i) => {
      const list = listOf(body.data, i);
      expect(list).toHaveLength(5);
      for (const item of list) {
        expect(item.category).toBe(order[i]);
        expect(item.imageUrl[0]).toMatch(/^http:\/\/localhost:3000\/media\/catalog\/[0-9a-f-]{36}\.svg$/);
        expect(item.price).toEqual({ amount: expect.any(Number), currency: 'AUD' });
        expect(item.price.amount).toBeGreaterThan(0);
        expect(item.dimensions.widthCm).toBeGreaterThan(0);
        expect(item.title.length).toBeGreaterThan(5);
        expect(item.details).toMatch(/Dimensions: W \d+ × D \d+ × H \d+ cm/);
      }
    });
    // total counts every match over the requested categories, not just this page
    expect(body.data.total).toBeGreaterThan(3 * 300);
  });

  it('accepts a single items=A and uses the defaults (limit 30, page 1)', async () => {
    const { res, body } = await furnitures(qs([['items', CATEGORIES.wardrobes]]));
    expect(res.statusCode).toBe(200);
    expect(body.data.furnitures).toHaveLength(1);
    expect(listOf(body.data, 0)).toHaveLength(30);
  });

  it('accepts items[]= as well', async () => {
    const { body } = await furnitures(
      qs([
        ['items[]', CATEGORIES.desks],
        ['items[]', CATEGORIES.officeChairs],
        ['limit', 2],
      ]),
    );
    expect(body.data.furnitures.map((o) => Object.keys(o)[0])).toEqual([CATEGORIES.desks, CATEGORIES.officeChairs]);
  });

  it('pages with limit and count without overlap, to the end', async () => {
    const base: [string, string][] = [
      ['items', CATEGORIES.sideTables],
      ['style', 'Japandi'],
    ];
    const all = await furnitures(qs([...base, ['limit', 100]]));
    const total = all.body.data.total;
    expect(total).toBeGreaterThanOrEqual(COLORS.length);
    const ids = listOf(all.body.data, 0).map((f) => f._id);
    expect(ids).toHaveLength(Math.min(total, 100));

    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const { body } = await furnitures(qs([...base, ['limit', 7], ['count', page]]));
      expect(body.data.total).toBe(total);
      seen.push(...listOf(body.data, 0).map((f) => f._id));
    }
    expect(seen).toEqual(ids);
    const past = await furnitures(qs([...base, ['limit', 7], ['count', Math.ceil(total / 7) + 1]]));
    expect(listOf(past.body.data, 0)).toEqual([]);
  });

  describe('sort', () => {
    const base: [string, string][] = [
      ['items', CATEGORIES.sofas],
      ['items', CATEGORIES.desks],
    ];
    const priceOrder = (list: FurnitureDto[], dir: 1 | -1) =>
      [...list].sort((a, b) => dir * (a.price.amount - b.price.amount) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

    it('orders each category by price, up or down, ties by id', async () => {
      for (const [sort, dir] of [
        ['price-asc', 1],
        ['price-desc', -1],
      ] as const) {
        const { res, body } = await furnitures(qs([...base, ['sort', sort], ['limit', 40]]));
        expect(res.statusCode).toBe(200);
        expect(body.data.furnitures.map((o) => Object.keys(o)[0])).toEqual([CATEGORIES.sofas, CATEGORIES.desks]);
        for (const i of [0, 1]) {
          const list = listOf(body.data, i);
          expect(list).toHaveLength(40);
          expect(list).toEqual(priceOrder(list, dir));
        }
      }
      const up = await furnitures(qs([...base, ['sort', 'price-asc'], ['limit', 1]]));
      const down = await furnitures(qs([...base, ['sort', 'price-desc'], ['limit', 1]]));
      expect(listOf(up.body.data, 0)[0].price.amount).toBeLessThan(listOf(down.body.data, 0)[0].price.amount);
    });

    it('keeps the catalog order for recommended, the default', async () => {
      const plain = await furnitures(qs([...base, ['limit', 20]]));
      const recommended = await furnitures(qs([...base, ['limit', 20], ['sort', 'recommended']]));
      expect(recommended.body.data).toEqual(plain.body.data);
      const ids = listOf(plain.body.data, 0).map((f) => f._id);
      expect(ids).toEqual([...ids].sort());
    });

    it('pages a price order without overlap or gaps, equal prices included', async () => {
      const filter: [string, string][] = [
        ['items', CATEGORIES.sideTables],
        ['style', 'Japandi'],
      ];
      for (const sort of ['price-asc', 'price-desc']) {
        const all = await furnitures(qs([...filter, ['sort', sort], ['limit', 100]]));
        const whole = listOf(all.body.data, 0);
        const total = all.body.data.total;
        expect(whole).toHaveLength(total);
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(total / 4); page++) {
          const { body } = await furnitures(qs([...filter, ['sort', sort], ['limit', 4], ['count', page]]));
          seen.push(...listOf(body.data, 0).map((f) => f._id));
        }
        expect(seen).toEqual(whole.map((f) => f._id));
        expect(new Set(seen).size).toBe(total);
      }
    });

    it('rejects an unknown sort with 400 validation', async () => {
      const { res, body } = await furnitures(qs([...base, ['sort', 'name']]));
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'validation' });
    });
  });

  it('filters by exact style and color', async () => {
    const { body } = await furnitures(
      qs([
        ['items', CATEGORIES.bedFrames],
        ['items', CATEGORIES.wardrobes],
        ['style', 'Coastal'],
        ['color', 'Navy'],
      ]),
    );
    const lists = [listOf(body.data, 0), listOf(body.data, 1)];
    for (const list of lists) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      for (const item of list) expect(item).toMatchObject({ style: 'Coastal', color: 'Navy' });
    }
    expect(body.data.total).toBe(lists[0].length + lists[1].length);
    const lower = await furnitures(
      qs([
        ['items', CATEGORIES.bedFrames],
        ['style', 'coastal'],
      ]),
    );
    expect(listOf(lower.body.data, 0)).toEqual([]);
  });

  it('treats an empty style or color as no filter', async () => {
    const { body } = await furnitures(
      qs([
        ['items', CATEGORIES.bedFrames],
        ['style', ''],
        ['color', ''],
        ['limit', 100],
      ]),
    );
    expect(new Set(listOf(body.data, 0).map((f) => f.style)).size).toBeGreaterThan(1);
  });

  it('answers a category asked twice twice, counting it once', async () => {
    const once = await furnitures(
      qs([
        ['items', CATEGORIES.tvUnits],
        ['style', 'Farmhouse'],
      ]),
    );
    const { body } = await furnitures(
      qs([
        ['items', CATEGORIES.tvUnits],
        ['items', CATEGORIES.tvUnits],
        ['style', 'Farmhouse'],
      ]),
    );
    expect(body.data.furnitures).toHaveLength(2);
    expect(body.data.furnitures[1]).toEqual(body.data.furnitures[0]);
    expect(body.data.total).toBe(once.body.data.total);
  });

  it('gives an unknown category an empty list, not an error', async () => {
    const { res, body } = await furnitures(
      qs([
        ['items', 'Hammocks'],
        ['items', CATEGORIES.diningTables],
        ['limit', 3],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(body.data.furnitures[0]).toEqual({ Hammocks: [] });
    expect(listOf(body.data, 1)).toHaveLength(3);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['limit=2.5'], ['count=0'], ['count=-1'], ['count=abc']])(
    'rejects %s with 400 validation',
    async (bad) => {
      const { res, body } = await furnitures(`${qs([['items', CATEGORIES.desks]])}&${bad}`);
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'validation' });
    },
  );

  it('rejects a request without items', async () => {
    const { res, body } = await furnitures('limit=5');
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('validation');
  });

  it('needs a token', async () => {
    const { res, body } = await furnitures(qs([['items', CATEGORIES.desks]]), {});
    expect(res.statusCode).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('answers every room type with items in each of its categories for a sample of colors and styles', async () => {
    for (const [i, room] of ROOM_TYPES.entries()) {
      const color = COLORS[(i * 7) % COLORS.length];
      const style = STYLES[(i * 5) % STYLES.length];
      const { body } = await furnitures(
        qs([...room.categories.map((c): [string, string] => ['items', c]), ['style', style], ['color', color]]),
      );
      room.categories.forEach((c, j) => {
        const list = listOf(body.data, j);
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((f) => f.category === c && f.style === style && f.color === color)).toBe(true);
      });
    }
  });
});

describe('GET /media/catalog/<id>.svg', () => {
  it('serves the art of an item as SVG with long cache and strict headers', async () => {
    const { body } = await furnitures(
      qs([
        ['items', CATEGORIES.sofas],
        ['limit', 1],
      ]),
    );
    const url = new URL(listOf(body.data, 0)[0].imageUrl[0]);
    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(res.body).toMatch(/<\/svg>\s*$/);
    expect(res.body).not.toMatch(/<script/i);
    // it rasterizes, with a transparent background and a drawn piece
    const { data, info } = await sharp(Buffer.from(res.body)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque++;
    expect(data[3]).toBe(0);
    expect(opaque).toBeGreaterThan((info.width * info.height) / 20);
    // the same item renders the same bytes
    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.body).toBe(res.body);
  });

  it('answers 404 for unknown ids and names', async () => {
    for (const path of [
      '/media/catalog/00000000-0000-5000-8000-000000000000.svg',
      '/media/catalog/nope.svg',
      '/media/catalog/..%2Fx.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
    }
  });
});
