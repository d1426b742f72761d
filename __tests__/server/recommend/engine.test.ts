// The engine's tables and rules, the candidate query's meaning, the planner's fixed room, budgets,
// pins, reasons and the taste profile, on the seeded catalog and small hand-made ones.
import fc from 'fast-check';
import { CATEGORIES as C, COLORS, categoriesForRoomType } from '../../../src/shared/constants';
import { defaultRoomSize } from '../../../src/shared/rooms';
import { STYLES } from '../../../src/server/catalog/styles';
import { planInRoom, planRoom } from '../../../src/server/generation/compositor/planner';
import { baseRoom } from '../../../src/server/generation/compositor/geometry';
import { harmony, hexToOklab, pairHarmony, schemeScore, setColourScore } from '../../../src/server/recommend/colour';
import {
  candidateQuery,
  recommendSets,
  roomFor,
  selectCandidates,
  similarQuery,
  similar,
} from '../../../src/server/recommend/engine';
import { seatsAt } from '../../../src/server/recommend/quantity';
import { Scorer, swatchesOf } from '../../../src/server/recommend/scoring';
import { styleAffinity, UNRELATED_AFFINITY } from '../../../src/server/recommend/styleAffinity';
import {
  EMPTY_PROFILE,
  type FurnitureRow,
  type RecommendRequest,
  type TasteProfile,
} from '../../../src/server/recommend/types';
import { genId, request, seedRows } from '../../support/server/recommendCatalog';

jest.setTimeout(60_000);

const candidatesFor = (req: RecommendRequest) => selectCandidates(seedRows(), candidateQuery(req));

function row(n: number, over: Partial<FurnitureRow>): FurnitureRow {
  return {
    id: genId(n),
    title: `item ${n}`,
    details: '',
    category: C.sofas,
    style: 'Modern',
    color: 'Grey',
    priceCents: 100_000,
    currency: 'AUD',
    widthCm: 200,
    depthCm: 90,
    heightCm: 80,
    images: [],
    ...over,
  };
}

describe('style affinity', () => {
  it('is symmetric with 1 on the diagonal, and knows its families', () => {
    for (const a of STYLES)
      for (const b of STYLES) {
        expect(styleAffinity(a, b)).toBe(styleAffinity(b, a));
        if (a === b) expect(styleAffinity(a, b)).toBe(1);
        else expect(styleAffinity(a, b)).toBeLessThan(1);
      }
    expect(styleAffinity('Scandinavian', 'Japandi')).toBeGreaterThan(styleAffinity('Scandinavian', 'Industrial'));
    expect(styleAffinity('Coastal', 'Hamptons')).toBeGreaterThan(styleAffinity('Coastal', 'Art Deco'));
  });

  it('gives an imported style 1 with itself and the low default with the rest', () => {
    expect(styleAffinity('Wabi-Sabi', 'Wabi-Sabi')).toBe(1);
    expect(styleAffinity('Wabi-Sabi', 'Japandi')).toBe(UNRELATED_AFFINITY);
  });
});

