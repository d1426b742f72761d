// What the picture shows, measured from the drawn pieces' masks: how much of each piece the pieces in
// front of it hide, how much of the image the furnished region covers, and how much of the lowest third
// is empty floor. The layout audit measures the picture with it; the camera choice checks its framing with
// it, drawn small (cameraCheck.ts).
import { ROOM_IMAGE_HEIGHT as H, ROOM_IMAGE_WIDTH as W, type RoomSpec } from '../renderer';
import { drawPiece } from './drawPiece';
import type { Plan } from './planner';
import { PICTURE_GOALS as GOALS } from './pictureGoals';
import { blankSprite } from './sprite';
import { tuckedChairs, tuckedRow } from './tucked';
import { contains, outlineOf } from './walkways';

export interface PictureFigures {
  /**
   * Per piece (input order): the share of its drawn pixels that pieces drawn after it cover. A chair pushed in
   * behind its table is measured above the table's top (tucked.ts).
   */
  hidden: number[];
  /** Per piece, the same share over all its drawn pixels: a tucked chair's seat and legs under its table counted too. */
  hiddenWhole: number[];
  /** Share of the image the bounding box of all drawn pieces covers. */
  coverage: number;
  /** Share of the image's lowest third that is floor with no piece on it (or over it). */
  emptyLowerThird: number;
}

/** Alpha at or above this counts as the piece (anti-aliased edges below it do not). */
const SOLID = 128;

/** The figures of the picture drawn at `scale` times the image's size (smaller is cheaper and coarser). */
export async function pictureFigures(plan: Plan, spec: RoomSpec, scale = 1): Promise<PictureFigures> {
  return (await measured(plan, spec, scale, Infinity))!;
}

/**
 * The figures of the picture drawn at `scale`, or undefined as soon as a piece is hidden past the goal: the pieces
 * behind it are not drawn.
 */
export const figuresUnlessHidden = (plan: Plan, spec: RoomSpec, scale = 1): Promise<PictureFigures | undefined> =>
  measured(plan, spec, scale, GOALS.maxHiddenShare);

/** The picture's figures, or undefined as soon as a piece is hidden more than `mostHidden`. */
async function measured(
  plan: Plan,
  spec: RoomSpec,
  scale: number,
  mostHidden: number,
): Promise<PictureFigures | undefined> {
  // The image's size (and `contains` below) read once: an imported binding may compile to a getter, and these
  // loops visit every pixel.
  const [w, h] = [Math.round(W * scale), Math.round(H * scale)];
  const camera = scale === 1 ? plan.camera : plan.camera.scaled(scale);
  const covered = new Uint8Array(w * h);
  const frame = blankSprite(w, h);
  const hidden = new Array<number>(plan.placements.length).fill(0);
  const hiddenWhole = [...hidden];
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  const tucked = tuckedChairs(plan.placements);
  // Front to back: what is covered so far is exactly what the pieces drawn after this one cover.
  for (const p of [...plan.placements].sort((a, b) => b.zOrder - a.zOrder)) {
    frame.data.fill(0);
    await drawPiece(frame, camera, p, spec.pieces[p.index]);
    let [own, behind, ownAll, behindAll] = [0, 0, 0, 0];
    const d = frame.data;
    const under = tucked.get(p.index);
    const counted = under === undefined ? h : tuckedRow(camera, p.footprint, under);
    // Row by row, without a division per pixel: the scans were most of the audit's time.
    for (let y = 0; y < h; y++) {
      const row = y * w;
      const counts = y < counted;
      for (let x = 0, i = row * 4 + 3; x < w; x++, i += 4) {
        if (d[i] < SOLID) continue;
        ownAll++;
        if (counts) own++;
        // Marked at once: each pixel is visited once per piece, so this piece never covers itself.
        if (covered[row + x]) {
          behindAll++;
          if (counts) behind++;
        } else covered[row + x] = 1;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    hidden[p.index] = own ? behind / own : 0;
    hiddenWhole[p.index] = ownAll ? behindAll / ownAll : 0;
    if (hidden[p.index] > mostHidden) return undefined;
  }
  const coverage = x1 < 0 ? 0 : ((x1 - x0 + 1) * (y1 - y0 + 1)) / (w * h);
  const top = Math.ceil((h * 2) / 3);
  // Floor seen between a piece's legs (under a bed, a desk or a table) has the piece on it: not empty floor.
  const outlines = plan.placements.map((p) => outlineOf(p.category, p.footprint, p.angle, p.size));
  let empty = 0;
  const { xc, cx } = camera;
  const inside = contains;
  for (let y = top; y < h; y++) {
    const z = camera.depthAtRow(y + 0.5);
    if (z < 0 || z > plan.room.depth) continue;
    const s = camera.scale(z);
    // Only the pieces whose outline reaches this row's depth can stand under one of its pixels.
    const here = outlines.filter((o) => Math.abs(z - o.cz) < o.halfW + o.halfD);
    const under = (x: number) => here.some((o) => inside(o, { x, z }, 0));
    for (let x = 0; x < w; x++) {
      if (covered[y * w + x]) continue;
      // The floor at this pixel, unless a side wall stands there.
      const roomX = xc + (x + 0.5 - cx) / s;
      if (roomX >= 0 && roomX <= plan.room.width && !under(roomX)) empty++;
    }
  }
  return { hidden, hiddenWhole, coverage, emptyLowerThird: empty / ((h - top) * w) };
}
