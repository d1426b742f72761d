// Properties of the engine over generated catalogs: complete, within budget, pins kept, exclusions
// honoured, deterministic, placeable by the renderer's planner; alternatives and similar items.
import fc from 'fast-check';
import { categoriesForRoomType } from '../../../src/shared/constants';
import {
  alternatives,
  recommendSets,
  roomFor,
  similar,
  similarity,
  type RecommendResult,
} from '../../../src/server/recommend/engine';
import { EMPTY_PROFILE, type FurnitureRow, type RecommendRequest } from '../../../src/server/recommend/types';
import {
  GEN_STYLES,
  catalogArb,
  flatSet,
  plansIn,
  request,
  roomArb,
  roomTypeArb,
} from '../../support/server/recommendCatalog';
import { COLORS } from '../../../src/shared/constants';

jest.setTimeout(120_000);

const RUNS = 60;

interface Case {
  req: RecommendRequest;
  rows: FurnitureRow[];
}

/** A request over a generated catalog: some pins and exclusions drawn from it, a budget or none. */
const caseArb: fc.Arbitrary<Case> = roomTypeArb.chain((roomType) =>
  fc
    .record({
      rows: catalogArb(roomType),
      room: roomArb(roomType),
      style: fc.constantFrom(...GEN_STYLES),
      color: fc.constantFrom(...COLORS),
      budget: fc.option(fc.integer({ min: 5_000, max: 3_000_000 }), { nil: undefined }),
      sets: fc.integer({ min: 1, max: 5 }),
      pins: fc.array(fc.nat(), { maxLength: 2 }),
      excludes: fc.array(fc.nat(), { maxLength: 4 }),
    })
    .map(({ rows, room, style, color, budget, sets, pins, excludes }) => {
      const pinned = pins.map((i) => rows[i % rows.length]);
      const pinnedIds = new Set(pinned.map((r) => r.id));
      const excluded = new Set(excludes.map((i) => rows[i % rows.length].id).filter((id) => !pinnedIds.has(id)));
      return { rows, req: request({ roomType, room, style, color, budget, sets, pinned, excluded }) };
    }),
);

const ids = (r: RecommendResult) => r.sets.map((s) => s.pieces.map((p) => `${p.row.id}x${p.quantity}`).join(','));

describe('recommendSets over generated catalogs', () => {
  it('gives complete, affordable, placeable sets that keep pins and skip exclusions', () => {
    fc.assert(
      fc.property(caseArb, ({ req, rows }) => {
        const result = recommendSets(req, rows, EMPTY_PROFILE);
        const room = roomFor(req);
        const required = categoriesForRoomType(req.roomType);
        expect(result.sets.length).toBeLessThanOrEqual(req.sets);
        for (const set of result.sets) {
          const categories = new Set(set.pieces.map((p) => p.category));
          for (const c of required) expect(categories).toContain(c);
          for (const pin of req.pinned) expect(set.pieces.map((p) => p.row.id)).toContain(pin.id);
          for (const p of set.pieces)
            if (!req.pinned.some((pin) => pin.id === p.row.id)) expect(req.excluded.has(p.row.id)).toBe(false);
          expect(set.totalMinor).toBe(set.pieces.reduce((s, p) => s + p.row.priceCents * p.quantity, 0));
          if (req.budget !== undefined) expect(set.totalMinor).toBeLessThanOrEqual(req.budget);
          expect(plansIn(req.roomType, room, set)).toBe(true);
          for (const part of Object.values(set.breakdown)) {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(1);
          }
          expect(set.reason.length).toBeGreaterThan(10);
        }
        if (result.sets.length === 0) expect(result.emptyReason).toMatch(/\S/);
        else expect(result.emptyReason).toBeUndefined();
        if (result.cheapestTotalMinor > 0 && req.budget !== undefined) {
          // Empty exactly when the budget is below the cheapest complete placeable set.
          expect(result.sets.length === 0).toBe(req.budget < result.cheapestTotalMinor);
        }
        if (result.sets.length)
          expect(result.cheapestTotalMinor).toBeLessThanOrEqual(Math.min(...result.sets.map((s) => s.totalMinor)));
      }),
      { numRuns: RUNS, seed: 15 },
    );
  });

  it('is deterministic, whatever order the rows come in', () => {
    fc.assert(
      fc.property(caseArb, fc.integer(), ({ req, rows }, salt) => {
        const first = recommendSets(req, rows, EMPTY_PROFILE);
        const shuffled = [...rows].sort(
          (a, b) => ((a.id.charCodeAt(30) * salt) % 7) - ((b.id.charCodeAt(30) * salt) % 7),
        );
        const again = recommendSets(req, shuffled.reverse(), EMPTY_PROFILE);
        expect(ids(again)).toEqual(ids(first));
        expect(again).toEqual(first);
      }),
      { numRuns: 30, seed: 16 },
    );
  });

  it('gives sets that differ from each other in at least two pieces', () => {
    fc.assert(
      fc.property(caseArb, ({ req, rows }) => {
        const result = recommendSets({ ...req, pinned: [], sets: 3 }, rows, EMPTY_PROFILE);
        const free = categoriesForRoomType(req.roomType).length;
        for (let i = 0; i < result.sets.length; i++)
          for (let j = i + 1; j < result.sets.length; j++) {
            const a = new Map(result.sets[i].pieces.map((p) => [p.category, p.row.id]));
            const differ = result.sets[j].pieces.filter((p) => a.get(p.category) !== p.row.id).length;
            expect(differ).toBeGreaterThanOrEqual(Math.min(2, free));
          }
      }),
      { numRuns: 40, seed: 17 },
    );
  });
});

