// A corner sofa seen from the front, as the L it is: its main run against the wall, its chaise coming forward to
// the front of its footprint on one side. Drawn as a straight sofa at the footprint's front, a 300 × 200 cm corner
// sofa read as a 90 cm deep one standing 2 m from the wall, and alone it filled a third of the picture. Seen from
// behind (a theatre's row), its main run's back with the chaise's seat showing beyond it.
import { CATEGORIES as C } from '../../../shared/constants';
import { darken, lighten } from '../../catalog/art/colors';
import type { SeatLayout } from '../../catalog/art/seating';
import { type ArtRaster, colorAt } from './art';
import type { Camera, Rect } from './geometry';
import type { Size } from './kinds';
import type { Placement } from './planner';
import type { RoomPiece } from '../renderer';
import { drawShapes, type Shape } from './polygons';
import { blit, type Sprite } from './sprite';

/** A sofa this deep is a corner sofa (the catalog's run 160–220 cm deep, every straight one under 110). */
const CORNER_DEPTH_CM = 150;

/** A corner sofa's main run: its depth (cm), or undefined for any other piece. */
export function cornerRunDepth(category: string, size: Size): number | undefined {
  return category !== C.sofas || size.depthCm < CORNER_DEPTH_CM ? undefined : Math.min(100, size.depthCm * 0.5);
}

/** A corner sofa's main run: its face's depth (cm), or undefined for any other piece. */
export function cornerMainZ(category: string, size: Size, footprint: Rect): number | undefined {
  const run = cornerRunDepth(category, size);
  return run === undefined ? undefined : footprint.z + run;
}

/** Where the L's parts stand (cm): the main run's front, the chaise's inner and outer sides, and its front. */
export interface CornerParts {
  zMain: number;
  zFront: number;
  xInner: number;
  xOuter: number;
  /** The chaise is on the footprint's right (+x) end. */
  right: boolean;
}

/**
 * The L in its footprint, its main run's face at `zMain`: the chaise on the end nearer a side wall (the right on a
 * tie), reaching to the footprint's front.
 */
export function cornerParts(room: { width: number }, r: Rect, zMain: number): CornerParts {
  // Facing the camera, the footprint's width is the sofa's.
  const chaise = Math.min(110, Math.max(80, r.w * 0.32));
  const right = room.width - (r.x + r.w) <= r.x;
  const xOuter = right ? r.x + r.w : r.x;
  return { zMain, zFront: r.z + r.d, xInner: right ? xOuter - chaise : xOuter + chaise, xOuter, right };
}

/**
 * The L of a corner sofa turned its back to the camera (a theatre's row): its main run at the footprint's front, its
 * back to the camera, and its chaise reaching back from the run to the footprint's back on the end nearer a side wall.
 */
export function cornerPartsFromBehind(room: { width: number }, r: Rect, run: number): CornerParts {
  return { ...cornerParts(room, r, r.z + r.d - run), zFront: r.z };
}

/** Whether a corner sofa seen from behind is drawn with its chaise beyond its back (from the catalog's drawn art). */
export const chaiseBehindDrawn = (
  p: Pick<Placement, 'pose' | 'category' | 'size'>,
  piece: Pick<RoomPiece, 'image'>,
): boolean =>
  p.pose.fromBehind &&
  p.pose.mode === 'front' &&
  cornerRunDepth(p.category, p.size) !== undefined &&
  piece.image.kind === 'svg';

/** Whether a piece is drawn as the L: a corner sofa facing the camera (Pose.mainZ), from the catalog's drawn art. */
export const drawnAsL = (p: Pick<Placement, 'pose'>, piece: Pick<RoomPiece, 'image'>): boolean =>
  p.pose.mainZ !== undefined && piece.image.kind === 'svg';

/**
 * The floor the L stands on: its main run's and its chaise's rectangles (cm). Its shadow falls there; under the whole
 * footprint, it darkened the empty floor before the main run as if the sofa stood there.
 */