describe('colour', () => {
  it('converts sRGB to OKLab', () => {
    const white = hexToOklab('#ffffff');
    expect(white.L).toBeCloseTo(1, 3);
    expect(white.C).toBeLessThan(1e-3);
    expect(hexToOklab('#000000').L).toBeCloseTo(0, 6);
    // OKLab's reference value for sRGB red.
    const red = hexToOklab('#ff0000');
    expect(red.L).toBeCloseTo(0.628, 3);
    expect(red.a).toBeCloseTo(0.225, 3);
    expect(red.b).toBeCloseTo(0.126, 3);
  });

  it('rates tone on tone and neutrals above clashing hues, complements between', () => {
    const lab = hexToOklab;
    expect(harmony('Navy', 'Navy')).toBe(1);
    const red = lab('#c0392b');
    const orange = lab('#d35400');
    const green = lab('#27ae60');
    const teal = lab('#16a085');
    expect(pairHarmony(red, orange)).toBeGreaterThan(pairHarmony(red, green));
    expect(pairHarmony(red, teal)).toBeGreaterThan(pairHarmony(red, green)); // complementary beats 90°
    expect(pairHarmony(red, lab('#f3f1ec'))).toBeGreaterThan(pairHarmony(red, green)); // a neutral goes
  });

  it('follows 60-30-10: one dominant colour and few of them', () => {
    expect(
      schemeScore([
        { color: 'White', weight: 6 },
        { color: 'Oak', weight: 3 },
        { color: 'Navy', weight: 1 },
      ]),
    ).toBe(1);
    const scattered = ['White', 'Oak', 'Navy', 'Mahogany', 'Blue'].map((color) => ({ color, weight: 1 }));
    expect(schemeScore(scattered)).toBeLessThan(0.7);
  });

  it('scores a set the same way in the engine as setColourScore does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLORS),
        fc.array(
          fc.record({
            color: fc.constantFrom(...COLORS),
            w: fc.integer({ min: 20, max: 300 }),
            d: fc.integer({ min: 20, max: 200 }),
            q: fc.integer({ min: 1, max: 8 }),
          }),
          { minLength: 1, maxLength: 9 },
        ),
        (walls, specs) => {
          const pieces = specs.map((s, i) => ({
            category: C.sofas,
            quantity: s.q,
            row: row(i + 1, { color: s.color, widthCm: s.w, depthCm: s.d }),
          }));
          const req = request({ roomType: 'Living Room - Small', color: walls });
          const scorer = new Scorer(
            req,
            roomFor(req),
            EMPTY_PROFILE,
            pieces.map((p) => p.row),
          );
          expect(scorer.setParts(pieces).colour).toBeCloseTo(setColourScore(walls, swatchesOf(pieces)), 10);
        },
      ),
      { numRuns: 200, seed: 3 },
    );
  });
});

describe('selectCandidates', () => {
  const rows = [
    row(1, { color: 'Oak' }),
    row(2, { color: 'Navy' }),
    row(3, { color: 'Navy' }),
    row(4, { color: 'White', priceCents: 500 }),
    row(5, { color: 'Oak', style: 'Japandi' }),
    row(6, { color: 'Navy', style: 'Industrial', priceCents: 100 }),
    row(7, { color: 'Navy', category: C.tvUnits }),
    row(8, { color: 'Navy' }),
  ];

  it('takes perGroup rows per (category, style) by colour position then id, and the cheapest per category', () => {
    const q = {
      categories: [C.sofas],
      styles: ['Modern', 'Japandi'],
      colors: ['Navy', 'Oak'],
      perGroup: 3,
      cheapestPerCategory: 1,
    };
    expect(selectCandidates(rows, q).map((r) => r.id)).toEqual([2, 3, 8, 5, 4].map(genId));
    expect(selectCandidates(rows, { ...q, colors: [], perGroup: 1, cheapestPerCategory: 0 }).map((r) => r.id)).toEqual(
      [1, 5].map(genId),
    );
  });

  it('keeps the seeded catalog to a modest candidate list', () => {
    for (const roomType of ['Living Room - Large', 'Bedroom - Large', 'Dining Room']) {
      const req = request({ roomType, style: 'Japandi', color: 'Navy' });
      const q = candidateQuery(req);
      expect(q.styles[0]).toBe('Japandi');
      expect(q.colors[0]).toBe('Navy');
      const found = candidatesFor(req);
      expect(found.length).toBeLessThanOrEqual(
        q.categories.length * (q.styles.length * q.perGroup + q.cheapestPerCategory),
      );
      expect(new Set(found.map((r) => r.category))).toEqual(new Set(categoriesForRoomType(roomType)));
    }
  });
});

