// Chairs pushed in behind their table: issue 16 asks for them, and seen from any height that frames the room their
// seat and legs are under the table's board. What is hidden of such a chair is measured above the table's top, the
// back a designer expects to show over it; a chair before it or a piece over its back still counts.
import type { Camera, Rect } from './geometry';
import type { Pose } from './pose';
import { type PlacedPiece, seatedAt } from './relations';

/** Per chair pushed in behind the table it sits at, the table facing the camera with its board drawn: its height. */
export function tuckedChairs(pieces: readonly (PlacedPiece & { pose: Pose })[]): Map<number, number> {
  const tucked = new Map<number, number>();
  const plan = { placements: pieces };
  for (const p of pieces) {
    const table = seatedAt(plan, p);
    if (!table || table.pose.boardZ === undefined || table.pose.fromBehind) continue;
    const cx = p.footprint.x + p.footprint.w / 2;
    const under = cx >= table.footprint.x && cx <= table.footprint.x + table.footprint.w;
    if (under && p.footprint.z + p.footprint.d <= table.footprint.z + 5) tucked.set(p.index, table.size.heightCm);
  }
  return tucked;
}

/** The image row of the table's top at the tucked chair's front: below it the chair is under the board. */
export const tuckedRow = (cam: Camera, rect: Rect, tableHeightCm: number): number =>
  cam.project(rect.x + rect.w / 2, tableHeightCm, rect.z + rect.d).y;