export const cornerFloor = (room: { width: number }, f: Rect, mainZ: number): Rect[] =>
  floorOfParts(f, cornerParts(room, f, mainZ));

/**
 * The floor under these parts of an L in footprint `f`: the main run from the footprint's edge away from the chaise to
 * `zMain`, the chaise from there to `zFront` (towards the camera, or away from it seen from behind).
 */
export function floorOfParts(f: Rect, { zMain, zFront, xInner, xOuter }: CornerParts): Rect[] {
  const runEdge = zFront > zMain ? f.z : f.z + f.d;
  const between = (a: number, b: number) => ({ z: Math.min(a, b), d: Math.abs(b - a) });
  return [
    { x: f.x, w: f.w, ...between(runEdge, zMain) },
    { x: Math.min(xInner, xOuter), w: Math.abs(xOuter - xInner), ...between(zMain, zFront) },
  ];
}

/** The chaise's seat top, its inner side and its arm, as the camera sees them between the main run and its front. */
function chaiseShapes(cam: Camera, parts: CornerParts, rows: SeatLayout, art: ArtRaster, width: number): Shape[] {
  const { zMain, zFront, xInner, xOuter, right } = parts;
  const dir = right ? 1 : -1;
  // The way from the main run into the chaise: towards the camera, or away from it for a sofa seen from behind.
  const into = Math.sign(zFront - zMain);
  const seat = rows.seatZ + rows.seatDepth;
  const xArm = xOuter - dir * rows.armW;
  const inward = (x: number) => (cam.xc - x) * dir < 0;
  const fabric = colorAt(art, width / 2, rows.seatZ + rows.seatDepth * 0.5) ?? '#8a8a8a';
  const armColor = colorAt(art, right ? width - rows.armW / 2 : rows.armW / 2, rows.armTop - 3) ?? fabric;
  const quad = (
    a: [number, number, number],
    b: [number, number, number],
    c: [number, number, number],
    d: [number, number, number],
  ) => [a, b, c, d].map(([x, h, z]) => cam.project(x, h, z));
  const shapes: Shape[] = [];
  if (inward(xInner))
    shapes.push({
      pts: quad([xInner, rows.legH, zMain], [xInner, rows.legH, zFront], [xInner, seat, zFront], [xInner, seat, zMain]),
      fill: darken(fabric, 0.12),
      stroke: darken(fabric, 0.4),
      fade: {
        to: darken(fabric, 0.3),
        from: cam.project(xInner, seat / 2, zFront),
        toPt: cam.project(xInner, seat / 2, zMain),
      },
    });
  shapes.push({
    pts: quad([xInner, seat, zMain], [xArm, seat, zMain], [xArm, seat, zFront], [xInner, seat, zFront]),
    fill: lighten(fabric, 0.04),
    stroke: darken(fabric, 0.3),
    fade: { to: darken(fabric, 0.14), from: cam.project(xInner, seat, zFront), toPt: cam.project(xInner, seat, zMain) },
  });
  // The seam between the chaise's cushion and the main run's seat it continues.
  shapes.push({
    pts: quad(
      [xInner, seat, zMain + into],
      [xArm, seat, zMain + into],
      [xArm, seat, zMain + 3 * into],
      [xInner, seat, zMain + 3 * into],
    ),
    fill: darken(fabric, 0.3),
  });
  // A rounded arm's top runs from where its front is full width at either edge (armSides, drawPiece.ts).
  const [outerTop, innerTop] = [rows.armTop - rows.armRound.outer, rows.armTop - rows.armRound.inner];
  if (inward(xArm))
    shapes.push({
      pts: quad([xArm, seat, zMain], [xArm, seat, zFront], [xArm, innerTop, zFront], [xArm, innerTop, zMain]),
      fill: darken(armColor, 0.08),
      stroke: darken(armColor, 0.4),
    });
  if (rows.armTop < cam.eye)
    shapes.push({
      pts: quad(
        [xArm, innerTop, zMain],
        [xOuter, outerTop, zMain],
        [xOuter, outerTop, zFront],
        [xArm, innerTop, zFront],
      ),
      fill: lighten(armColor, 0.06),
      stroke: darken(armColor, 0.35),
    });
  return shapes;
}