describe('the planner in a fixed room', () => {
  const bedroom = [
    { id: 'bed', category: C.bedFrames, dimensions: { widthCm: 210, depthCm: 230, heightCm: 120 } },
    { id: 'w1', category: C.wardrobes, dimensions: { widthCm: 240, depthCm: 66, heightCm: 220 } },
    { id: 'w2', category: C.wardrobes, dimensions: { widthCm: 240, depthCm: 66, heightCm: 220 } },
    { id: 'c', category: C.chestOfDrawers, dimensions: { widthCm: 160, depthCm: 50, heightCm: 90 } },
  ];

  it('plans what fits exactly as planRoom does, and refuses what planRoom would grow the room for', () => {
    const room = baseRoom('Bedroom - Large');
    const fits = planInRoom('Bedroom - Large', bedroom.slice(0, 2), room);
    expect(fits?.placements).toEqual(planRoom('Bedroom - Large', bedroom.slice(0, 2), room).placements);
    const small = { width: 300, depth: 300, height: 260 };
    expect(planInRoom('Bedroom - Small', bedroom, small)).toBeUndefined();
    expect(planRoom('Bedroom - Small', bedroom, small).room.width).toBeGreaterThan(300);
  });

  it('uses the shared default room sizes', () => {
    expect(baseRoom('Dining Room')).toEqual({ width: 520, depth: 460, height: 265 });
    expect(roomFor(request({ roomType: 'Dining Room' }))).toEqual({ widthCm: 520, depthCm: 460 });
    expect(roomFor(request({ roomType: 'Dining Room', room: { widthCm: 400, depthCm: 380 } }))).toEqual({
      widthCm: 400,
      depthCm: 380,
    });
    expect(defaultRoomSize('Somewhere')).toEqual({ widthCm: 500, depthCm: 450, heightCm: 260 });
  });
});

describe('recommendSets on the seeded catalog', () => {
  it('seats the dining table and explains each piece', () => {
    const req = request({ roomType: 'Dining Room', style: 'Japandi', color: 'Navy' });
    const { sets, currency } = recommendSets(req, candidatesFor(req), EMPTY_PROFILE);
    expect(currency).toBe('AUD');
    expect(sets).toHaveLength(3);
    for (const set of sets) {
      const table = set.pieces.find((p) => p.category === C.diningTables)!;
      const chairs = set.pieces.find((p) => p.category === C.diningChairs)!;
      expect(chairs.quantity).toBe(seatsAt(table.row.widthCm));
      expect(chairs.reason).toContain(`${chairs.quantity} to seat the ${table.row.widthCm} cm table`);
      expect(table.reason).toMatch(/^Same Japandi style; \w+ .*the navy walls/);
      expect(set.reason).toMatch(/^All Japandi; .* navy walls; .*520 × 460 cm room/);
    }
    expect(seatsAt(150)).toBe(4);
    expect(seatsAt(200)).toBe(6);
    expect(seatsAt(240)).toBe(8);
    for (let i = 1; i < sets.length; i++) expect(sets[i - 1].score).toBeGreaterThanOrEqual(sets[i].score);
  });

  it('answers a budget below the cheapest set with no sets, the reason and the cheapest total', () => {
    const req = request({ roomType: 'Dining Room', style: 'Industrial', color: 'Oak', budget: 50_000 });
    const candidates = candidatesFor(req);
    const empty = recommendSets(req, candidates, EMPTY_PROFILE);
    expect(empty.sets).toEqual([]);
    expect(empty.cheapestTotalMinor).toBeGreaterThan(50_000);
    const dollars = (empty.cheapestTotalMinor / 100).toLocaleString('en-AU', {
      minimumFractionDigits: empty.cheapestTotalMinor % 100 ? 2 : 0,
    });
    expect(empty.emptyReason).toBe(`No complete Dining Room fits a budget of $500; the cheapest is $${dollars}.`);
    const just = recommendSets({ ...req, budget: empty.cheapestTotalMinor }, candidates, EMPTY_PROFILE);
    expect(just.sets.length).toBeGreaterThan(0);
    for (const s of just.sets) expect(s.totalMinor).toBeLessThanOrEqual(empty.cheapestTotalMinor);
  });

  it('completes the room around a pinned piece of another style', () => {
    const req0 = request({ roomType: 'Living Room - Small', style: 'Scandinavian', color: 'White' });
    const sofa = seedRows().find((r) => r.category === C.sofas && r.style === 'Industrial' && r.widthCm < 220)!;
    const req = { ...req0, pinned: [sofa] };
    const { sets } = recommendSets(req, candidatesFor(req), EMPTY_PROFILE);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect(set.pieces.find((p) => p.category === C.sofas)?.row.id).toBe(sofa.id);
      for (const p of set.pieces) if (p.category !== C.sofas) expect(p.row.style).toBe('Scandinavian');
    }
  });
});

