// What a designer checks on a floor plan, measured from the planner's placements alone: nothing outside
// the room or overlapping, clear walkways, and the relations between pieces (seats face the TV or the
// coffee table, chairs around their table, bedside tables flank the bed, storage against a wall, the
// window and the door kept clear).
import { CATEGORIES as C } from '../../../../shared/constants';
import { layoutProblems } from '../../../../shared/layoutRules';
import { blocksDoor, blocksWindow, openingsOf } from '../../../../shared/roomOpenings';
import type { Rect } from '../geometry';
import { isBox } from '../kinds';
import type { Placement, Plan } from '../planner';
import { type Outline, outlineOf, WALKWAY_CM, walkwayClear } from '../walkways';

const SEATS_AT: Record<string, readonly string[]> = {
  [C.diningChairs]: [C.diningTables],
  [C.kidsChairs]: [C.kidsTables, C.desks],
  [C.officeChairs]: [C.desks, C.kidsTables],
};

export interface PlanFigures {
  outside: number;
  overlaps: number;
  /** Pieces whose walkway is blocked, named. */
  walkways: string[];
  /** Designer relations that do not hold, named. */
  relations: string[];
}

const label = (p: Placement) => `${p.category} #${p.index + 1}`;

const orient = (p: Placement): Outline => outlineOf(p.category, p.footprint, p.angle, p.size);

function blockedWalkways(plan: Plan): string[] {
  const shapes = plan.placements.map(orient);
  return plan.placements
    .filter((p) => !walkwayClear(plan.room, shapes[p.index], shapes))
    .map((p) => `${label(p)}: less than ${WALKWAY_CM} cm clear in front`);
}

/** Angle (degrees) between where a piece faces and the direction to a floor point. */
function facingAngle(o: Outline, x: number, z: number): number {
  const dx = x - o.cx;
  const dz = z - o.cz;
  const len = Math.hypot(dx, dz) || 1;
  return (Math.acos(Math.max(-1, Math.min(1, (dx * o.n.x + dz * o.n.z) / len))) * 180) / Math.PI;
}

/** Gap between two footprints (0 when they touch or cross). */
function gapBetween(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w));
  const dz = Math.max(0, b.z - (a.z + a.d), a.z - (b.z + b.d));
  return Math.hypot(dx, dz);
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, z: r.z + r.d / 2 });

function seatingFaces(plan: Plan, out: string[]): void {
  const targets = plan.placements.filter((p) => p.category === C.tvUnits || p.category === C.coffeeTables);
  if (!targets.length) return;
  for (const p of plan.placements) {
    if (p.category !== C.sofas && p.category !== C.armchairs) continue;
    const o = orient(p);
    const best = Math.min(...targets.map((t) => facingAngle(o, t.x, t.y)));
    if (best > 60) out.push(`${label(p)} faces neither the TV nor the coffee table`);
  }
}

function seatsAtTables(plan: Plan, out: string[]): void {
  for (const [seat, tables] of Object.entries(SEATS_AT)) {
    const surfaces = plan.placements.filter((p) => tables.includes(p.category));
    if (!surfaces.length) continue;
    const gaps = new Map<number, number[]>();
    for (const p of plan.placements.filter((q) => q.category === seat)) {
      const o = orient(p);
      const at = surfaces
        .map((t) => ({ t, gap: gapBetween(p.footprint, t.footprint) }))
        .sort((a, b) => a.gap - b.gap)[0];
      const c = centre(at.t.footprint);
      if (at.gap > 25 || facingAngle(o, c.x, c.z) > 70) {
        out.push(`${label(p)} does not sit at a ${at.t.category === C.desks ? 'desk' : 'table'}`);
        continue;
      }
      gaps.set(at.t.index, [...(gaps.get(at.t.index) ?? []), at.gap]);
    }
    for (const [table, gs] of gaps)
      if (gs.length > 1 && Math.max(...gs) - Math.min(...gs) > 10)
        out.push(`${seat} at ${plan.placements[table].category} #${table + 1} are not pushed in evenly`);
  }
}

function bedsidesFlank(plan: Plan, out: string[]): void {
  const beds = plan.placements.filter((p) => p.category === C.bedFrames || p.category === C.kidsBeds).map(orient);
  for (const t of plan.placements.filter((p) => p.category === C.bedsideTables)) {
    const half = Math.max(t.size.widthCm, t.size.depthCm) / 2;
    // In the bed's own frame: beside it (not on it) and level with its head, whichever wall it stands on.
    const flanks = beds.some((bed) => {
      const dx = t.x - bed.cx;
      const dz = t.y - bed.cz;
      const along = dx * bed.n.x + dz * bed.n.z;
      const across = Math.abs(dx * bed.n.z - dz * bed.n.x);
      return across >= bed.halfW && across <= bed.halfW + 2 * half + 25 && along <= -bed.halfD + 70;
    });
    if (!flanks) out.push(`${label(t)} does not stand beside a bed's head`);
  }
}

function storageOnWalls(plan: Plan, out: string[]): void {
  const { width: W, depth: D } = plan.room;
  for (const p of plan.placements) {
    if (!isBox(p.category)) continue;
    const r = p.footprint;
    const a = Math.round(p.angle);
    const backToWall =
      a === 0
        ? r.z <= 6
        : a === 90
          ? r.x <= 6
          : a === -90
            ? r.x + r.w >= W - 6
            : Math.abs(a) === 180 && r.z + r.d >= D - 6;
    if (!backToWall) out.push(`${label(p)} does not stand against a wall`);
  }
}

function openingsClear(plan: Plan, out: string[]): void {
  const openings = openingsOf({ widthCm: plan.room.width, depthCm: plan.room.depth });
  for (const p of plan.placements) {
    if (blocksWindow(p.footprint, p.size.heightCm, openings)) out.push(`${label(p)} blocks the window`);
    if (blocksDoor(p.footprint, openings)) out.push(`${label(p)} blocks the door`);
  }
}

export function designerRelations(plan: Plan): string[] {
  const out: string[] = [];
  seatingFaces(plan, out);
  seatsAtTables(plan, out);
  bedsidesFlank(plan, out);
  storageOnWalls(plan, out);
  openingsClear(plan, out);
  return out;
}

export function planFigures(plan: Plan): PlanFigures {
  // The editor's and the server's own rules (shared/layoutRules.ts), tolerance included.
  const problems = layoutProblems(
    plan.placements.map((p) => ({ name: label(p), footprint: p.footprint })),
    { widthCm: plan.room.width, depthCm: plan.room.depth },
  );
  return {
    outside: problems.filter((p) => p.kind === 'outside').length,
    overlaps: problems.filter((p) => p.kind === 'overlap').length,
    walkways: blockedWalkways(plan),
    relations: designerRelations(plan),
  };
}
