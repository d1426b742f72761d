// The sheet of paper and the crayons a kids' table's art draws on its top, drawn on the board the renderer lays over
// the table (drawPiece.ts tableTop) at the same places of it: the art's own top is left out under the board.
import { darken } from '../../catalog/art/colors';
import { PLAY } from '../../catalog/art/kids';
import type { Camera } from './geometry';
import type { Shape } from './polygons';

type FloorPt = { x: number; z: number };

/** The paper's corners as shares of the board: across from its left end, and back from its front edge. */
const PAPER: [number, number][] = [
  [0.18, 0.25],
  [0.48, 0.2],
  [0.465, 0.75],
  [0.2, 0.78],
];
/** How long a crayon is (share of the board's width) and how thick (cm). */
const CRAYON_LONG = 0.08;
const CRAYON_CM = 1.2;

/**
 * The paper and three crayons on a board whose front runs from `front[0]` (the art's left) to `front[1]`, and whose
 * back from `back[0]` to `back[1]`, at height `h` (cm).
 */
export function kidsTableDoodles(cam: Pick<Camera, 'project'>, front: FloorPt[], back: FloorPt[], h: number): Shape[] {
  const depthCm = Math.hypot(back[0].x - front[0].x, back[0].z - front[0].z);
  const at = (u: number, v: number) => {
    const f = { x: front[0].x + (front[1].x - front[0].x) * u, z: front[0].z + (front[1].z - front[0].z) * u };
    const b = { x: back[0].x + (back[1].x - back[0].x) * u, z: back[0].z + (back[1].z - back[0].z) * u };
    return cam.project(f.x + (b.x - f.x) * v, h, f.z + (b.z - f.z) * v);
  };
  const paper: Shape = { pts: PAPER.map(([u, v]) => at(u, v)), fill: '#ffffff', stroke: '#d8d4cc' };
  const thick = CRAYON_CM / Math.max(1, depthCm);
  const crayons = [0, 1, 2].map((i): Shape => {
    const [u, v] = [0.62 + i * 0.06, 0.35 + i * 0.12];
    return {
      pts: [at(u, v), at(u + CRAYON_LONG, v + 0.08), at(u + CRAYON_LONG, v + 0.08 + thick), at(u, v + thick)],
      fill: PLAY[i],
      stroke: darken(PLAY[i], 0.3),
    };
  });
  return [paper, ...crayons];
}
