// Clear floor in front of the pieces people use: 60 cm before seats, beds, wardrobes and desks, where
// only what is used with them (a coffee table, a desk chair) may stand. The planner keeps it; the
// layout audit measures it. A piece is its real, turned outline here, not its axis-aligned bounds.
import { CATEGORIES as C } from '../../../shared/constants';
import type { Rect, Room } from './geometry';

export const WALKWAY_CM = 60;

/** Pieces that need a walkway in front, and what may stand in it because it is used with them. */
export const WALKWAY_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  [C.sofas]: [C.coffeeTables],
  [C.armchairs]: [C.coffeeTables],
  [C.bedFrames]: [],
  [C.kidsBeds]: [],
  [C.wardrobes]: [],
  [C.desks]: [C.officeChairs, C.kidsChairs],
};

export interface Outline {
  category: string;
  cx: number;
  cz: number;
  /** Unit vector the piece faces. */
  n: { x: number; z: number };
  halfW: number;
  halfD: number;
}

export interface FloorPoint {
  x: number;
  z: number;
}

export function outlineOf(
  category: string,
  footprint: Rect,
  angle: number,
  size: { widthCm: number; depthCm: number },
): Outline {
  const a = (angle * Math.PI) / 180;
  return {
    category,
    cx: footprint.x + footprint.w / 2,
    cz: footprint.z + footprint.d / 2,
    n: { x: Math.sin(a), z: Math.cos(a) },
    halfW: size.widthCm / 2,
    halfD: size.depthCm / 2,
  };
}

/** Whether a floor point lies within the piece's turned outline, shrunk by `inset` cm. */
export function contains(o: Outline, pt: FloorPoint, inset = 1): boolean {
  const dx = pt.x - o.cx;
  const dz = pt.z - o.cz;
  const along = dx * o.n.x + dz * o.n.z;
  const across = dx * o.n.z - dz * o.n.x;
  return Math.abs(along) < o.halfD - inset && Math.abs(across) < o.halfW - inset;
}

/** Points of the floor the walkway in front of a piece covers (the middle 80 % of its width); none if it needs none. */
export function walkwayPoints(o: Outline): FloorPoint[] {
  if (!WALKWAY_PARTNERS[o.category]) return [];
  const pts: FloorPoint[] = [];
  const side = { x: o.n.z, z: -o.n.x };
  for (let f = 5; f <= WALKWAY_CM; f += 5) {
    for (let s = -4; s <= 4; s++) {
      const along = o.halfD + f;
      const across = (s / 5) * o.halfW;
      pts.push({ x: o.cx + o.n.x * along + side.x * across, z: o.cz + o.n.z * along + side.z * across });
    }
  }
  return pts;
}

const inRoom = (room: Room, p: FloorPoint) => p.x >= 0 && p.z >= 0 && p.x <= room.width && p.z <= room.depth;

/** Whether `piece`'s walkway is clear of the room's walls and of every other piece that is not its partner. */
export function walkwayClear(room: Room, piece: Outline, others: readonly Outline[]): boolean {
  const partners = WALKWAY_PARTNERS[piece.category];
  if (!partners) return true;
  return walkwayPoints(piece).every(
    (pt) => inRoom(room, pt) && !others.some((q) => q !== piece && !partners.includes(q.category) && contains(q, pt)),
  );
}

/** A placed piece with its walkway's points and their bounds, worked out once. */
export interface PlacedOutline {
  outline: Outline;
  points: FloorPoint[];
  bounds?: Rect;
}

function boundsOf(points: readonly FloorPoint[]): Rect | undefined {
  if (!points.length) return undefined;
  const xs = points.map((p) => p.x);
  const zs = points.map((p) => p.z);
  const x = Math.min(...xs);
  const z = Math.min(...zs);
  return { x, z, w: Math.max(...xs) - x, d: Math.max(...zs) - z };
}

export function placedOutline(outline: Outline): PlacedOutline {
  const points = walkwayPoints(outline);
  return { outline, points, bounds: boundsOf(points) };
}

const apart = (a: Rect, b: Rect) => a.x > b.x + b.w || b.x > a.x + a.w || a.z > b.z + b.d || b.z > a.z + a.d;

/**
 * Whether a new piece (its turned outline, and `rect`, its axis-aligned bounds) keeps its own walkway and
 * stands in no one else's.
 */
export function keepsWalkways(room: Room, piece: Outline, rect: Rect, placed: readonly PlacedOutline[]): boolean {
  if (
    !walkwayClear(
      room,
      piece,
      placed.map((q) => q.outline),
    )
  )
    return false;
  return placed.every((q) => {
    if (!q.bounds || apart(q.bounds, rect)) return true;
    const partners = WALKWAY_PARTNERS[q.outline.category];
    if (!partners || partners.includes(piece.category)) return true;
    return !q.points.some((pt) => contains(piece, pt));
  });
}
