// catalog.candidates: the recommender's one-statement candidate fetch, against a hand-computed
// expectation on a small catalog (its own database: the seed rows are deleted first), and against
// the engine's in-memory reference (selectCandidates) on the seeded catalog.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import {
  createCatalogRepository,
  type CatalogRepository,
  type NewFurniture,
} from '../../../src/server/repositories/catalog';
import { pick, rngFor } from '../../../src/server/catalog/random';
import { STYLES } from '../../../src/server/catalog/styles';
import { furniture } from '../../../src/server/db/schema';
import { candidateQuery, selectCandidates, similarQuery } from '../../../src/server/recommend/engine';
import type { CandidateQuery, FurnitureRow, RecommendRequest } from '../../../src/server/recommend/types';
import { ALL_CATEGORIES, CATEGORIES, COLORS, ROOM_TYPE_NAMES } from '../../../src/shared/constants';
import { cloneTestDatabase } from '../../support/server/templates';

const SOFAS = CATEGORIES.sofas;
const TV = CATEGORIES.tvUnits;
const BEDS = CATEGORIES.bedFrames;

/** Item n's id: the ids sort in the order of n. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, category: string, style: string, color: string, priceCents: number): NewFurniture => ({
  id: id(n),
  sourceKey: `test:${n}`,
  title: `Item ${n}`,
  details: `Item ${n}`,
  category,
  style,
  color,
  priceCents,
  currency: 'AUD',
  widthCm: 100,
  depthCm: 50,
  heightCm: 60,
  images: [],
});

const CATALOG = [
  item(1, SOFAS, 'Japandi', 'Oak', 500),
  item(2, SOFAS, 'Japandi', 'White', 300),
  item(3, SOFAS, 'Japandi', 'Oak', 900),
  item(4, SOFAS, 'Japandi', 'Black', 100),
  item(5, SOFAS, 'Japandi', 'Oak', 700),
  item(6, SOFAS, 'Scandinavian', 'White', 400),
  item(7, SOFAS, 'Scandinavian', 'Navy', 50),
  item(8, SOFAS, 'Scandinavian', 'White', 600),
  item(9, SOFAS, 'Industrial', 'Oak', 10),
  item(10, TV, 'Japandi', 'White', 200),
  item(11, TV, 'Japandi', 'White', 200),
  item(12, TV, 'Japandi', 'Oak', 300),
  item(13, BEDS, 'Japandi', 'Oak', 100),
];

const query = (over: Partial<CandidateQuery> = {}): CandidateQuery => ({
  categories: [SOFAS, TV],
  styles: ['Japandi', 'Scandinavian'],
  colors: ['Oak', 'White'],
  perGroup: 2,
  cheapestPerCategory: 1,
  ...over,
});

let database: Database;
let catalog: CatalogRepository;
beforeAll(async () => {
  database = await cloneTestDatabase();
  await database.db.execute(sql`delete from furniture`);
  catalog = createCatalogRepository(database.db);
  await catalog.insertMany(CATALOG);
});
afterAll(() => database?.close());

const ids = async (q: CandidateQuery) => (await catalog.candidates(q)).map((r) => r.id);

describe('catalog.candidates', () => {
  it("takes per (category, style) the first rows in the colours given, by colour order then id, plus each category's cheapest", async () => {
    // Sofas/Japandi: Oak 1, 3 (5 is third); Sofas/Scandinavian: no Oak, White 6, 8; cheapest sofa
    // among the two styles: 7 (Navy, 50; 9 is cheaper but Industrial). TV/Japandi: Oak 12, then
    // White 10; cheapest TV unit: 10 and 11 tie at 200, 10 by id, already in. Beds: not asked for.
    expect(await ids(query())).toEqual([1, 3, 6, 8, 7, 12, 10].map(id));
  });

  it("returns whole rows, each once, per category its styles' groups in turn and then its cheapest", async () => {
    const rows = await catalog.candidates(query({ categories: [TV, SOFAS] }));
    expect(rows.map((r) => r.id)).toEqual([12, 10, 1, 3, 6, 8, 7].map(id));
    expect(rows[1]).toEqual({
      id: id(10),
      title: 'Item 10',
      details: 'Item 10',
      category: TV,
      style: 'Japandi',
      color: 'White',
      priceCents: 200,
      currency: 'AUD',
      widthCm: 100,
      depthCm: 50,
      heightCm: 60,
      images: [],
    });
  });

  it('adds the n cheapest per category by (price, id), whatever their colour', async () => {
    // Sofas: 7 (50), 4 (100, Black); TV units: 10, 11 (both 200).
    expect(await ids(query({ cheapestPerCategory: 2 }))).toEqual([1, 3, 6, 8, 7, 4, 12, 10, 11].map(id));
  });

  it('takes any colour by id when no colour is given', async () => {
    // Sofas/Japandi 1, 2; Sofas/Scandinavian 6, 7; TV/Japandi 10, 11; cheapest: 7 and 10 again.
    expect(await ids(query({ colors: [] }))).toEqual([1, 2, 6, 7, 10, 11].map(id));
  });

  it("follows the colours' order: the first colour fills a group before the next", async () => {
    // White first: Sofas/Japandi 2 then Oak 1; Sofas/Scandinavian 6, 8; TV/Japandi 10, 11.
    expect(await ids(query({ colors: ['White', 'Oak'], cheapestPerCategory: 0 }))).toEqual(
      [2, 1, 6, 8, 10, 11].map(id),
    );
  });

  it('can take only the cheapest, or nothing', async () => {
    // Sofas: 7 (50), 4 (100), 2 (300); TV units: 10, 11, 12.
    expect(await ids(query({ perGroup: 0, cheapestPerCategory: 3 }))).toEqual([7, 4, 2, 10, 11, 12].map(id));
    expect(await ids(query({ perGroup: 0, cheapestPerCategory: 0 }))).toEqual([]);
    expect(await ids(query({ styles: [] }))).toEqual([]);
    expect(await ids(query({ categories: [] }))).toEqual([]);
    expect(await ids(query({ styles: ['Bohemian'] }))).toEqual([]);
  });
});

describe('catalog.candidates on the seeded catalog', () => {
  let seeded: Database;
  let repo: CatalogRepository;
  let all: FurnitureRow[];
  beforeAll(async () => {
    seeded = await cloneTestDatabase();
    repo = createCatalogRepository(seeded.db);
    all = await seeded.db
      .select({
        id: furniture.id,
        title: furniture.title,
        details: furniture.details,
        category: furniture.category,
        style: furniture.style,
        color: furniture.color,
        priceCents: furniture.priceCents,
        currency: furniture.currency,
        widthCm: furniture.widthCm,
        depthCm: furniture.depthCm,
        heightCm: furniture.heightCm,
        images: furniture.images,
      })
      .from(furniture);
  });
  afterAll(() => seeded?.close());

  it("returns exactly the engine's selectCandidates, in its order, for the engine's own queries", async () => {
    const r = rngFor(20261123, 'candidates');
    for (let i = 0; i < 40; i++) {
      const req: RecommendRequest = {
        roomType: pick(r, ROOM_TYPE_NAMES),
        style: pick(r, STYLES),
        color: pick(r, COLORS),
        pinned: [],
        excluded: new Set(),
        sets: 3,
      };
      const item = pick(r, all);
      for (const q of [candidateQuery(req), similarQuery(item)]) {
        expect((await repo.candidates(q)).map((row) => row.id)).toEqual(selectCandidates(all, q).map((row) => row.id));
      }
    }
  });

  it('agrees with selectCandidates for any sizes, colour lists and style lists', async () => {
    const r = rngFor(20261123, 'shapes');
    for (let i = 0; i < 40; i++) {
      // Lists without repeats (selectCandidates ranks a repeated colour by its last position).
      const some = <T>(list: readonly T[], min: number, max: number) => [
        ...new Set(Array.from({ length: min + Math.floor(r() * (max - min + 1)) }, () => pick(r, list))),
      ];
      const q: CandidateQuery = {
        categories: some(ALL_CATEGORIES, 1, 3),
        styles: some(STYLES, 1, 4),
        colors: some(COLORS, 0, 4),
        perGroup: Math.floor(r() * 8),
        cheapestPerCategory: Math.floor(r() * 12),
      };
      const found = await repo.candidates(q);
      expect({ q, ids: found.map((row) => row.id) }).toEqual({ q, ids: selectCandidates(all, q).map((row) => row.id) });
      expect(found).toEqual(selectCandidates(all, q));
    }
  });
});
