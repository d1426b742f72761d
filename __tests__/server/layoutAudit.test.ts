// The layout audit (issue 16): its hard rules over every combination, golden figures per room type,
// property tests over random selections, and the checks themselves shown able to fail.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ALL_CATEGORIES, CATEGORIES as C, MAX_FURNITURE_PER_ROOM, ROOM_TYPE_NAMES } from '../../src/shared/constants';
import { type Placement, type Plan, planRoom, type PlanPiece } from '../../src/server/generation/compositor';
import {
  AUDIT_COLORS,
  type AuditCase,
  auditCase,
  auditCases,
} from '../../src/server/generation/compositor/audit/auditCases';
import {
  type AuditResult,
  auditRoom,
  meetsAll,
  summarize,
} from '../../src/server/generation/compositor/audit/layoutAudit';
import { planFigures } from '../../src/server/generation/compositor/audit/planChecks';
import { designerRelations } from '../../src/server/generation/compositor/relations';
import { finish, itemsOf } from '../../src/server/generation/compositor/planner';
import { baseRoom } from '../../src/server/generation/compositor/geometry';
import { footprintAt } from '../../src/shared/layoutRules';
import { WINDOW_SILL_CM } from '../../src/shared/roomOpenings';
import { isBunk } from '../../src/server/catalog/art/kids';
import { STYLES } from '../../src/server/catalog/styles';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { PICTURE_GOALS } from '../../src/server/generation/compositor/pictureGoals';
import { drawPiece } from '../../src/server/generation/compositor/drawPiece';
import { drawnPlan, planOf } from '../../src/server/generation/compositor/index';
import { blankSprite } from '../../src/server/generation/compositor/sprite';
import { ROOM_IMAGE_HEIGHT, ROOM_IMAGE_WIDTH } from '../../src/server/generation/renderer';

jest.setTimeout(120_000);

const hardRules = (f: ReturnType<typeof planFigures>) => ({
  outside: f.outside,
  overlaps: f.overlaps,
  openings: f.relations.filter((r) => /blocks the (window|door)/.test(r)),
});

describe('layout audit: hard rules', () => {
  it('every room type × style × colour × selection size: nothing outside the room, no overlap, window and door clear; walkways and relations kept', async () => {
    let rooms = 0;
    const broken: string[] = [];
    const undesigned: string[] = [];
    for (const c of auditCases()) {
      const r = await auditRoom(c, false);
      rooms++;
      const hard = hardRules(r);
      if (hard.outside || hard.overlaps || hard.openings.length) broken.push(`${r.name}: ${JSON.stringify(hard)}`);
      if (r.walkways.length || r.relations.length) undesigned.push(r.name);
    }
    expect(rooms).toBe(8 * 12 * 3 * 3);
    expect(broken).toEqual([]);
    expect(undesigned).toEqual([]);
  });

  it('random selections of up to 12 pieces of any category and size keep the hard rules', () => {
    const dims = fc.record({
      widthCm: fc.integer({ min: 25, max: 320 }),
      depthCm: fc.integer({ min: 25, max: 240 }),
      heightCm: fc.integer({ min: 30, max: 240 }),
    });
    const pieces = fc.array(fc.record({ category: fc.constantFrom(...ALL_CATEGORIES), dimensions: dims }), {
      minLength: 1,
      maxLength: MAX_FURNITURE_PER_ROOM,
    });
    fc.assert(
      fc.property(fc.constantFrom(...ROOM_TYPE_NAMES), pieces, (roomType, picks) => {
        const plan = planRoom(
          roomType,
          picks.map((p, i): PlanPiece => ({ id: `p${i}`, ...p })),
        );
        expect(plan.placements).toHaveLength(picks.length);
        expect(hardRules(planFigures(plan))).toEqual({ outside: 0, overlaps: 0, openings: [] });
      }),
      { numRuns: 60, seed: 16 },
    );
  });
});

describe('layout audit: the summary', () => {
  /** A drawn room's result with these figures (`hiddenWhole`: a chair under its table measured whole). */
  const room = (hidden: number[], coverage: number, emptyLowerThird: number, hiddenWhole?: number[]): AuditResult => ({
    name: 'r',
    pieces: hidden.length,
    outside: 0,
    overlaps: 0,
    walkways: [],
    relations: [],
    hidden,
    ...(hiddenWhole ? { hiddenWhole } : {}),
    coverage,
    emptyLowerThird,
  });

  it('counts the rooms over or under each picture goal and those meeting all three', () => {
    const s = summarize([
      room([0, 0.2], 0.45, 0.5),
      room([0.21], 0.6, 0.3),
      room([0.1], 0.44, 0.3),
      room([0.1], 0.5, 0.51),
      room([0.05, 0.1], 0.7, 0.1),
    ]);
    expect(s).toMatchObject({ rooms: 5, overHidden: 1, underCoverage: 1, overEmpty: 1, meetingAll: 2 });
    // Pieces, not rooms: 0.2 is within the goal, 0.21 past it.
    expect(s).toMatchObject({ piecesOverHidden: 1, piecesDrawn: 7 });
  });

  it('also counts the rooms over the hidden goal with a chair pushed in under its table measured whole', () => {
    const s = summarize([room([0, 0.1], 0.5, 0.3, [0, 0.6]), room([0.05], 0.5, 0.3, [0.05])]);
    expect(s).toMatchObject({ overHidden: 0, overHiddenWhole: 1, meetingAll: 2 });
  });
});

