// Candidate spots for a piece, best first. The planner takes the first one the floor accepts.
import type { Rect, Room } from './geometry';
import type { Size } from './kinds';
import { turnedExtent } from './pose';

export interface Candidate {
  rect: Rect;
  angle: number;
}

/** 0, +step, -step, +2·step, ... up to max. */
function* offsets(step: number, max: number): Generator<number> {
  yield 0;
  for (let o = step; o <= max; o += step) {
    yield o;
    yield -o;
  }
}

const WALL_GAP = 2;

/** Back against the back wall, facing the viewer, as close to centre x `cx` as possible. */
export function* backWall(room: Room, size: Size, cx: number, z = WALL_GAP): Generator<Candidate> {
  for (const o of offsets(5, room.width)) {
    yield { rect: { x: cx - size.widthCm / 2 + o, z, w: size.widthCm, d: size.depthCm }, angle: 0 };
  }
}

/** Long side against the back wall, turned a quarter (`angle` 90 or -90), as near centre x `cx` as possible. */
export function* alongBackWall(room: Room, size: Size, cx: number, angle: 90 | -90): Generator<Candidate> {
  for (const o of offsets(5, room.width)) {
    yield { rect: { x: cx - size.depthCm / 2 + o, z: WALL_GAP, w: size.depthCm, d: size.widthCm }, angle };
  }
}

/** Back against a side wall, facing into the room, centred near depth `cz`. */
export function* sideWall(room: Room, side: 'left' | 'right', size: Size, cz: number): Generator<Candidate> {
  const x = side === 'left' ? WALL_GAP : room.width - WALL_GAP - size.depthCm;
  for (const o of offsets(5, room.depth)) {
    yield {
      rect: { x, z: cz - size.widthCm / 2 + o, w: size.depthCm, d: size.widthCm },
      angle: side === 'left' ? 90 : -90,
    };
  }
}

const RING = 80;
let spiral: { dx: Int8Array; dz: Int8Array } | undefined;

/** Grid offsets within RING units, nearest first; sideways moves are cheaper than moves in depth. */
function spiralOffsets(): { dx: Int8Array; dz: Int8Array } {
  if (spiral) return spiral;
  const spots: [number, number, number][] = [];
  for (let dx = -RING; dx <= RING; dx++) {
    for (let dz = -RING; dz <= RING; dz++) {
      const cost = dx * dx + 2.2 * dz * dz;
      if (cost <= RING * RING * 2.2) spots.push([cost, dx, dz]);
    }
  }
  spots.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  spiral = { dx: Int8Array.from(spots, (s) => s[1]), dz: Int8Array.from(spots, (s) => s[2]) };
  return spiral;
}

/** Free-standing, turned by `angle`, centred as near (cx, cz) as possible, at most `reach` cm away on each axis. */
export function* near(
  room: Room,
  size: Size,
  angle: number,
  cx: number,
  cz: number,
  reach = Infinity,
): Generator<Candidate> {
  const { w, d } = turnedExtent(size, angle);
  const step = Math.max(5, Math.ceil(Math.max(room.width, room.depth) / RING));
  // Offsets outside these bounds (one step of slack against rounding) would put the piece through
  // a wall or beyond reach: the exact checks below would refuse them. Most of a crowded room's
  // spiral is refused, and this refuses it with two comparisons each.
  const reachSteps = Math.floor(reach / step) + 1;
  const dxMin = Math.max(-reachSteps, Math.ceil((w / 2 - cx) / step) - 1);
  const dxMax = Math.min(reachSteps, Math.floor((room.width - w / 2 - cx) / step) + 1);
  const dzMin = Math.max(-reachSteps, Math.ceil((d / 2 - cz) / step) - 1);
  const dzMax = Math.min(reachSteps, Math.floor((room.depth - d / 2 - cz) / step) + 1);
  const offsets = spiralOffsets();
  for (let i = 0; i < offsets.dx.length; i++) {
    const dx = offsets.dx[i];
    const dz = offsets.dz[i];
    if (dx < dxMin || dx > dxMax || dz < dzMin || dz > dzMax) continue;
    if (Math.abs(dx * step) > reach || Math.abs(dz * step) > reach) continue;
    const x = cx + dx * step - w / 2;
    const z = cz + dz * step - d / 2;
    // A spot through a wall never fits: skipped here, most of a crowded room's spiral costs nothing.
    if (x < -1e-6 || z < -1e-6 || x + w > room.width + 1e-6 || z + d > room.depth + 1e-6) continue;
    yield { rect: { x, z, w, d }, angle };
  }
}

/** Every spot of the floor, back rows first, each row from the left: the crowded-room fallback. */
export function* rows(room: Room, size: Size): Generator<Candidate> {
  for (let z = WALL_GAP; z + size.depthCm <= room.depth; z += 5) {
    for (let x = WALL_GAP; x + size.widthCm <= room.width; x += 5) {
      yield { rect: { x, z, w: size.widthCm, d: size.depthCm }, angle: 0 };
    }
  }
}