describe('alternatives', () => {
  it('swaps one slot for coherent, affordable, placeable pieces, best first', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), fc.integer({ min: 1, max: 8 }), ({ req, rows }, pick, limit) => {
        const open = { ...req, budget: undefined, pinned: [] };
        const [best] = recommendSets(open, rows, EMPTY_PROFILE).sets;
        if (!best) return;
        const slot = best.pieces[pick % best.pieces.length];
        const set = flatSet(best);
        const budget = req.budget;
        const swapReq = { ...open, budget };
        const alts = alternatives(swapReq, set, slot.category, rows, EMPTY_PROFILE, limit);
        expect(alts.length).toBeLessThanOrEqual(limit);
        const inSet = new Set(set.map((r) => r.id));
        const rest = best.pieces.filter((p) => p !== slot);
        const restCost = rest.reduce((s, p) => s + p.row.priceCents * p.quantity, 0);
        for (const a of alts) {
          expect(a.row.category).toBe(slot.category);
          expect(inSet.has(a.row.id)).toBe(false);
          expect(req.excluded.has(a.row.id)).toBe(false);
          expect(a.totalMinor).toBe(restCost + a.row.priceCents * slot.quantity);
          if (budget !== undefined) expect(a.totalMinor).toBeLessThanOrEqual(budget);
          const swapped = { ...best, pieces: [...rest, { ...slot, row: a.row }] };
          expect(plansIn(req.roomType, roomFor(req), swapped)).toBe(true);
          expect(a.reason).toMatch(/\S/);
        }
        for (let i = 1; i < alts.length; i++) expect(alts[i - 1].score).toBeGreaterThanOrEqual(alts[i].score);
        expect(alternatives(swapReq, set, slot.category, [...rows].reverse(), EMPTY_PROFILE, limit)).toEqual(alts);
      }),
      { numRuns: 40, seed: 18 },
    );
  });
});

describe('similar', () => {
  it('returns the nearest items of the same category, never the item itself', () => {
    fc.assert(
      fc.property(catalogArb('Living Room - Large'), fc.nat(), fc.integer({ min: 0, max: 10 }), (rows, pick, limit) => {
        const item = rows[pick % rows.length];
        const found = similar(item, [...rows, item], limit);
        const sameCategory = rows.filter((r) => r.category === item.category && r.id !== item.id);
        expect(found.length).toBe(Math.min(limit, sameCategory.length));
        for (const r of found) {
          expect(r.category).toBe(item.category);
          expect(r.id).not.toBe(item.id);
        }
        const d = found.map((r) => similarity(item, r));
        for (let i = 1; i < d.length; i++) expect(d[i - 1]).toBeLessThanOrEqual(d[i]);
        const left = sameCategory.filter((r) => !found.includes(r));
        if (found.length) for (const r of left) expect(similarity(item, r)).toBeGreaterThanOrEqual(d[d.length - 1]);
      }),
      { numRuns: 100, seed: 19 },
    );
  });
});