/** A plan of pieces put exactly where a test says (centre in cm, planner angle). */
function placed(
  roomType: string,
  spots: { category: string; size: [number, number, number]; x: number; z: number; angle?: number }[],
) {
  const pieces: PlanPiece[] = spots.map((s, i) => ({
    id: `p${i}`,
    category: s.category,
    dimensions: { widthCm: s.size[0], depthCm: s.size[1], heightCm: s.size[2] },
  }));
  const items = itemsOf(pieces);
  const at = new Map(
    spots.map((s, i) => [i, { rect: footprintAt(s.x, s.z, items[i].size, s.angle ?? 0), angle: s.angle ?? 0 }]),
  );
  return finish(roomType, baseRoom(roomType), items, at);
}

describe('layout audit: the checks fail where a designer would object', () => {
  it('a sofa turned away from the coffee table and TV', () => {
    const ok = placed('Living Room - Small', [
      { category: C.sofas, size: [200, 90, 80], x: 240, z: 47 },
      { category: C.coffeeTables, size: [100, 55, 40], x: 240, z: 160 },
    ]);
    expect(designerRelations(ok)).toEqual([]);
    const away = placed('Living Room - Small', [
      { category: C.sofas, size: [200, 90, 80], x: 240, z: 47, angle: 180 },
      { category: C.coffeeTables, size: [100, 55, 40], x: 240, z: 160 },
    ]);
    expect(designerRelations(away)).toContain(`${C.sofas} #1 faces neither the TV nor the coffee table`);
  });

  it('a seat turned to the TV right before its screen; one across the room, or turned to the coffee table, is not', () => {
    const tv = { category: C.tvUnits, size: [180, 45, 50] as [number, number, number], x: 322, z: 24 };
    const near = placed('Home Theater', [
      tv,
      { category: C.sofas, size: [200, 90, 80], x: 322, z: 330, angle: 180 },
      { category: C.armchairs, size: [90, 90, 90], x: 200, z: 120, angle: 135 },
    ]);
    expect(designerRelations(near)).toEqual([`${C.armchairs} #3 sits too close to the TV`]);
    const across = placed('Home Theater', [
      tv,
      { category: C.sofas, size: [200, 90, 80], x: 322, z: 330, angle: 180 },
      { category: C.armchairs, size: [90, 90, 90], x: 150, z: 200, angle: 135 },
    ]);
    expect(designerRelations(across)).toEqual([]);
    const talking = placed('Living Room - Large', [
      { category: C.tvUnits, size: [180, 45, 50], x: 637, z: 150, angle: -90 },
      { category: C.coffeeTables, size: [100, 55, 40], x: 450, z: 150 },
      { category: C.armchairs, size: [90, 90, 90], x: 560, z: 150, angle: -90 },
    ]);
    expect(designerRelations(talking)).toEqual([]);
  });

  it('chairs away from the table, chairs pushed in unevenly, a desk chair away from the desk', () => {
    const far = placed('Dining Room', [
      { category: C.diningTables, size: [180, 90, 75], x: 260, z: 230 },
      { category: C.diningChairs, size: [45, 50, 85], x: 220, z: 160 },
      { category: C.diningChairs, size: [45, 50, 85], x: 300, z: 140 },
      { category: C.diningChairs, size: [45, 50, 85], x: 60, z: 400 },
    ]);
    const msgs = designerRelations(far);
    expect(msgs).toContain(`${C.diningChairs} #4 does not sit at a table`);
    expect(msgs).toContain(`${C.diningChairs} at ${C.diningTables} #1 are not pushed in evenly`);
    const office = placed('Gaming/Office Room', [
      { category: C.desks, size: [120, 60, 75], x: 215, z: 32 },
      { category: C.officeChairs, size: [60, 60, 110], x: 215, z: 300, angle: 180 },
    ]);
    expect(designerRelations(office)).toContain(`${C.officeChairs} #2 does not sit at a desk`);
  });

  it('a bedside table away from the bed, a chest off the wall, a wardrobe before the window, a piece in the door', () => {
    const room = baseRoom('Bedroom - Large');
    const plan = placed('Bedroom - Large', [
      { category: C.bedFrames, size: [160, 210, 110], x: 280, z: 107 },
      { category: C.bedsideTables, size: [50, 40, 55], x: 100, z: 22 },
      { category: C.chestOfDrawers, size: [90, 45, 100], x: 300, z: 300 },
      { category: C.wardrobes, size: [150, 60, 210], x: 32, z: 160, angle: 90 },
      { category: C.armchairs, size: [80, 80, 90], x: room.width - 45, z: room.depth - 80 },
    ]);
    const msgs = designerRelations(plan);
    expect(msgs).toContain(`${C.bedsideTables} #2 does not stand beside a bed's head`);
    expect(msgs).toContain(`${C.chestOfDrawers} #3 does not stand against a wall`);
    expect(msgs).toContain(`${C.wardrobes} #4 blocks the window`);
    expect(msgs).toContain(`${C.armchairs} #5 blocks the door`);
  });

  it('a walkway: something that is not the sofa’s coffee table within 60 cm in front of it', () => {
    const clear = placed('Living Room - Small', [
      { category: C.sofas, size: [200, 90, 80], x: 240, z: 47 },
      { category: C.coffeeTables, size: [100, 55, 40], x: 240, z: 140 },
    ]);
    expect(planFigures(clear).walkways).toEqual([]);
    const blocked = placed('Living Room - Small', [
      { category: C.sofas, size: [200, 90, 80], x: 240, z: 47 },
      { category: C.storageWallUnits, size: [100, 40, 180], x: 240, z: 135 },
    ]);
    expect(planFigures(blocked).walkways).toEqual([`${C.sofas} #1: less than 60 cm clear in front`]);
  });
});

