import sharp from 'sharp';
import { ALL_CATEGORIES, CATEGORIES as C, type Category, ROOM_TYPES } from '../../src/shared/constants';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../../src/server/catalog/art/samples';
import { STYLES } from '../../src/server/catalog/styles';
import {
  composeRoom,
  createCompositorRenderer,
  drawnPlan,
  planRoom,
  type Placement,
} from '../../src/server/generation/compositor';
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { overlaps } from '../../src/server/generation/compositor/floor';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { designerRelations } from '../../src/server/generation/compositor/relations';
import { baseRoom } from '../../src/server/generation/compositor/geometry';
import {
  ROOM_IMAGE_HEIGHT,
  ROOM_IMAGE_WIDTH,
  type RoomPiece,
  type RoomSpec,
} from '../../src/server/generation/renderer';

jest.setTimeout(60_000);

const renderer = createCompositorRenderer();

/** Plan pieces of these categories at their sample sizes, ids by position. */
const samplePieces = (categories: readonly Category[]) =>
  categories.map((category, i) => ({ id: String(i), category, dimensions: SAMPLE_DIMENSIONS[category] }));

function catalogPiece(category: string, i: number, over: Partial<RoomPiece> = {}): RoomPiece {
  const dimensions = SAMPLE_DIMENSIONS[category as Category] ?? { widthCm: 80, depthCm: 45, heightCm: 80 };
  return {
    id: `p${i}-${category}`,
    category,
    title: `${category} ${i}`,
    style: 'Modern',
    color: 'Oak',
    dimensions,
    image: {
      kind: 'svg',
      svg: renderFurnitureSvg({
        category: category as Category,
        style: 'Modern',
        color: i % 2 ? 'Grey' : 'Oak',
        variant: i,
        dimensions,
      }),
    },
    ...over,
  };
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Share of the pixels inside the box that differ noticeably between two images. */
function changedShare(a: Pixels, b: Pixels, box: Placement['box']): number {
  let changed = 0;
  let total = 0;
  const x0 = Math.max(0, box.left);
  const y0 = Math.max(0, box.top);
  const x1 = Math.min(a.width, box.left + box.width);
  const y1 = Math.min(a.height, box.top + box.height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * a.channels;
      const j = (y * b.width + x) * b.channels;
      const d =
        Math.abs(a.data[i] - b.data[j]) +
        Math.abs(a.data[i + 1] - b.data[j + 1]) +
        Math.abs(a.data[i + 2] - b.data[j + 2]);
      if (d > 24) changed++;
      total++;
    }
  }
  return total ? changed / total : 0;
}

function expectNoOverlaps(placements: Placement[]): void {
  for (let i = 0; i < placements.length; i++) {
    for (let j = i + 1; j < placements.length; j++) {
      const a = placements[i].footprint;
      const b = placements[j].footprint;
      if (overlaps(a, b))
        throw new Error(
          `${placements[i].category} overlaps ${placements[j].category}: ${JSON.stringify(a)} ${JSON.stringify(b)}`,
        );
    }
  }
}

function expectInside(placements: Placement[], room: { width: number; depth: number }): void {
  for (const p of placements) {
    const f = p.footprint;
    expect(f.x).toBeGreaterThanOrEqual(0);
    expect(f.z).toBeGreaterThanOrEqual(0);
    expect(f.x + f.w).toBeLessThanOrEqual(room.width + 1e-6);
    expect(f.z + f.d).toBeLessThanOrEqual(room.depth + 1e-6);
    // In the frame, but for the near end of a piece along a side wall, which may run out of it as in a photo.
    const shown = Math.min(p.box.left + p.box.width, ROOM_IMAGE_WIDTH) - Math.max(p.box.left, 0);
    expect(shown).toBeGreaterThan(p.box.width * 0.5 - 1);
    expect(p.box.top).toBeGreaterThanOrEqual(0);
  }
}

