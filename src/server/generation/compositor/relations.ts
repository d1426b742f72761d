// What a designer checks on a floor plan: clear walkways and the relations between pieces (seats face the
// TV or the coffee table, and watch the TV from across the room; chairs around their table, bedside tables
// flank the bed, storage against a wall, the window and the door kept clear). One set of rules: the planner
// refuses an arrangement that breaks one (and tries another, or a larger room), and the layout audit counts
// what is left.
import { CATEGORIES as C } from '../../../shared/constants';
import { blocksDoor, blocksWindow, openingsOf } from '../../../shared/roomOpenings';
import type { Rect, Room } from './geometry';
import { isBox, type Size } from './kinds';
import { type FloorPoint, type Outline, outlineOf, WALKWAY_CM, walkwayClear } from './walkways';

/** A piece where it stands on the floor plan. */
export interface PlacedPiece {
  /** Index of the piece in the input (how a finding names it). */
  index: number;
  category: string;
  size: Size;
  footprint: Rect;
  angle: number;
}

export interface PlacedPlan {
  room: Room;
  placements: readonly PlacedPiece[];
}

const SEATS_AT: Record<string, readonly string[]> = {
  [C.diningChairs]: [C.diningTables],
  [C.kidsChairs]: [C.kidsTables, C.desks],
  [C.officeChairs]: [C.desks, C.kidsTables],
};

/** How a finding names a piece: its category and its place in the input, from 1. */
export const pieceLabel = (p: Pick<PlacedPiece, 'category' | 'index'>) => `${p.category} #${p.index + 1}`;

const orient = (p: PlacedPiece): Outline => outlineOf(p.category, p.footprint, p.angle, p.size);

/** Pieces whose walkway is blocked, named. */
export function blockedWalkways(plan: PlacedPlan): string[] {
  const shapes = plan.placements.map(orient);
  return plan.placements
    .filter((p, i) => !walkwayClear(plan.room, shapes[i], shapes))
    .map((p) => `${pieceLabel(p)}: less than ${WALKWAY_CM} cm clear in front`);
}

/** Angle (degrees) between where a piece faces and the direction to a floor point. */
function facingAngle(o: Outline, x: number, z: number): number {
  const dx = x - o.cx;
  const dz = z - o.cz;
  const len = Math.hypot(dx, dz) || 1;
  return (Math.acos(Math.max(-1, Math.min(1, (dx * o.n.x + dz * o.n.z) / len))) * 180) / Math.PI;
}

/** Gap between two footprints (0 when they touch or cross). */
export function gapBetween(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w));
  const dz = Math.max(0, b.z - (a.z + a.d), a.z - (b.z + b.d));
  return Math.hypot(dx, dz);
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, z: r.z + r.d / 2 });

function seatingFaces(plan: PlacedPlan, out: string[]): void {
  const targets = plan.placements.filter((p) => p.category === C.tvUnits || p.category === C.coffeeTables);
  if (!targets.length) return;
  for (const p of plan.placements) {
    if (p.category !== C.sofas && p.category !== C.armchairs) continue;
    const o = orient(p);
    const best = Math.min(...targets.map((t) => facingAngle(o, centre(t.footprint).x, centre(t.footprint).z)));
    if (best > 60) out.push(`${pieceLabel(p)} faces neither the TV nor the coffee table`);
  }
}

/** The nearest table or desk a seat can sit at, how far from it, and whether the seat faces it. */
function nearestSurface<P extends PlacedPiece>(
  plan: { placements: readonly P[] },
  seat: P,
): { t: P; gap: number; seated: boolean } | undefined {
  const tables = SEATS_AT[seat.category];
  const surfaces = tables ? plan.placements.filter((p) => tables.includes(p.category)) : [];
  if (!surfaces.length) return undefined;
  const at = surfaces
    .map((t) => ({ t, gap: gapBetween(seat.footprint, t.footprint) }))
    .sort((a, b) => a.gap - b.gap)[0];
  const c = centre(at.t.footprint);
  return { ...at, seated: at.gap <= 25 && facingAngle(orient(seat), c.x, c.z) <= 70 };
}

/** The table or desk a chair sits at (near it and facing it), if any. */
export function seatedAt<P extends PlacedPiece>(plan: { placements: readonly P[] }, seat: P): P | undefined {
  const at = nearestSurface(plan, seat);
  return at?.seated ? at.t : undefined;
}