describe('layout audit: storage in sight', () => {
  it('a chest of drawers is not placed behind a wardrobe on its wall', async () => {
    // Before: on the left wall behind the wardrobe, 0.92 of it hidden.
    const c = auditCase('Bedroom - Small', 'Bohemian', 'Navy', 'usual');
    const r = await auditRoom(c, true);
    const chest = c.spec.pieces.findIndex((p) => p.category === C.chestOfDrawers);
    expect(chest).toBeGreaterThanOrEqual(0);
    expect(r.hidden![chest]).toBeLessThanOrEqual(0.2);
  });
});

describe('layout audit: bedside tables in sight', () => {
  it('the mattress hides no bedside table: a hand’s width between them, the small bedroom’s usual selection in every style', async () => {
    // Before (6 cm), from a camera in front of the bed the mattress's corner hid up to 0.26 of a table here.
    const over: string[] = [];
    for (const style of STYLES) {
      const c = auditCase('Bedroom - Small', style, 'Oak', 'usual');
      const r = await auditRoom(c, true);
      c.spec.pieces.forEach((p, i) => {
        if (p.category === C.bedsideTables && r.hidden![i] > 0.2) over.push(`${r.name}: ${r.hidden![i].toFixed(2)}`);
      });
    }
    expect(over).toEqual([]);
  });
});

/**
 * A room type's usual selection in every style, in one colour: each plan handed to `checkPlan`, then drawn and
 * measured.
 */
async function usualInEveryStyle(
  roomType: string,
  color: string,
  checkPlan: (plan: Plan) => void = () => {},
): Promise<{ c: AuditCase; r: AuditResult }[]> {
  const rooms: { c: AuditCase; r: AuditResult }[] = [];
  for (const style of STYLES) {
    const c = auditCase(roomType, style, color, 'usual');
    checkPlan(planOf(c.spec));
    rooms.push({ c, r: await auditRoom(c, true) });
  }
  return rooms;
}

const stylesMeetingAll = (rooms: { c: AuditCase; r: AuditResult }[]) =>
  rooms.filter(({ r }) => meetsAll(r)).map(({ c }) => c.style);

describe('layout audit: a kids’ room as one group', () => {
  it('the play table stands beside the bed, clear of the cabinet, and the pictures meet the goals in most styles', async () => {
    // Before, the table stood alone in the middle of the floor (its centre 0.62 of the way in), and the picture
    // framing bed, cabinet and table was a third empty floor: none of these 12 met every goal.
    const rooms = await usualInEveryStyle('Kids Room', 'White', (plan) => {
      const at = (category: string) => plan.placements.find((p) => p.category === category)!.footprint;
      const [table, cabinet] = [at(C.kidsTables), at(C.kidsCabinets)];
      expect(table.z + table.d / 2).toBeLessThanOrEqual(plan.room.depth * 0.4);
      expect(table.z).toBeGreaterThanOrEqual(cabinet.z + cabinet.d + 60);
    });
    expect(stylesMeetingAll(rooms).length).toBeGreaterThanOrEqual(8);
  });
});

describe('layout audit: kids’ chairs at their table', () => {
  it('a chair that finds no room at the table’s end sits in front of it, never behind its corner', async () => {
    // Before, the bed beside the table pushed the chair at its end 60 cm back, behind the table's corner, where the
    // table hid 0.29 to 0.31 of it (3 of these 36 rooms).
    const behind: string[] = [];
    for (const style of STYLES)
      for (const color of ['Navy', 'White', 'Oak']) {
        const plan = planOf(auditCase('Kids Room', style, color, 'usual').spec);
        const table = plan.placements.find((p) => p.category === C.kidsTables)!.footprint;
        for (const chair of plan.placements.filter((p) => p.category === C.kidsChairs)) {
          const { z, d } = chair.footprint;
          if (z + d / 2 < table.z) behind.push(`${style} · ${color}: ${chair.angle}° at z ${z}`);
        }
      }
    expect(behind).toEqual([]);
    const c = auditCase('Kids Room', 'Modern', 'White', 'usual');
    const r = await auditRoom(c, true);
    const chairs = c.spec.pieces.flatMap((p, i) => (p.category === C.kidsChairs ? [r.hidden![i]] : []));
    expect(Math.max(...chairs)).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
  });
});

describe('layout audit: kids’ chairs at two tables', () => {
  it('the second table’s chairs never sit behind it, where a stool stood under its top’s line, hidden', () => {
    // Before, the two chairs of the second of two tables sat behind it: a chair there was hidden past a fifth in 15 of
    // the 36 twelve-piece kids' rooms.
    const behind: string[] = [];
    for (const style of STYLES)
      for (const color of ['Navy', 'White', 'Oak']) {
        const plan = planOf(auditCase('Kids Room', style, color, 'most').spec);
        const tables = plan.placements.filter((p) => p.category === C.kidsTables).map((p) => p.footprint);
        expect(tables).toHaveLength(2);
        const second = tables[1];
        for (const chair of plan.placements.filter((p) => p.category === C.kidsChairs)) {
          const { x, z, w, d } = chair.footprint;
          if (z + d <= second.z + 1 && x < second.x + second.w && x + w > second.x && second.z - (z + d) < 20)
            behind.push(`${style} · ${color}: chair ${chair.index} at x ${x}, z ${z}`);
        }
      }
    expect(behind).toEqual([]);
  });
});