/** A small deterministic generator for the mixed-piece cases. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('compositor: every room type', () => {
  for (const room of ROOM_TYPES) {
    test(`${room.name}: a furnished room decodes at 1536×1024 and differs from the empty room where each piece stands`, async () => {
      // Each category of the room type, with a second piece of the first category.
      const categories = [...room.categories, room.categories[0]];
      const spec: RoomSpec = {
        roomType: room.name,
        color: 'Navy',
        style: 'Scandinavian',
        pieces: categories.map((c, i) => catalogPiece(c, i)),
      };
      const full = await renderer.render(spec);
      expect(full.renderer).toBe('compositor');
      expect(full.width).toBe(ROOM_IMAGE_WIDTH);
      expect(full.height).toBe(ROOM_IMAGE_HEIGHT);
      const meta = await sharp(full.png).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([ROOM_IMAGE_WIDTH, ROOM_IMAGE_HEIGHT]);
      // The plan as drawn: its camera checked against the drawn picture, the pieces' boxes where they show.
      const plan = await drawnPlan(spec);
      expect(plan.placements).toHaveLength(spec.pieces.length);
      // The same room, empty (the planner may have made the room bigger for two of a kind).
      const bare = await composeRoom({ ...spec, pieces: [] }, { room: plan.room });
      const a = await decode(full.png);
      const b: Pixels = { data: Buffer.from(bare.data), width: bare.width, height: bare.height, channels: 4 };
      for (const p of plan.placements) {
        expect(p.widthPx).toBeGreaterThan(10);
        expect(p.heightPx).toBeGreaterThan(10);
        const share = changedShare(a, b, p.box);
        if (share < 0.15) throw new Error(`${p.category}: only ${(share * 100).toFixed(1)}% of its box changed`);
      }
    });
  }
});

describe('compositor: layout planner', () => {
  test('1 to 12 pieces of mixed categories never overlap and stay in the room, in every room type', () => {
    const rnd = lcg(42);
    for (const room of ROOM_TYPES) {
      for (let n = 1; n <= 12; n++) {
        const pieces = Array.from({ length: n }, (_, i) => {
          // Mostly the room's own categories, some from elsewhere in the catalog.
          const own = rnd() < 0.75;
          const list = own ? room.categories : ALL_CATEGORIES;
          const category = list[Math.floor(rnd() * list.length)];
          return { id: `${n}-${i}`, category, dimensions: SAMPLE_DIMENSIONS[category] };
        });
        const plan = planRoom(room.name, pieces);
        expect(plan.placements.map((p) => p.index).sort((x, y) => x - y)).toEqual(pieces.map((_, i) => i));
        expectNoOverlaps(plan.placements);
        expectInside(plan.placements, plan.room);
        expect(new Set(plan.placements.map((p) => p.zOrder)).size).toBe(n);
      }
    }
  });

  test('places each category where it belongs in a living room', () => {
    const pieces = samplePieces([C.sofas, C.coffeeTables, C.tvUnits, C.armchairs, C.armchairs]);
    const plan = planRoom('Living Room - Large', pieces);
    const [sofa, table, tv, a1, a2] = plan.placements;
    expect(sofa.footprint.z).toBeLessThan(5);
    expect(sofa.angle).toBe(0);
    expect(Math.abs(sofa.x - plan.room.width / 2)).toBeLessThan(20);
    // The coffee table stands in front of the sofa, centred on it.
    expect(table.footprint.z).toBeGreaterThan(sofa.footprint.z + sofa.footprint.d);
    expect(Math.abs(table.x - sofa.x)).toBeLessThan(30);
    // The TV unit stands against a side wall, facing into the room.
    expect(Math.abs(tv.angle)).toBe(90);
    expect(tv.footprint.x < 5 || tv.footprint.x + tv.footprint.w > plan.room.width - 5).toBe(true);
    // Two armchairs, one each side of the coffee table, turned towards it.
    expect(Math.sign(a1.x - table.x)).toBe(-Math.sign(a2.x - table.x));
    expect(a1.angle).not.toBe(0);
    expect(Math.sign(a1.angle)).toBe(-Math.sign(a2.angle));
  });

  test('a wall unit shares the back wall with the sofa, so a usual small living room keeps its own size', () => {
    const dims = {
      [C.sofas]: { widthCm: 220, depthCm: 91, heightCm: 85 },
      [C.coffeeTables]: { widthCm: 100, depthCm: 65, heightCm: 43 },
      [C.tvUnits]: { widthCm: 195, depthCm: 47, heightCm: 58 },
      [C.storageWallUnits]: { widthCm: 230, depthCm: 37, heightCm: 200 },
    };
    const pieces = Object.entries(dims).map(([category, dimensions], i) => ({ id: String(i), category, dimensions }));
    const plan = planRoom('Living Room - Small', pieces);
    expect(plan.room).toEqual(baseRoom('Living Room - Small'));
    const [sofa, , , unit] = plan.placements;
    expect(sofa.footprint.z).toBeLessThan(5);
    expect(unit.footprint.z).toBeLessThan(5);
    // Side by side, the group about the middle of the wall.
    const gap = Math.max(
      unit.footprint.x - (sofa.footprint.x + sofa.footprint.w),
      sofa.footprint.x - (unit.footprint.x + unit.footprint.w),
    );
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(40);
  });

  /** Two 160 cm beds and four bedside tables, beds first. */
  const twoBedsFourTables = (() => {
    const bed = { widthCm: 160, depthCm: 210, heightCm: 105 };
    const table = { widthCm: 49, depthCm: 44, heightCm: 56 };
    return [bed, bed, table, table, table, table].map((dimensions, i) => ({
      id: String(i),
      category: i < 2 ? C.bedFrames : C.bedsideTables,
      dimensions,
    }));
  })();

  test('two beds and four bedside tables: each bed has a table beside its head on either side', () => {
    // Wide enough for both beds and their tables along the back wall, with no room to spare.
    const room = { width: 850, depth: 500, height: 265 };
    const plan = planRoom('Bedroom - Large', twoBedsFourTables, room);
    expect(plan.room).toEqual(room);
    expectNoOverlaps(plan.placements);
    expect(designerRelations(plan)).toEqual([]);
  });

  describe('two beds side by side: the outer bedside tables stand further out where the back wall has room', () => {
    /** Each table's gap to its bed, left to right across the back wall. */
    const gapsIn = (room: { width: number; depth: number; height: number }) => {
      const plan = planRoom('Bedroom - Large', twoBedsFourTables, room);
      expect(plan.room).toEqual(room);
      expect(designerRelations(plan)).toEqual([]);
      const [b0, b1] = plan.placements.slice(0, 2).map((p) => p.footprint);
      const tables = plan.placements.slice(2).map((p) => p.footprint);
      tables.sort((a, b) => a.x - b.x);
      return [
        b0.x - (tables[0].x + tables[0].w),
        tables[1].x - (b0.x + b0.w),
        b1.x - (tables[2].x + tables[2].w),
        tables[3].x - (b1.x + b1.w),
      ].map(Math.round);
    };

    test('30 cm outside, a hand’s width between the beds', () => {
      expect(gapsIn({ width: 850, depth: 500, height: 265 })).toEqual([30, 14, 14, 30]);
    });

    test('a hand’s width all round where the wall is too short for the outer gaps', () => {
      // Both beds and their tables take 582 cm with the usual gaps, 614 with the outer ones.
      expect(gapsIn({ width: 610, depth: 500, height: 265 })).toEqual([14, 14, 14, 14]);
    });
  });

  test('a bed is centred on the back wall with a bedside table either side', () => {
    const cats = [C.bedsideTables, C.bedFrames, C.bedsideTables, C.wardrobes];
    const plan = planRoom('Bedroom - Small', samplePieces(cats));
    const [left, bed, right] = [plan.placements[0], plan.placements[1], plan.placements[2]];
    expect(bed.footprint.z).toBeLessThan(5);
    expect(Math.abs(bed.x - plan.room.width / 2)).toBeLessThan(20);
    expect(left.footprint.z).toBeLessThan(5);
    expect(right.footprint.z).toBeLessThan(5);
    expect(left.footprint.x + left.footprint.w).toBeLessThanOrEqual(bed.footprint.x);
    expect(right.footprint.x).toBeGreaterThanOrEqual(bed.footprint.x + bed.footprint.w);
    expect(bed.pose.mode).toBe('keystone');
  });

  test('a low kids’ chair at the table’s end stands clear of the table’s front leg in the picture', async () => {
    // 4 cm from the end, this 34 cm chair stood behind the leg, hidden 0.25.
    const { spec } = auditCase('Kids Room', 'Scandinavian', 'White', 'usual');
    const plan = await drawnPlan(spec);
    const { hidden } = await pictureFigures(plan, spec);
    const ends = plan.placements.filter((p) => p.category === C.kidsChairs && Math.abs(p.angle) === 90);
    expect(ends.length).toBeGreaterThan(0);
    for (const chair of ends) expect(hidden[chair.index]).toBeLessThanOrEqual(0.2);
  });

  test('six dining chairs go around the table (behind it, at its ends and in front), the sideboard on the right wall', () => {
    const pieces = samplePieces([C.diningTables, C.sideboards, ...Array(6).fill(C.diningChairs)]);
    const plan = planRoom('Dining Room', pieces);
    const table = plan.placements[0];
    const board = plan.placements[1];
    const chairs = plan.placements.slice(2);
    // Along the right wall, away from the window, in the back half: not behind the chairs on the far side.
    expect(board.angle).toBe(-90);
    expect(board.footprint.x + board.footprint.w).toBeGreaterThan(plan.room.width - 5);
    expect(board.y).toBeLessThan(plan.room.depth / 2);
    expectNoOverlaps(plan.placements);
    const t = table.footprint;
    const near = (p: Placement) =>
      Math.max(
        t.x - (p.footprint.x + p.footprint.w),
        p.footprint.x - (t.x + t.w),
        t.z - (p.footprint.z + p.footprint.d),
        p.footprint.z - (t.z + t.d),
        0,
      );
    // Pushed in: behind the table a few cm off its edge, at its ends a hand's width out (16 cm).
    for (const c of chairs) expect(near(c)).toBeLessThanOrEqual(16);
    expect(chairs.filter((c) => c.footprint.z + c.footprint.d <= t.z).length).toBeGreaterThanOrEqual(2);
    expect(chairs.filter((c) => c.pose.fromBehind).length).toBeGreaterThanOrEqual(1);
    const ends = chairs.filter((c) => c.x < t.x || c.x > t.x + t.w);
    expect(ends.length).toBe(2);
    // Square to the table's ends, facing it: seen in profile.
    for (const c of ends) expect(c.angle).toBe(c.x < t.x ? 90 : -90);
  });

  test('a desk with an office chair in front of it, pulled out towards its end', () => {
    const pieces = samplePieces([C.officeChairs, C.desks, C.bookshelves]);
    const plan = planRoom('Gaming/Office Room', pieces);
    const [chair, desk] = plan.placements;
    expect(desk.footprint.z).toBeLessThan(5);
    expect(chair.footprint.z).toBeGreaterThanOrEqual(desk.footprint.z + desk.footprint.d);
    // Off the desk's middle (where its back hid a third of the desk or more), half of it still before the desk.
    const deskEnd = desk.footprint.x + desk.footprint.w;
    expect(chair.x - desk.x).toBeGreaterThan(desk.footprint.w / 4);
    expect(deskEnd - chair.footprint.x).toBeCloseTo(chair.footprint.w / 2, 5);
    expect(chair.pose.fromBehind).toBe(true);
  });

  test('home theater: the sofa faces the TV unit on the back wall', () => {
    const pieces = samplePieces([C.tvUnits, C.sofas, C.sideTables, C.armchairs]);
    const plan = planRoom('Home Theater', pieces);
    const [tv, sofa, side, arm] = plan.placements;
    expect(tv.footprint.z).toBeLessThan(5);
    expect(sofa.footprint.z).toBeGreaterThan(tv.footprint.z + tv.footprint.d + 100);
    expect(sofa.pose.fromBehind).toBe(true);
    expect(arm.pose.fromBehind).toBe(true);
    expect(Math.abs(side.y - sofa.y)).toBeLessThan(60);
  });

  test('home theater without a TV unit: the seats face the camera instead of showing their backs', () => {
    const pieces = samplePieces([C.sofas, C.armchairs, C.sideTables]);
    const plan = planRoom('Home Theater', pieces);
    const [sofa] = plan.placements;
    expect(sofa.footprint.z).toBeLessThan(5);
    expect(sofa.angle).toBe(0);
    expect(plan.placements.filter((p) => p.pose.fromBehind)).toEqual([]);
  });

  test('an unknown category is placed along a wall', () => {
    const pieces = [
      { id: 'a', category: C.sofas, dimensions: SAMPLE_DIMENSIONS[C.sofas] },
      { id: 'b', category: 'Pianos', dimensions: { widthCm: 150, depthCm: 60, heightCm: 120 } },
      { id: 'c', category: 'Mystery', dimensions: undefined },
    ];
    const plan = planRoom('Living Room - Small', pieces);
    expectNoOverlaps(plan.placements);
    for (const p of plan.placements.slice(1)) {
      const f = p.footprint;
      const onWall = f.z < 5 || f.x < 5 || f.x + f.w > plan.room.width - 5;
      expect(onWall).toBe(true);
    }
  });

  test('twelve big pieces still fit without overlaps: the room grows', () => {
    const pieces = Array.from({ length: 12 }, (_, i) => ({
      id: String(i),
      category: C.wardrobes,
      dimensions: { widthCm: 200, depthCm: 65, heightCm: 230 },
    }));
    const plan = planRoom('Kids Room', pieces);
    expect(plan.placements).toHaveLength(12);
    expectNoOverlaps(plan.placements);
    expectInside(plan.placements, plan.room);
    expect(plan.room.width).toBeGreaterThan(planRoom('Kids Room', []).room.width);
  });

  test('absurd dimensions are tamed', () => {
    const plan = planRoom('Living Room - Small', [
      { id: 'a', category: C.sofas, dimensions: { widthCm: Number.NaN, depthCm: -3, heightCm: 1e9 } },
      { id: 'b', category: C.coffeeTables, dimensions: { widthCm: 0, depthCm: 0, heightCm: 0 } },
    ]);
    expectNoOverlaps(plan.placements);
    for (const p of plan.placements) {
      expect(Number.isFinite(p.box.width)).toBe(true);
      expect(p.size.heightCm).toBeLessThanOrEqual(250);
    }
  });
});

