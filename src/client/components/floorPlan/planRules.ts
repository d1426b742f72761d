// The editor's refusals, from the one set of floor-plan rules (src/shared/layoutRules.ts) the
// planner and the server's check of an edited layout use; only the wording is the editor's.
import type { Layout } from '../../../shared/api';
import { footprintAt, layoutProblems, type PieceSize } from '../../../shared/layoutRules';

export type { PieceSize };

export interface PlanPiece {
  label: string;
  size: PieceSize;
}

/** Why the pieces at `changed` may not stand where the layout puts them, or null when they may. */
export function refusalOf(layout: Layout, pieces: readonly PlanPiece[], changed: readonly number[]): string | null {
  const placed = layout.placements.map((p, i) => ({
    name: pieces[i].label,
    footprint: footprintAt(p.xCm, p.yCm, pieces[i].size, p.angleDeg),
  }));
  // A problem the plan already had (it is the server's) does not stop a change elsewhere.
  const problem = layoutProblems(placed, layout.room).find((p) => p.pieces.some((i) => changed.includes(i)));
  if (!problem) return null;
  const [first, second] = problem.pieces;
  if (problem.kind === 'outside') return `${placed[first].name} would leave the room`;
  const [mover, other] = changed.includes(first) ? [first, second] : [second, first];
  return `${placed[mover].name} would overlap ${placed[other].name}`;
}
