// The user's floor plan as the planner's plan: validateLayout, the coordinates it converts, and the drawing.
import { CATEGORIES as C } from '../../src/shared/constants';
import type { Layout } from '../../src/shared/api';
import { composeRoom, planOf, planRoom, type PlanPiece } from '../../src/server/generation/compositor';
import {
  normalAngle,
  toApiLayout,
  toApiPlacement,
  toPlannerSpot,
} from '../../src/server/generation/compositor/layoutCoords';
import { validateLayout } from '../../src/server/generation/compositor/validateLayout';
import type { RoomPiece } from '../../src/server/generation/renderer';
import type { Sprite } from '../../src/server/generation/compositor/sprite';
import { furnitureSvg } from '../../src/server/catalog/artSvg';

jest.setTimeout(60_000);

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const sofa: PlanPiece = {
  id: id(1),
  category: C.sofas,
  title: 'Oslo sofa',
  dimensions: { widthCm: 200, depthCm: 90, heightCm: 85 },
};
const chair: PlanPiece = {
  id: id(2),
  category: C.armchairs,
  title: 'Lounge chair',
  dimensions: { widthCm: 80, depthCm: 80, heightCm: 90 },
};
const table: PlanPiece = {
  id: id(3),
  category: C.coffeeTables,
  title: 'Round table',
  dimensions: { widthCm: 100, depthCm: 60, heightCm: 45 },
};
const room = { widthCm: 500, depthCm: 400 };
const at = (p: PlanPiece, xCm: number, yCm: number, angleDeg = 0) => ({ furnitureId: p.id, xCm, yCm, angleDeg });

describe('API ↔ planner coordinates (layoutCoords.ts)', () => {
  it('normalises angles into (-180, 180]', () => {
    expect([0, -0, 90, -90, 180, -180, 270, -270, 360, 405].map(normalAngle)).toEqual([
      0, 0, 90, -90, 180, 180, -90, 90, 0, 45,
    ]);
  });

  it('turns the other way round: API 90 (clockwise from above) faces the left wall, the planner’s -90', () => {
    const size = { widthCm: 200, depthCm: 90 };
    expect(toPlannerSpot({ xCm: 100, yCm: 150, angleDeg: 90 }, size).angle).toBe(-90);
    expect(toPlannerSpot({ xCm: 100, yCm: 150, angleDeg: -90 }, size).angle).toBe(90);
    const front = toPlannerSpot({ xCm: 150, yCm: 60, angleDeg: 0 }, size);
    expect(front).toEqual({ rect: { x: 50, z: 15, w: 200, d: 90 }, angle: 0 });
  });

  it('round-trips API → planner → API and planner → API → planner', () => {
    const size = { widthCm: 120, depthCm: 70 };
    for (const angleDeg of [0, 45, 90, -90, 135, 180, -45, 30]) {
      const api = { furnitureId: id(9), xCm: 212.5, yCm: 170, angleDeg };
      const spot = toPlannerSpot(api, size);
      const back = toApiPlacement({ id: id(9), ...{ footprint: spot.rect, angle: spot.angle } });
      expect(back.furnitureId).toBe(api.furnitureId);
      expect(back.xCm).toBeCloseTo(api.xCm, 9);
      expect(back.yCm).toBeCloseTo(api.yCm, 9);
      expect(back.angleDeg).toBe(normalAngle(angleDeg));
      const again = toPlannerSpot(back, size);
      expect(again.angle).toBe(spot.angle);
      for (const k of ['x', 'z', 'w', 'd'] as const) expect(again.rect[k]).toBeCloseTo(spot.rect[k], 9);
    }
  });
});

