// What the picture shows, measured from the drawn pieces' masks: how much of each piece the pieces in
// front of it hide, how much of the image the furnished region covers, and how much of the lowest third
// is empty floor.
import { ROOM_IMAGE_HEIGHT as H, ROOM_IMAGE_WIDTH as W, type RoomSpec } from '../../renderer';
import { drawPiece } from '../drawPiece';
import type { Plan } from '../planner';
import { blankSprite } from '../sprite';
import { contains, outlineOf } from '../walkways';

export interface PictureFigures {
  /** Per piece (input order): the share of its drawn pixels that pieces drawn after it cover. */
  hidden: number[];
  /** Share of the image the bounding box of all drawn pieces covers. */
  coverage: number;
  /** Share of the image's lowest third that is floor with no piece on it (or over it). */
  emptyLowerThird: number;
}

/** Alpha at or above this counts as the piece (anti-aliased edges below it do not). */
const SOLID = 128;

export async function pictureFigures(plan: Plan, spec: RoomSpec): Promise<PictureFigures> {
  const covered = new Uint8Array(W * H);
  const frame = blankSprite(W, H);
  const hidden = new Array<number>(plan.placements.length).fill(0);
  let x0 = W;
  let y0 = H;
  let x1 = -1;
  let y1 = -1;
  // Front to back: what is covered so far is exactly what the pieces drawn after this one cover.
  for (const p of [...plan.placements].sort((a, b) => b.zOrder - a.zOrder)) {
    frame.data.fill(0);
    await drawPiece(frame, plan.camera, p, spec.pieces[p.index]);
    let own = 0;
    let behind = 0;
    const d = frame.data;
    for (let i = 0, px = 0; px < W * H; px++, i += 4) {
      if (d[i + 3] < SOLID) continue;
      own++;
      if (covered[px]) behind++;
      // Marked at once: each pixel is visited once per piece, so this piece never covers itself.
      else covered[px] = 1;
      const x = px % W;
      const y = (px - x) / W;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
    hidden[p.index] = own ? behind / own : 0;
  }
  const coverage = x1 < 0 ? 0 : ((x1 - x0 + 1) * (y1 - y0 + 1)) / (W * H);
  const top = Math.ceil((H * 2) / 3);
  // Floor seen between a piece's legs (under a bed, a desk or a table) has the piece on it: not empty floor.
  const outlines = plan.placements.map((p) => outlineOf(p.category, p.footprint, p.angle, p.size));
  const underPiece = (x: number, z: number) => outlines.some((o) => contains(o, { x, z }, 0));
  let empty = 0;
  for (let y = top; y < H; y++) {
    const z = plan.camera.depthAtRow(y + 0.5);
    if (z < 0 || z > plan.room.depth) continue;
    for (let x = 0; x < W; x++) {
      if (covered[y * W + x]) continue;
      // The floor at this pixel, unless a side wall stands there.
      const s = plan.camera.scale(z);
      const roomX = plan.camera.xc + (x + 0.5 - plan.camera.cx) / s;
      if (roomX >= 0 && roomX <= plan.room.width && !underPiece(roomX, z)) empty++;
    }
  }
  return { hidden, coverage, emptyLowerThird: empty / ((H - top) * W) };
}