describe('layout audit: dining chairs at two tables', () => {
  it('a chair that finds no room at its table’s end sits in front of the table, not before the sideboard beyond it', async () => {
    // Before, the sideboard on the right wall left no room at the right table's end, and with a chair already in front
    // of the table's middle the chair for that end stood 70 cm forward of it, before the sideboard, which it and the
    // table hid 0.28.
    const c = auditCase('Dining Room', 'Scandinavian', 'White', 'most');
    const plan = await drawnPlan(c.spec);
    const board = plan.placements.find((p) => p.category === C.sideboards && p.angle === -90)!;
    const tables = plan.placements.filter((p) => p.category === C.diningTables).map((p) => p.footprint);
    for (const chair of plan.placements.filter((p) => p.category === C.diningChairs)) {
      const { x, z, w, d } = chair.footprint;
      // Beside or across a table, within its depth or its width.
      const atATable = tables.some(
        (t) => (z < t.z + t.d && z + d > t.z) || (x < t.x + t.w && x + w > t.x && Math.abs(chair.angle) % 180 === 0),
      );
      expect({ chair: chair.index, atATable }).toEqual({ chair: chair.index, atATable: true });
    }
    const r = await auditRoom(c, true);
    expect(r.hidden![board.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
  });
});

describe('layout audit: a theatre’s seats as a U', () => {
  it('the armchairs stand either side of the seats, a third of the way to the screen and turned to it, and the seating fills the picture', async () => {
    // Before, level with the sofa, the seat row ran the room's width, a low band across the picture seen from
    // behind: none of these 12 filled more than a third of it, and none met every goal; halfway to the screen
    // 7 of them met every goal, one filling 0.38 of the picture.
    const rooms = await usualInEveryStyle('Home Theater', 'White', (plan) => {
      const of = (category: string) => plan.placements.filter((p) => p.category === category);
      const [tv] = of(C.tvUnits);
      const [sofa] = of(C.sofas);
      for (const chair of of(C.armchairs)) {
        expect(chair.y).toBeLessThan(sofa.y - 100);
        expect(chair.y).toBeGreaterThan(tv.y + 100);
        expect(Math.abs(chair.angle)).toBeGreaterThan(100);
        expect(Math.abs(chair.angle)).toBeLessThan(165);
      }
      expect(designerRelations(plan)).toEqual([]);
    });
    for (const { r } of rooms) expect(r.coverage).toBeGreaterThan(0.4);
    expect(stylesMeetingAll(rooms).length).toBeGreaterThanOrEqual(9);
  });
});

describe('layout audit: a crowded theatre’s screen', () => {
  it('no armchair stands before the screen: every one sits at least 1.5 m from it', () => {
    // Before, where the row of armchairs ran out of room, the spiral of free spots stood one within 1.5 m of the
    // screen, turned to it, in 16 of these 36 rooms, in 15 of them 8-31 cm before the TV unit.
    for (const style of STYLES)
      for (const color of ['Navy', 'White', 'Oak']) {
        const plan = planOf(auditCase('Home Theater', style, color, 'most').spec);
        const tv = plan.placements.find((p) => p.category === C.tvUnits)!.footprint;
        for (const chair of plan.placements.filter((p) => p.category === C.armchairs)) {
          const r = chair.footprint;
          const distance = Math.hypot(r.x + r.w / 2 - (tv.x + tv.w / 2), r.z + r.d / 2 - (tv.z + tv.d));
          expect({ style, color, distance: Math.min(150, Math.round(distance)) }).toEqual({
            style,
            color,
            distance: 150,
          });
        }
      }
  });
});

describe('layout audit: a theatre’s third sofa', () => {
  it('stands along a side wall rather than in a third row, and the rows no longer hide the TV unit', async () => {
    // In three rows, the first stood nearer the screen so that the rows behind it fitted.
    for (const style of STYLES)
      for (const color of AUDIT_COLORS) {
        const plan = planOf(auditCase('Home Theater', style, color, 'most').spec);
        const sofas = plan.placements.filter((p) => p.category === C.sofas);
        expect({ style, color, rows: sofas.filter((p) => p.angle === 180).length }).toEqual({ style, color, rows: 2 });
        const third = sofas.find((p) => p.angle !== 180)!;
        const f = third.footprint;
        expect([f.x <= 6 || f.x + f.w >= plan.room.width - 6, Math.abs(third.angle)]).toEqual([true, 90]);
      }
    // From the camera behind three rows, the first hid the TV unit 0.83-0.99 in these eight of the 36. In two rows,
    // with the backs' tops drawn (their thickness, seen from above), the first hides it up to 0.50, a piece at most
    // 0.504.
    const once = [
      ['Coastal', 'Oak'],
      ['Modern', 'White'],
      ['Scandinavian', 'Navy'],
      ['Mid-Century', 'Navy'],
      ['Hamptons', 'Navy'],
      ['Japandi', 'Oak'],
      ['Bohemian', 'White'],
      ['Art Deco', 'Navy'],
    ];
    for (const [style, color] of once) {
      const c = auditCase('Home Theater', style, color, 'most');
      const r = await auditRoom(c, true);
      const tv = r.hidden![c.spec.pieces.findIndex((p) => p.category === C.tvUnits)];
      expect({ style, color, tv: tv <= 0.55, most: Math.max(...r.hidden!) <= 0.55 }).toEqual({
        style,
        color,
        tv: true,
        most: true,
      });
    }
  });
});

describe('layout audit: a theatre’s side table in sight', () => {
  it('stands level with the back of the seats, and the sofa’s arm hides no more than a fifth of it', async () => {
    // Before, level with the front of the seats, the arm hid a fifth to two fifths of it in 4 of these 12 rooms.
    const rooms = await usualInEveryStyle('Home Theater', 'Navy', (plan) => {
      const [sofa] = plan.placements.filter((p) => p.category === C.sofas);
      const table = plan.placements.find((p) => p.category === C.sideTables)!;
      expect(table.footprint.z + table.footprint.d).toBeGreaterThan(sofa.footprint.z + sofa.footprint.d - 10);
    });
    const shares = rooms.map(({ c, r }) => r.hidden![c.spec.pieces.findIndex((p) => p.category === C.sideTables)]);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.2);
  });
});

describe('layout audit: a desk in sight', () => {
  it('the desk chair, rolled out to the desk’s end, hides no more than a fifth of the desk in every style', async () => {
    // Before, square before the desk's middle, the chair's back hid 0.3 to 0.48 of the desk in every style; a
    // fifth of the chair past the end, up to 0.29 of it.
    const rooms = await usualInEveryStyle('Gaming/Office Room', 'Navy', (plan) => {
      const desk = plan.placements.find((p) => p.category === C.desks)!;
      const chair = plan.placements.find((p) => p.category === C.officeChairs)!;
      expect(chair.x).toBeGreaterThan(desk.footprint.x + desk.footprint.w - chair.size.widthCm * 0.1);
      expect(designerRelations(plan)).toEqual([]);
    });
    const shares = rooms.map(({ c, r }) => r.hidden![c.spec.pieces.findIndex((p) => p.category === C.desks)]);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.2);
  });
});

