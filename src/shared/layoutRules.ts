// The floor-plan rules of a room: a turned piece's footprint, overlaps and staying inside the room.
// One set of rules: the server's planner places pieces by them, the server refuses an edited layout by
// them (compositor/validateLayout.ts) and the floor-plan editor shows the same refusals before it sends.
// Coordinates are centimetres: x from the left wall, z from the back wall (API.md's `yCm`).

/** Axis-aligned floor rectangle (cm). */
export interface FloorRect {
  x: number;
  z: number;
  w: number;
  d: number;
}

export interface PieceSize {
  widthCm: number;
  depthCm: number;
}

export interface RoomSize {
  widthCm: number;
  depthCm: number;
}

/**
 * How far an edited layout may cross a wall or another piece (cm): touching pieces and a plan whose
 * numbers were rounded stay valid, while the planner itself keeps a real gap between pieces.
 */
export const LAYOUT_TOLERANCE_CM = 0.5;

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Footprint size (axis-aligned bounds) of a piece turned by `angleDeg` either way around its centre. */
export function turnedExtent(size: PieceSize, angleDeg: number): { w: number; d: number } {
  const c = Math.abs(Math.cos(rad(angleDeg)));
  const s = Math.abs(Math.sin(rad(angleDeg)));
  return { w: size.widthCm * c + size.depthCm * s, d: size.widthCm * s + size.depthCm * c };
}

/** The footprint of a piece centred at (x, z), turned by `angleDeg`. */
export function footprintAt(x: number, z: number, size: PieceSize, angleDeg: number): FloorRect {
  const { w, d } = turnedExtent(size, angleDeg);
  return { x: x - w / 2, z: z - d / 2, w, d };
}

/** Whether two footprints come closer than `gap` cm (a negative gap lets them cross by that much). */
export const overlaps = (a: FloorRect, b: FloorRect, gap = 0): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.z < b.z + b.d + gap && b.z < a.z + a.d + gap;

/** Whether a footprint stays within the walls, crossing them by at most `tolerance` cm. */
export const insideRoom = (r: FloorRect, room: RoomSize, tolerance = 1e-6): boolean =>
  r.x >= -tolerance &&
  r.z >= -tolerance &&
  r.x + r.w <= room.widthCm + tolerance &&
  r.z + r.d <= room.depthCm + tolerance;

export interface PlacedPiece {
  /** How the message names the piece (its title). */
  name: string;
  footprint: FloorRect;
}

export interface LayoutProblem {
  kind: 'outside' | 'overlap';
  /** Indices of the pieces concerned, in the order given. */
  pieces: number[];
  message: string;
}

/** Everything wrong with an arrangement: pieces leaving the room, then each overlapping pair. */
export function layoutProblems(pieces: readonly PlacedPiece[], room: RoomSize): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  pieces.forEach((p, i) => {
    if (!insideRoom(p.footprint, room, LAYOUT_TOLERANCE_CM))
      problems.push({ kind: 'outside', pieces: [i], message: `${p.name} is outside the room` });
  });
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      if (overlaps(pieces[i].footprint, pieces[j].footprint, -LAYOUT_TOLERANCE_CM))
        problems.push({
          kind: 'overlap',
          pieces: [i, j],
          message: `${pieces[i].name} overlaps ${pieces[j].name}`,
        });
    }
  }
  return problems;
}