const fronts = new WeakMap<ArtRaster, Map<string, Sprite>>();

/**
 * The chaise's front out of the sofa's art: the end the chaise is on, cut at the seat's top, its arm whole. The
 * sprite keeps the art's size and origin.
 */
function chaiseFront(art: ArtRaster, rows: SeatLayout, width: number, chaiseCm: number, right: boolean): Sprite {
  const key = `${right}|${chaiseCm.toFixed(1)}`;
  const known = fronts.get(art)?.get(key);
  if (known) return known;
  const { width: w, height: h, data } = art.sprite;
  const out = new Uint8Array(data.length);
  const px = (u: number) => Math.round(art.ox + u * art.k);
  const row = (cm: number) => Math.round(art.oy - cm * art.k);
  const [u0, u1] = right ? [width - chaiseCm, width] : [0, chaiseCm];
  const [a0, a1] = right ? [width - rows.armW, width] : [0, rows.armW];
  const seatRow = row(rows.seatZ + rows.seatDepth);
  const armRow = row(rows.armTop + 2);
  for (let y = 0; y < h; y++)
    for (let x = Math.max(0, px(u0)); x < Math.min(w, px(u1)); x++) {
      const inArm = x >= px(a0) && x < px(a1);
      if (y < (inArm ? armRow : seatRow)) continue;
      const i = (y * w + x) * 4;
      out[i] = data[i];
      out[i + 1] = data[i + 1];
      out[i + 2] = data[i + 2];
      out[i + 3] = data[i + 3];
    }
  const made = { width: w, height: h, data: out };
  fronts.set(art, (fronts.get(art) ?? new Map<string, Sprite>()).set(key, made));
  return made;
}

/**
 * The L drawn: the main run's art at its front (`mainArt`, rastered at that depth's scale), then the chaise's top,
 * sides and front (`frontArt`, at the footprint front's scale).
 */
export function drawCornerSofa(
  dst: Sprite,
  cam: Camera,
  p: Placement,
  parts: CornerParts,
  rows: SeatLayout,
  [mainArt, frontArt]: readonly [ArtRaster, ArtRaster],
): void {
  const { widthCm } = p.size;
  const left = Math.min(p.pose.p0.x, p.pose.p1.x);
  const at = (z: number, art: ArtRaster) => {
    const a = cam.project(left, 0, z);
    return [Math.round(a.x - art.ox), Math.round(a.y - art.oy)] as const;
  };
  blit(dst, mainArt.sprite, ...at(parts.zMain, mainArt));
  drawShapes(dst, chaiseShapes(cam, parts, rows, mainArt, widthCm));
  const chaiseCm = Math.abs(parts.xOuter - parts.xInner);
  blit(dst, chaiseFront(frontArt, rows, widthCm, chaiseCm, parts.right), ...at(parts.zFront, frontArt));
}

/**
 * The chaise of a corner sofa seen from behind, its seat's top, inner side and arm as the camera sees them beyond the
 * main run (`art`: the sofa's front art, for its colours). Drawn before the run's back, which hides the part nearest it:
 * from standing height and above, the seat shows over the back where the chaise reaches furthest.
 */
export function drawChaiseBehind(
  dst: Sprite,
  cam: Camera,
  p: Pick<Placement, 'footprint' | 'category' | 'size'>,
  rows: SeatLayout,
  art: ArtRaster,
): void {
  const run = cornerRunDepth(p.category, p.size)!;
  drawShapes(dst, chaiseShapes(cam, cornerPartsFromBehind(cam.room, p.footprint, run), rows, art, p.size.widthCm));
}