describe('layout audit: a large bedroom’s floor in use', () => {
  it('the chest of drawers stands forward on the left wall, and the lowest third is no more than half empty floor', async () => {
    // Before, on the back wall beside a bedside table, the floor before it was empty: 0.39 to 0.68 of the lowest
    // third in these 12 rooms, five of them over half.
    const rooms = await usualInEveryStyle('Bedroom - Large', 'White', (plan) => {
      const chest = plan.placements.find((p) => p.category === C.chestOfDrawers)!;
      expect({ x: chest.footprint.x, angle: chest.angle }).toEqual({ x: 2, angle: 90 });
      expect(chest.y).toBeGreaterThan(plan.room.depth / 2);
    });
    expect(Math.max(...rooms.map(({ r }) => r.emptyLowerThird!))).toBeLessThanOrEqual(0.5);
  });
});

describe('layout audit: a living room’s wall unit towards the back', () => {
  it('off the back wall, a low unit stands in the back half of a side wall, and the small living room’s picture meets the goals', async () => {
    // Before, the arrangement with the sofa centred stood the unit forward on the left wall, at 0.7 of the depth, where
    // the picture widened to show it: in Coastal Oak the furniture covered 0.43 of the picture. A unit taller than the
    // window's sill still goes past the window.
    const offTheBackWall: string[] = [];
    for (const style of STYLES) {
      const c = auditCase('Living Room - Small', style, 'Oak', 'usual');
      const plan = planRoom(c.spec.roomType, c.spec.pieces, undefined, 1);
      const unit = plan.placements.find((p) => p.category === C.storageWallUnits)!;
      if (unit.angle === 0 || unit.size.heightCm > WINDOW_SILL_CM) continue;
      offTheBackWall.push(style);
      expect({ style, backHalf: unit.y < plan.room.depth / 2 }).toEqual({ style, backHalf: true });
    }
    expect(offTheBackWall.length).toBeGreaterThan(0);
    const r = await auditRoom(auditCase('Living Room - Small', 'Coastal', 'Oak', 'usual'), true);
    expect(meetsAll(r)).toBe(true);
  });
});