function seatsAtTables(plan: PlacedPlan, out: string[]): void {
  for (const seat of Object.keys(SEATS_AT)) {
    const gaps = new Map<number, number[]>();
    for (const p of plan.placements.filter((q) => q.category === seat)) {
      const at = nearestSurface(plan, p);
      if (!at) break;
      if (!at.seated) {
        out.push(`${pieceLabel(p)} does not sit at a ${at.t.category === C.desks ? 'desk' : 'table'}`);
        continue;
      }
      gaps.set(at.t.index, [...(gaps.get(at.t.index) ?? []), at.gap]);
    }
    for (const [table, gs] of gaps)
      if (gs.length > 1 && Math.max(...gs) - Math.min(...gs) > 10)
        out.push(
          `${seat} at ${plan.placements.find((p) => p.index === table)!.category} #${table + 1} are not pushed in evenly`,
        );
  }
}

function bedsidesFlank(plan: PlacedPlan, out: string[]): void {
  const beds = plan.placements.filter((p) => p.category === C.bedFrames || p.category === C.kidsBeds).map(orient);
  for (const t of plan.placements.filter((p) => p.category === C.bedsideTables)) {
    const half = Math.max(t.size.widthCm, t.size.depthCm) / 2;
    // In the bed's own frame: beside it (not on it) and level with its head, whichever wall it stands on.
    const flanks = beds.some((bed) => {
      const c = centre(t.footprint);
      const dx = c.x - bed.cx;
      const dz = c.z - bed.cz;
      const along = dx * bed.n.x + dz * bed.n.z;
      const across = Math.abs(dx * bed.n.z - dz * bed.n.x);
      return across >= bed.halfW && across <= bed.halfW + 2 * half + 25 && along <= -bed.halfD + 70;
    });
    if (!flanks) out.push(`${pieceLabel(t)} does not stand beside a bed's head`);
  }
}

function storageOnWalls(plan: PlacedPlan, out: string[]): void {
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
    if (!backToWall) out.push(`${pieceLabel(p)} does not stand against a wall`);
  }
}

/**
 * The nearest a seat watching the TV may sit to it (cm, from its middle to the middle of the TV unit's front): about
 * the diagonal of a 55-inch screen (140 cm), the nearest its picture is watched from. A crowded theatre's third
 * armchair, left to the spiral of free spots, stood 8-31 cm before the TV unit, turned to it.
 */
const VIEWING_DISTANCE_CM = 150;

/**
 * Whether a seat whose middle is at `seat` is at least the viewing distance from the screen whose front's middle is
 * `screen`: the relation below and the theatre recipe's spots (recipes.ts) measure it alike.
 */
export const fromAfar = (seat: FloorPoint, screen: FloorPoint): boolean =>
  Math.hypot(seat.x - screen.x, seat.z - screen.z) >= VIEWING_DISTANCE_CM;

/** The middle of a TV unit's front, where its screen is watched from. */
function screenOf(tv: PlacedPiece): FloorPoint {
  const t = orient(tv);
  return { x: t.cx + t.n.x * t.halfD, z: t.cz + t.n.z * t.halfD };
}

/** Seats watching a TV (turned to it, and more than to any coffee table) sit at least the viewing distance from it. */
function screensWatchedFromAfar(plan: PlacedPlan, out: string[]): void {
  const tables = plan.placements.filter((p) => p.category === C.coffeeTables).map((p) => centre(p.footprint));
  for (const tv of plan.placements.filter((p) => p.category === C.tvUnits)) {
    const screen = screenOf(tv);
    const at = centre(tv.footprint);
    for (const seat of plan.placements) {
      if (seat.category !== C.sofas && seat.category !== C.armchairs) continue;
      const o = orient(seat);
      const angle = facingAngle(o, at.x, at.z);
      // A seat turned more to a coffee table than to the TV is set for talking, not for watching.
      const watching = angle <= 60 && tables.every((c) => facingAngle(o, c.x, c.z) >= angle);
      if (watching && !fromAfar({ x: o.cx, z: o.cz }, screen)) out.push(`${pieceLabel(seat)} sits too close to the TV`);
    }
  }
}

function openingsClear(plan: PlacedPlan, out: string[]): void {
  const openings = openingsOf({ widthCm: plan.room.width, depthCm: plan.room.depth });
  for (const p of plan.placements) {
    if (blocksWindow(p.footprint, p.size.heightCm, openings)) out.push(`${pieceLabel(p)} blocks the window`);
    if (blocksDoor(p.footprint, openings)) out.push(`${pieceLabel(p)} blocks the door`);
  }
}

/** Designer relations that do not hold, named. */
export function designerRelations(plan: PlacedPlan): string[] {
  const out: string[] = [];
  seatingFaces(plan, out);
  seatsAtTables(plan, out);
  bedsidesFlank(plan, out);
  storageOnWalls(plan, out);
  openingsClear(plan, out);
  screensWatchedFromAfar(plan, out);
  return out;
}
