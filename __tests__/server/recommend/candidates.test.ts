// catalog.candidates: the recommender's one-statement candidate fetch, against a hand-computed
// expectation on a small catalog (its own database: the seed rows are deleted first).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import {
  createCatalogRepository,
  type CatalogRepository,
  type NewFurniture,
} from '../../../src/server/repositories/catalog';
import type { CandidateQuery } from '../../../src/server/recommend/types';
import { CATEGORIES } from '../../../src/shared/constants';
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
    expect(await ids(query())).toEqual([1, 3, 6, 7, 8, 10, 12].map(id));
  });

  it("returns whole rows, by the categories' order then id, each once", async () => {
    const rows = await catalog.candidates(query({ categories: [TV, SOFAS] }));
    expect(rows.map((r) => r.id)).toEqual([10, 12, 1, 3, 6, 7, 8].map(id));
    expect(rows[0]).toEqual({
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
    expect(await ids(query({ cheapestPerCategory: 2 }))).toEqual([1, 3, 4, 6, 7, 8, 10, 11, 12].map(id));
  });

  it('takes any colour by id when no colour is given', async () => {
    // Sofas/Japandi 1, 2; Sofas/Scandinavian 6, 7; TV/Japandi 10, 11; cheapest: 7 and 10 again.
    expect(await ids(query({ colors: [] }))).toEqual([1, 2, 6, 7, 10, 11].map(id));
  });

  it("follows the colours' order: the first colour fills a group before the next", async () => {
    // White first: Sofas/Japandi 2 then Oak 1; Sofas/Scandinavian 6, 8; TV/Japandi 10, 11.
    expect(await ids(query({ colors: ['White', 'Oak'], cheapestPerCategory: 0 }))).toEqual(
      [1, 2, 6, 8, 10, 11].map(id),
    );
  });

  it('can take only the cheapest, or nothing', async () => {
    // Sofas: 7 (50), 4 (100), 2 (300); TV units: 10, 11, 12.
    expect(await ids(query({ perGroup: 0, cheapestPerCategory: 3 }))).toEqual([2, 4, 7, 10, 11, 12].map(id));
    expect(await ids(query({ perGroup: 0, cheapestPerCategory: 0 }))).toEqual([]);
    expect(await ids(query({ styles: [] }))).toEqual([]);
    expect(await ids(query({ categories: [] }))).toEqual([]);
    expect(await ids(query({ styles: ['Bohemian'] }))).toEqual([]);
  });
});