describe('layout audit: a small living room’s wall unit beside a corner sofa', () => {
  it('stands on the sofa’s right, on the back wall, where on the right wall the TV unit stood before it', async () => {
    // Coastal Navy: the sofa centred, the unit stood on the right wall behind the TV unit, hidden 0.30; with the unit
    // on the sofa's left the TV unit found no room beside the chaise and stood on the left wall, the picture 0.38
    // covered.
    const c = auditCase('Living Room - Small', 'Coastal', 'Navy', 'usual');
    const plan = await drawnPlan(c.spec);
    const at = (category: string) => plan.placements.find((p) => p.category === category)!;
    const [sofa, unit, tv] = [at(C.sofas), at(C.storageWallUnits), at(C.tvUnits)];
    expect(sofa.size.depthCm).toBeGreaterThanOrEqual(150);
    expect({ unit: unit.angle, tv: tv.angle }).toEqual({ unit: 0, tv: -90 });
    expect(unit.footprint.x).toBeGreaterThanOrEqual(sofa.footprint.x + sofa.footprint.w);
    const r = await auditRoom(c, true);
    expect(r.hidden![unit.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });
});

describe('layout audit: 2 % of the picture clear at the sides', () => {
  it('lets the camera step back with a longer lens: a small living room and an office meet every goal', async () => {
    // At 3 % the living room's furniture covered 0.415 of its picture and the office's desk was hidden 0.2025.
    for (const [roomType, style] of [
      ['Living Room - Small', 'Traditional'],
      ['Gaming/Office Room', 'Hamptons'],
    ]) {
      const r = await auditRoom(auditCase(roomType, style, 'White', 'usual'), true);
      expect({ roomType, meetsAll: meetsAll(r) }).toEqual({ roomType, meetsAll: true });
    }
  });
});

describe('layout audit: a second low sideboard under the window', () => {
  it('stands on the left wall, across the room from the first, and a 12-piece dining room meets the goals', async () => {
    // Before, it stood beside the first on the right wall: the nearer hid the far one's end (Coastal White: 0.38).
    const low: string[] = [];
    for (const style of STYLES) {
      const c = auditCase('Dining Room', style, 'Navy', 'most');
      const plan = planRoom(c.spec.roomType, c.spec.pieces, undefined, 0);
      const [first, second] = plan.placements
        .filter((p) => p.category === C.sideboards)
        .sort((a, b) => a.index - b.index);
      if (second.size.heightCm > WINDOW_SILL_CM) continue;
      low.push(style);
      expect({ style, first: first.angle, second: second.angle, x: second.footprint.x }).toEqual({
        style,
        first: -90,
        second: 90,
        x: 2,
      });
    }
    expect(low.length).toBeGreaterThan(0);
    const r = await auditRoom(auditCase('Dining Room', 'Coastal', 'White', 'most'), true);
    expect(meetsAll(r)).toBe(true);
  });
});

describe("layout audit: a large living room's TV unit", () => {
  it('stands further back on the right wall where armchairs stand before the coffee table, and the picture closes in', async () => {
    // 20 cm behind the coffee table's middle, as in a room without armchairs, the TV unit reached forward to the
    // armchairs and the picture of Modern White's group was wide, the furniture covering 0.355 of it.
    const c = auditCase('Living Room - Large', 'Modern', 'White', 'usual');
    const plan = await drawnPlan(c.spec);
    const [table, tv] = [C.coffeeTables, C.tvUnits].map((k) => plan.placements.find((p) => p.category === k)!);
    const middle = (p: Placement) => p.footprint.z + p.footprint.d / 2;
    expect(middle(table) - middle(tv)).toBeGreaterThanOrEqual(40);
    expect(meetsAll(await auditRoom(c, true))).toBe(true);
  });
});

describe("layout audit: a large living room's armchair beside the TV unit", () => {
  it('keeps 35 cm of floor before the TV unit, and Scandinavian Oak’s picture shows the unit', async () => {
    // With the sofa moved over beside its wall unit, the armchair at the coffee table's right end stood 33 cm or less
    // from the TV unit's front in 5 of these 36 rooms (in one it stood before the unit) and hid it 0.23-0.46; in one
    // more the unit found no room on the right wall and stood on the left, under the window.
    const gaps: string[] = [];
    for (const style of STYLES)
      for (const color of AUDIT_COLORS) {
        const plan = planOf(auditCase('Living Room - Large', style, color, 'usual').spec);
        const tv = plan.placements.find((p) => p.category === C.tvUnits)!;
        const chairs = plan.placements.filter((p) => p.category === C.armchairs).map((p) => p.footprint);
        const gap = tv.footprint.x - Math.max(...chairs.map((r) => r.x + r.w));
        if (tv.angle !== -90) gaps.push(`${style} ${color}: not on the right wall`);
        else if (gap < 35) gaps.push(`${style} ${color}: ${Math.round(gap)} cm`);
      }
    expect(gaps).toEqual([]);
    const c = auditCase('Living Room - Large', 'Scandinavian', 'Oak', 'usual');
    const r = await auditRoom(c, true);
    expect(r.hidden![c.spec.pieces.findIndex((p) => p.category === C.tvUnits)]).toBeLessThanOrEqual(0.2);
    expect(meetsAll(r)).toBe(true);
  });
});

describe("layout audit: a second bunk in a kids' room", () => {
  it('stands at the back wall, in its corner or along the right wall, not on the left before the first bed', () => {
    // The first bed stands at the back on the left. On the left wall, a second bunk stood before it and its table,
    // hiding them whole in the picture: in 12 of the 36 12-piece kids' rooms (the designer's arrangement) before.
    const before = (a: Placement, b: Placement) =>
      a.footprint.z >= b.footprint.z + b.footprint.d - 1 &&
      a.footprint.x < b.footprint.x + b.footprint.w &&
      b.footprint.x < a.footprint.x + a.footprint.w;
    const bunkBeforeBed: string[] = [];
    for (const style of STYLES)
      for (const color of AUDIT_COLORS) {
        const c = auditCase('Kids Room', style, color, 'most');
        const beds = planRoom(c.spec.roomType, c.spec.pieces, undefined, 0).placements.filter(
          (p) => p.category === C.kidsBeds,
        );
        expect(beds).toHaveLength(2);
        const bunkBefore = beds.some((a) => isBunk(a.size.heightCm) && beds.some((b) => b !== a && before(a, b)));
        if (bunkBefore) bunkBeforeBed.push(`${style} ${color}`);
      }
    expect(bunkBeforeBed).toEqual([]);
  });

  it('two bunks stand at the back wall in the picture drawn, everything else before them', async () => {
    // In the arrangement drawn for Mid-Century Navy, the second stood forward on the right wall, before both cabinets.
    // Now the first stands along the back wall in its left corner, the second in the right corner along the right wall.
    const c = auditCase('Kids Room', 'Mid-Century', 'Navy', 'most');
    const beds = (await drawnPlan(c.spec)).placements.filter((p) => p.category === C.kidsBeds);
    expect(beds.every((b) => isBunk(b.size.heightCm))).toBe(true);
    expect(beds.map((b) => b.footprint.z)).toEqual([2, 2]);
  });

  it('hides no piece whole where it stood before the first bed or out into the room before the cabinets', async () => {
    // Each had a piece hidden whole (1.00): Hamptons White's second bunk stood on the left wall before the first bed,
    // the others' with its end to the right wall, out into the room before the cabinets and a table.
    for (const [style, color] of [
      ['Art Deco', 'Navy'],
      ['Japandi', 'Oak'],
      ['Traditional', 'White'],
      ['Hamptons', 'White'],
    ]) {
      const c = auditCase('Kids Room', style, color, 'most');
      const second = (await drawnPlan(c.spec)).placements.filter((p) => p.category === C.kidsBeds)[1];
      expect({ style, color, z: second.footprint.z }).toEqual({ style, color, z: 2 });
      const r = await auditRoom(c, true);
      expect(Math.max(...r.hidden!)).toBeLessThan(0.8);
    }
  });
});

describe('layout audit: a dining table towards the back', () => {
  it('stands two fifths of the way in, its chairs around it, and fewer pictures are half empty floor', async () => {
    // Before, in the middle of the room: 7 of these 12 pictures were more than half empty floor in the lowest third.
    // 4 after, while the chairs behind the table counted as hidden under its board from every height and the camera
    // came close from high up; 5 since it frames the whole set from standing height, their backs seen over the table
    // (two of the five at 0.50).
    const rooms = await usualInEveryStyle('Dining Room', 'White', (plan) => {
      const table = plan.placements.find((p) => p.category === C.diningTables)!;
      expect(table.y).toBeLessThanOrEqual(plan.room.depth * 0.42);
      expect(designerRelations(plan)).toEqual([]);
    });
    expect(rooms.filter(({ r }) => r.emptyLowerThird! > 0.5).length).toBeLessThanOrEqual(5);
  });

  it('shows every chair: none of the six pieces hidden past the goal in any White style', async () => {
    // Drawn as one card at its front and measured whole, a chair pushed in behind the table was hidden 0.5 to 0.9 under
    // its board, and an end chair 4 cm off the table up to half behind its front corner: none of these 12 met the goal.
    const rooms = await usualInEveryStyle('Dining Room', 'White');
    const over = rooms.filter(({ r }) => Math.max(...r.hidden!) > PICTURE_GOALS.maxHiddenShare).map(({ c }) => c.style);
    expect(over).toEqual([]);
  });
});

describe('layout audit: empty floor', () => {
  it('counts the floor beside a piece, not the floor seen under it between its legs', async () => {
    const c = auditCase('Bedroom - Large', 'Modern', 'White', 'fewest');
    const plan = planOf(c.spec);
    const [bed] = plan.placements;
    const { emptyLowerThird } = await pictureFigures(plan, c.spec);
    // By hand: the lowest third's floor pixels the drawn bed leaves bare, inside its footprint and outside it.
    const frame = blankSprite(ROOM_IMAGE_WIDTH, ROOM_IMAGE_HEIGHT);
    await drawPiece(frame, plan.camera, bed, c.spec.pieces[0]);
    const cam = plan.camera;
    const top = Math.ceil((ROOM_IMAGE_HEIGHT * 2) / 3);
    let under = 0;
    let beside = 0;
    for (let y = top; y < ROOM_IMAGE_HEIGHT; y++) {
      const z = cam.depthAtRow(y + 0.5);
      for (let x = 0; x < ROOM_IMAGE_WIDTH; x++) {
        if (frame.data[(y * ROOM_IMAGE_WIDTH + x) * 4 + 3] >= 128) continue;
        const roomX = cam.xc + (x + 0.5 - cam.cx) / cam.scale(z);
        if (roomX < 0 || roomX > plan.room.width) continue;
        const r = bed.footprint;
        if (roomX >= r.x && roomX <= r.x + r.w && z >= r.z && z <= r.z + r.d) under++;
        else beside++;
      }
    }
    const all = (ROOM_IMAGE_HEIGHT - top) * ROOM_IMAGE_WIDTH;
    expect(under / all).toBeGreaterThan(0.05);
    expect(emptyLowerThird).toBeCloseTo(beside / all, 2);
  });
});

// Golden figures: the usual selection of every room type, drawn. A change to the planner, camera or
// drawing that moves a hard figure fails here; rewrite the file with UPDATE_GOLDEN=1 after looking at it.
const GOLDEN = path.join(__dirname, 'golden', 'layoutAudit.json');

describe('layout audit: golden figures per room type', () => {
  it('overlaps, pieces outside and each piece’s hidden share are as recorded', async () => {
    const figures: Record<string, { outside: number; overlaps: number; hidden: number[] }> = {};
    for (const roomType of ROOM_TYPE_NAMES) {
      const r = await auditRoom(auditCase(roomType, 'Modern', 'Navy', 'usual'), true);
      figures[roomType] = {
        outside: r.outside,
        overlaps: r.overlaps,
        hidden: r.hidden!.map((h) => Math.round(h * 100) / 100),
      };
    }
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(GOLDEN)) {
      writeFileSync(GOLDEN, `${JSON.stringify(figures, null, 2)}\n`);
    }
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as typeof figures;
    for (const roomType of ROOM_TYPE_NAMES) {
      const got = figures[roomType];
      const want = golden[roomType];
      expect({ roomType, outside: got.outside, overlaps: got.overlaps }).toEqual({ roomType, outside: 0, overlaps: 0 });
      expect(got.hidden).toHaveLength(want.hidden.length);
      got.hidden.forEach((h, i) => expect(Math.abs(h - want.hidden[i])).toBeLessThanOrEqual(0.02));
    }
  });
});

describe('layout audit: pieces in a row along a side wall', () => {
  it('keep a gap where a wall has room for it, and a 12-piece large bedroom meets every goal', async () => {
    // Flush in a row on the right wall, the far wardrobe's end was hidden 0.53 behind the nearer one. Now the second
    // stands on the left wall, forward of the window, and no piece is hidden past the goal.
    const c = auditCase('Bedroom - Large', 'Bohemian', 'Navy', 'most');
    const plan = await drawnPlan(c.spec);
    const walls = plan.placements
      .filter((p) => p.category === C.wardrobes)
      .map((p) => (p.footprint.x <= 6 ? 'left' : 'right'))
      .sort();
    expect(walls).toEqual(['left', 'right']);
    const r = await auditRoom(c, true);
    expect(Math.max(...r.hidden!)).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });

  it('a kids’ cabinet with no room for the gap elsewhere stands forward on the left wall, past the window', async () => {
    // In the 12-piece Traditional Oak kids' room the third cabinet stood flush before the second on the right wall,
    // hiding 0.60 of it, and the picture missed two goals.
    const c = auditCase('Kids Room', 'Traditional', 'Oak', 'most');
    const plan = await drawnPlan(c.spec);
    const cabinets = plan.placements.filter((p) => p.category === C.kidsCabinets);
    const onLeft = cabinets.filter((p) => p.footprint.x <= 6);
    expect(onLeft).toHaveLength(1);
    expect(onLeft[0].y).toBeGreaterThan(plan.room.depth * 0.55);
    const onRight = cabinets.filter((p) => p.footprint.x + p.footprint.w >= plan.room.width - 6 && p.angle === -90);
    expect(onRight).toHaveLength(1);
    expect(meetsAll(await auditRoom(c, true))).toBe(true);
  });
});

describe('layout audit: a kids’ room’s second table', () => {
  it('stands off the first bed’s foot, towards the window, where it hides no more than a fifth of the bed', async () => {
    // Square before the bed's foot, the 12-piece Traditional Navy kids' room's second table hid 0.27 of the bed.
    const c = auditCase('Kids Room', 'Traditional', 'Navy', 'most');
    const plan = await drawnPlan(c.spec);
    const [bed] = plan.placements.filter((p) => p.category === C.kidsBeds).sort((a, b) => a.x - b.x);
    const second = plan.placements.filter((p) => p.category === C.kidsTables).sort((a, b) => a.index - b.index)[1];
    expect(second.footprint.z).toBeGreaterThan(bed.footprint.z + bed.footprint.d);
    expect(second.x).toBeLessThan(bed.x - 10);
    const r = await auditRoom(c, true);
    expect(r.hidden![bed.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });
});

describe('layout audit: a living room’s second sofa as a group of its own', () => {
  it('its coffee table stands before it and two armchairs with it, and the 12-piece large living room meets every goal', async () => {
    // Before, the second coffee table stood beside the first before the back-wall sofa, an armchair before it: hidden
    // 0.65 in the 12-piece Modern Navy large living room, its picture missing the hidden goal.
    const c = auditCase('Living Room - Large', 'Modern', 'Navy', 'most');
    const plan = await drawnPlan(c.spec);
    const sofa = plan.placements.filter((p) => p.category === C.sofas).find((p) => Math.abs(p.angle) === 90)!;
    expect(sofa.footprint.x).toBeLessThanOrEqual(6);
    const table = plan.placements.find((p) => p.category === C.coffeeTables && p.angle === sofa.angle)!;
    const gap = table.footprint.x - (sofa.footprint.x + sofa.footprint.w);
    expect(gap).toBeGreaterThanOrEqual(30);
    expect(gap).toBeLessThanOrEqual(60);
    expect(table.y).toBeGreaterThan(sofa.footprint.z);
    expect(table.y).toBeLessThan(sofa.footprint.z + sofa.footprint.d);
    const withIt = plan.placements
      .filter((p) => p.category === C.armchairs)
      .filter((p) => Math.hypot(p.x - table.x, p.y - table.y) < 120);
    expect(withIt).toHaveLength(2);
    const r = await auditRoom(c, true);
    expect(r.hidden![table.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });
});

describe('layout audit: desk chairs at two desks side by side', () => {
  it('the chair of a desk with another on its right rolls out to its left end, and the 12-piece office meets every goal', async () => {
    // Rolled out to the right end, the chair stood before the next desk's left end: hidden 0.50 in the 12-piece
    // Hamptons White office, its picture missing the hidden goal.
    const c = auditCase('Gaming/Office Room', 'Hamptons', 'White', 'most');
    const plan = await drawnPlan(c.spec);
    const onBack = plan.placements
      .filter((p) => p.category === C.desks && p.footprint.z <= 6)
      .sort((a, b) => a.x - b.x);
    expect(onBack).toHaveLength(2);
    const [left, right] = onBack;
    expect(right.footprint.x - (left.footprint.x + left.footprint.w)).toBeLessThan(80);
    const chairs = plan.placements.filter((p) => p.category === C.officeChairs && p.angle === 180);
    const atLeft = chairs.find(
      (p) => Math.abs(p.y - (left.footprint.z + left.footprint.d)) < 60 && p.x < right.footprint.x,
    );
    expect(atLeft!.x).toBeLessThanOrEqual(left.footprint.x + 5);
    const r = await auditRoom(c, true);
    for (const desk of onBack) expect(r.hidden![desk.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });
});

describe('layout audit: a theatre’s two rows', () => {
  it('stand 130 cm apart, where the second hides no more than a fifth of the first, and the picture meets every goal', async () => {
    // A walkway (65 cm) apart, the second row hid 0.65 of the first in the 12-piece Japandi White theatre.
    const c = auditCase('Home Theater', 'Japandi', 'White', 'most');
    const plan = await drawnPlan(c.spec);
    const rows = plan.placements
      .filter((p) => p.category === C.sofas && p.angle === 180)
      .sort((a, b) => a.footprint.z - b.footprint.z);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(second.footprint.z - (first.footprint.z + first.footprint.d)).toBeCloseTo(130, 0);
    const r = await auditRoom(c, true);
    expect(r.hidden![first.index]).toBeLessThanOrEqual(PICTURE_GOALS.maxHiddenShare);
    expect(meetsAll(r)).toBe(true);
  });
});