describe('compositor: imported photos', () => {
  async function photo(alpha: boolean): Promise<Buffer> {
    // A product (saturated block with legs) on a transparent or white ground.
    const ground = alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
    const fill = alpha ? '#d0202a' : '#1f47d6';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="40" y="60" width="320" height="170" fill="${fill}"/><rect x="60" y="230" width="14" height="50" fill="#333"/><rect x="326" y="230" width="14" height="50" fill="#333"/></svg>`;
    const base = sharp({ create: { width: 400, height: 300, channels: alpha ? 4 : 3, background: ground } });
    const drawn = base.composite([{ input: Buffer.from(svg) }]);
    return (alpha ? drawn : drawn.removeAlpha()).png().toBuffer();
  }

  test('a PNG with alpha and one without are both drawn in their boxes, the white ground cut away', async () => {
    const [withAlpha, opaque] = await Promise.all([photo(true), photo(false)]);
    expect((await sharp(opaque).metadata()).hasAlpha).toBe(false);
    const pieces: RoomPiece[] = [
      catalogPiece(C.sofas, 0, { id: 'sofa', image: { kind: 'raster', bytes: withAlpha } }),
      catalogPiece(C.coffeeTables, 1),
      catalogPiece(C.tvUnits, 2, { id: 'tv', image: { kind: 'raster', bytes: opaque } }),
    ];
    const spec: RoomSpec = { roomType: 'Living Room - Small', color: 'White', style: 'Modern', pieces };
    const img = await decode((await renderer.render(spec)).png);
    const plan = planRoom(spec.roomType, pieces);
    const count = (box: Placement['box'], test: (r: number, g: number, b: number) => boolean) => {
      let n = 0;
      for (let y = Math.max(0, box.top); y < Math.min(img.height, box.top + box.height); y++) {
        for (let x = Math.max(0, box.left); x < Math.min(img.width, box.left + box.width); x++) {
          const i = (y * img.width + x) * img.channels;
          if (test(img.data[i], img.data[i + 1], img.data[i + 2])) n++;
        }
      }
      return n;
    };
    const sofa = plan.placements[0];
    const tv = plan.placements[2];
    const red = count(sofa.box, (r, g, b) => r > 150 && g < 80 && b < 80);
    const blue = count(tv.box, (r, g, b) => b > 150 && r < 80 && g < 110);
    expect(red).toBeGreaterThan(sofa.box.width * sofa.box.height * 0.2);
    expect(blue).toBeGreaterThan(200);
    // The white photo ground is gone: no pure white left inside the TV unit's box.
    expect(count(tv.box, (r, g, b) => r > 250 && g > 250 && b > 250)).toBeLessThan(20);
  });

  test('a photo on a busy ground is drawn as a framed card', async () => {
    const busy = await sharp({
      create: { width: 200, height: 160, channels: 3, background: { r: 120, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    const spec: RoomSpec = {
      roomType: 'Bedroom - Small',
      color: 'Beige',
      style: 'Modern',
      pieces: [catalogPiece(C.wardrobes, 0, { image: { kind: 'raster', bytes: busy } })],
    };
    const img = await decode((await renderer.render(spec)).png);
    const bare = await decode((await renderer.render({ ...spec, pieces: [] })).png);
    const [p] = planRoom(spec.roomType, spec.pieces).placements;
    expect(changedShare(img, bare, p.box)).toBeGreaterThan(0.2);
  });

  test('a broken image fails the render with an error rather than crashing', async () => {
    const spec: RoomSpec = {
      roomType: 'Bedroom - Small',
      color: 'Beige',
      style: 'Modern',
      pieces: [catalogPiece(C.wardrobes, 0, { image: { kind: 'raster', bytes: Buffer.from('not an image') } })],
    };
    await expect(renderer.render(spec)).rejects.toThrow();
  });
});

describe('compositor: determinism and limits', () => {
  test('the same spec gives the same PNG bytes', async () => {
    const pieces = [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits, C.armchairs, C.armchairs].map((c, i) =>
      catalogPiece(c, i),
    );
    const spec: RoomSpec = { roomType: 'Living Room - Large', color: 'Walnut', style: 'Industrial', pieces };
    const a = await renderer.render(spec);
    const b = await renderer.render(JSON.parse(JSON.stringify(spec)) as RoomSpec);
    expect(a.png.equals(b.png)).toBe(true);
  });

  test('another variation (a regenerated request) dresses the same room differently', async () => {
    const pieces = [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits].map((c, i) => catalogPiece(c, i));
    const spec: RoomSpec = { roomType: 'Living Room - Small', color: 'Grey', style: 'Scandinavian', pieces };
    const renders = await Promise.all(
      ['request-1', 'request-2', 'request-3'].map((variation) => renderer.render({ ...spec, variation })),
    );
    const distinct = new Set(renders.map((r) => r.png.toString('base64')));
    expect(distinct.size).toBeGreaterThan(1);
    const again = await renderer.render({ ...spec, variation: 'request-1' });
    expect(again.png.equals(renders[0].png)).toBe(true);
  });

  test('every style and a few colours render', async () => {
    const colors = ['Navy', 'White', 'Black', 'Other', '#40a060'];
    for (const [i, style] of STYLES.entries()) {
      const spec: RoomSpec = {
        roomType: ROOM_TYPES[i % ROOM_TYPES.length].name,
        color: colors[i % colors.length],
        style,
        pieces: [catalogPiece(C.sideTables, i)],
      };
      const { png } = await renderer.render(spec);
      expect((await sharp(png).metadata()).width).toBe(ROOM_IMAGE_WIDTH);
    }
  });

  test('walls stay a neutral the pieces stand out against: light behind a strong colour, deeper behind pale pieces, warmed by wood', async () => {
    const px = async (color: string) => {
      const frame = await composeRoom({ roomType: 'Bedroom - Small', color, style: 'Modern', pieces: [] });
      const at = (x: number, y: number) =>
        Array.from(frame.data.slice((y * frame.width + x) * 4, (y * frame.width + x) * 4 + 3));
      // Upper back wall (clear of art) and the right side wall.
      return { back: at(768, 200), side: at(1460, 300) };
    };
    const navy = await px('Navy');
    const white = await px('White');
    const oak = await px('Oak');
    // Navy: a light neutral wall (barely tinted), not a navy one.
    expect(Math.min(...navy.back)).toBeGreaterThan(150);
    expect(Math.min(...navy.side)).toBeGreaterThan(150);
    // White: a deeper back wall, so white pieces show against it.
    expect(Math.max(...white.back)).toBeLessThan(190);
    expect(Math.min(...white.side)).toBeGreaterThan(180);
    expect(Math.min(...oak.back)).toBeGreaterThan(150);
  });

  test('an unknown room type and style still give a room', async () => {
    const spec: RoomSpec = {
      roomType: 'Conservatory',
      color: 'Mauve',
      style: 'Baroque',
      pieces: [catalogPiece(C.sofas, 0), catalogPiece('Hammocks', 1)],
    };
    const { png } = await renderer.render(spec);
    expect((await sharp(png).metadata()).height).toBe(ROOM_IMAGE_HEIGHT);
  });

  test('an aborted signal stops the render', async () => {
    const ctrl = new AbortController();
    ctrl.abort(new Error('stop'));
    await expect(
      renderer.render({ roomType: 'Dining Room', color: 'Oak', style: 'Modern', pieces: [] }, ctrl.signal),
    ).rejects.toThrow('stop');
  });
});