describe('validateLayout: the planner’s rules on the user’s plan', () => {
  it('gives the planner’s own placements at the requested centres, matching repeated ids in order', () => {
    const layout: Layout = {
      room,
      placements: [at(chair, 400, 300, 90), at(sofa, 150, 50), at(chair, 80, 300, -90), at(table, 150, 200)],
    };
    const check = validateLayout('Living Room - Small', [sofa, chair, table, chair], layout);
    if (!check.ok) throw new Error(check.problems.join('; '));
    const { plan } = check;
    expect(plan.room).toMatchObject({ width: 500, depth: 400 });
    expect(plan.placements.map((p) => [p.index, p.id, p.x, p.y, p.angle])).toEqual([
      [0, sofa.id, 150, 50, 0],
      [1, chair.id, 400, 300, -90],
      [2, table.id, 150, 200, 0],
      [3, chair.id, 80, 300, 90],
    ]);
    expect(plan.placements[0].footprint).toEqual({ x: 50, z: 5, w: 200, d: 90 });
    expect(new Set(plan.placements.map((p) => p.zOrder))).toEqual(new Set([0, 1, 2, 3]));
    expect(toApiLayout(plan)).toEqual({
      room,
      placements: [at(sofa, 150, 50), at(chair, 400, 300, 90), at(table, 150, 200), at(chair, 80, 300, -90)],
    });
  });

  it('refuses an overlap, naming both pieces', () => {
    const check = validateLayout('Living Room - Small', [sofa, table], {
      room,
      placements: [at(sofa, 150, 50), at(table, 150, 110)],
    });
    expect(check).toEqual({ ok: false, problems: ['Oslo sofa overlaps Round table'] });
  });

  it('accepts pieces that touch, and a turned piece by its turned footprint', () => {
    // The sofa turned a quarter is 90 wide and 200 deep: against the left wall at x = 45.
    const check = validateLayout('Living Room - Small', [sofa, table], {
      room,
      placements: [at(sofa, 45, 150, 90), at(table, 140, 150)],
    });
    expect(check.ok).toBe(true);
  });

  it('refuses a piece outside the room, naming it', () => {
    const check = validateLayout('Living Room - Small', [sofa, chair], {
      room,
      placements: [at(sofa, 150, 50), at(chair, 480, 300)],
    });
    expect(check).toEqual({ ok: false, problems: ['Lounge chair is outside the room'] });
    const turned = validateLayout('Living Room - Small', [sofa], { room, placements: [at(sofa, 60, 200, 90)] });
    expect(turned.ok).toBe(true);
    const tooDeep = validateLayout('Living Room - Small', [sofa], { room, placements: [at(sofa, 200, 50, 90)] });
    expect(tooDeep).toEqual({ ok: false, problems: ['Oslo sofa is outside the room'] });
  });

  it('refuses placements that are not the pieces as a multiset', () => {
    const missing = validateLayout('Living Room - Small', [sofa, chair, chair], {
      room,
      placements: [at(sofa, 150, 50), at(chair, 400, 300)],
    });
    expect(missing).toEqual({ ok: false, problems: ['The layout has no place for Lounge chair'] });
    const extra = validateLayout('Living Room - Small', [sofa], {
      room,
      placements: [at(sofa, 150, 50), at(table, 150, 300)],
    });
    expect(extra).toEqual({
      ok: false,
      problems: [`The layout places ${table.id}, which is not among the pieces`],
    });
  });

  it('accepts the planner’s own plan in API coordinates and gives back the same placements', () => {
    const pieces = [sofa, chair, table, chair];
    const planned = planRoom('Living Room - Small', pieces);
    const check = validateLayout('Living Room - Small', pieces, toApiLayout(planned));
    if (!check.ok) throw new Error(check.problems.join('; '));
    check.plan.placements.forEach((p, i) => {
      const q = planned.placements[i];
      expect([p.id, p.angle, p.zOrder]).toEqual([q.id, q.angle, q.zOrder]);
      expect(p.x).toBeCloseTo(q.x, 1);
      expect(p.y).toBeCloseTo(q.y, 1);
    });
  });
});

describe('the compositor draws the layout it is given', () => {
  const piece = (p: PlanPiece): RoomPiece => ({
    id: p.id,
    category: p.category,
    title: p.title!,
    style: 'Modern',
    color: 'Grey',
    dimensions: { widthCm: 0, depthCm: 0, heightCm: 0, ...p.dimensions },
    image: {
      kind: 'svg',
      svg: furnitureSvg({
        category: p.category,
        style: 'Modern',
        color: 'Grey',
        artVariant: 0,
        widthCm: p.dimensions!.widthCm!,
        depthCm: p.dimensions!.depthCm!,
        heightCm: p.dimensions!.heightCm!,
      }),
    },
  });
  const spec = (chairX: number, chairY = 250) => ({
    roomType: 'Living Room - Small',
    color: 'Grey',
    style: 'Modern',
    pieces: [piece(sofa), piece(chair)],
    layout: { room, placements: [at(sofa, 150, 50), at(chair, chairX, chairY)] },
  });

  /** Mean absolute difference of the two images inside a box. */
  function difference(a: Sprite, b: Sprite, box: { left: number; top: number; width: number; height: number }) {
    let sum = 0;
    let n = 0;
    for (let y = Math.max(0, box.top); y < Math.min(a.height, box.top + box.height); y++) {
      for (let x = Math.max(0, box.left); x < Math.min(a.width, box.left + box.width); x++) {
        const i = (y * a.width + x) * 4;
        sum += Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]);
        n++;
      }
    }
    return sum / Math.max(1, n);
  }

  it('puts a piece where the plan says: moving one chair changes the picture where it stood and stands', async () => {
    const left = spec(120);
    const right = spec(380);
    const [planL, planR] = [planOf(left), planOf(right)];
    expect(planL.placements.map((p) => [p.x, p.y])).toEqual([
      [150, 50],
      [120, 250],
    ]);
    expect(planR.placements[1].x).toBe(380);
    // The sofa keeps its spot on the floor; the camera frames each arrangement, so its picture box may move.
    expect(planR.placements[0].footprint).toEqual(planL.placements[0].footprint);
    const [a, b] = [await composeRoom(left), await composeRoom(right)];
    expect(difference(a, b, planL.placements[1].box)).toBeGreaterThan(10);
    expect(difference(a, b, planR.placements[1].box)).toBeGreaterThan(10);
    expect(difference(a, a, planR.placements[1].box)).toBe(0);
  });

  it('refuses to draw a layout that breaks the rules', () => {
    expect(() => planOf(spec(150, 100))).toThrow('layout refused: Oslo sofa overlaps Lounge chair');
  });
});