describe('personal ranking', () => {
  const req = request({ roomType: 'Living Room - Small', style: 'Modern', color: 'Grey' });
  const lnOf = (dollars: number) => Math.log(dollars * 100);
  const thrifty: TasteProfile = {
    styles: { Industrial: 4, Modern: 2 },
    colors: { Black: 5, Charcoal: 2 },
    prices: { [C.sofas]: { meanLog: lnOf(900), n: 3 }, [C.tvUnits]: { meanLog: lnOf(300), n: 2 } },
    events: 20,
  };
  const lavish: TasteProfile = {
    styles: { Scandinavian: 5, Modern: 1 },
    colors: { Oak: 4, White: 3 },
    prices: { [C.sofas]: { meanLog: lnOf(3200), n: 4 }, [C.coffeeTables]: { meanLog: lnOf(800), n: 2 } },
    events: 25,
  };

  it('ranks differently for different histories, each towards its own taste', () => {
    const candidates = candidatesFor(req);
    const a = recommendSets(req, candidates, thrifty);
    const b = recommendSets(req, candidates, lavish);
    const ids = (r: typeof a) => r.sets.map((s) => s.pieces.map((p) => p.row.id).join());
    expect(ids(a)).not.toEqual(ids(b));
    expect(a.sets[0].breakdown.personal).toBeGreaterThan(0);
    // Each profile's best set suits that profile better than the other's best set does.
    const under = (profile: TasteProfile, set: (typeof a)['sets'][number]) =>
      recommendSets({ ...req, pinned: set.pieces.map((p) => p.row) }, candidates, profile).sets[0].breakdown.personal;
    expect(under(thrifty, a.sets[0])).toBeGreaterThan(under(thrifty, b.sets[0]));
    expect(under(lavish, b.sets[0])).toBeGreaterThan(under(lavish, a.sets[0]));
    expect(a.sets[0].totalMinor).toBeLessThan(b.sets[0].totalMinor);
  });

  it('gives a new user (no events) exactly the unpersonalised ranking', () => {
    const candidates = candidatesFor(req);
    const plain = recommendSets(req, candidates, EMPTY_PROFILE);
    const unseen = recommendSets(req, candidates, { ...thrifty, events: 0 });
    expect(unseen).toEqual(plain);
    for (const set of plain.sets) {
      expect(set.breakdown.personal).toBe(0);
      for (const p of set.pieces) expect(p.breakdown.personal).toBe(0);
    }
  });
});

describe('similar on the seeded catalog', () => {
  it('finds near pieces of the same category through similarQuery', () => {
    const item = seedRows().find((r) => r.category === C.armchairs && r.style === 'Japandi' && r.color === 'Oak')!;
    const found = similar(item, selectCandidates(seedRows(), similarQuery(item)), 5);
    expect(found).toHaveLength(5);
    expect(found[0].style).toBe('Japandi');
    for (const r of found) {
      expect(r.category).toBe(C.armchairs);
      expect(r.id).not.toBe(item.id);
    }
  });
});
