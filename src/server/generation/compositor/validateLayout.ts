// The user's floor plan as the planner's own plan: checked by the planner's rules (src/shared/layoutRules.ts),
// so the renderer draws exactly that arrangement. Pure: pieces, room type and layout in, plan or reasons out.
import type { Layout } from '../../../shared/api';
import { layoutProblems } from '../../../shared/layoutRules';
import { baseRoom, type Rect, type Room } from './geometry';
import { toPlannerSpot } from './layoutCoords';
import { finish, itemsOf, type Plan, type PlanPiece } from './planner';

export type LayoutCheck = { ok: true; plan: Plan } | { ok: false; problems: string[] };

/** The room a layout describes, as high as the room type's usual room. */
export function layoutRoom(roomType: string, layout: Pick<Layout, 'room'>): Room {
  return { width: layout.room.widthCm, depth: layout.room.depthCm, height: baseRoom(roomType).height };
}

const nameOf = (p: PlanPiece): string => p.title ?? p.category;

/** Which placement stands for each piece: the placements must be the pieces' ids as a multiset. */
function matchPlacements(pieces: readonly PlanPiece[], layout: Layout): { match: number[]; problems: string[] } {
  const free = layout.placements.map((_, i) => i);
  const match: number[] = [];
  const unplaced: string[] = [];
  pieces.forEach((piece) => {
    const at = free.findIndex((i) => layout.placements[i].furnitureId === piece.id);
    if (at < 0) unplaced.push(nameOf(piece));
    else match.push(free.splice(at, 1)[0]);
  });
  const problems = [
    ...unplaced.map((name) => `The layout has no place for ${name}`),
    ...free.map((i) => `The layout places ${layout.placements[i].furnitureId}, which is not among the pieces`),
  ];
  return { match, problems };
}

export function validateLayout(roomType: string, pieces: readonly PlanPiece[], layout: Layout): LayoutCheck {
  const { match, problems: mismatch } = matchPlacements(pieces, layout);
  if (mismatch.length) return { ok: false, problems: mismatch };
  const items = itemsOf(pieces);
  const spots = new Map<number, { rect: Rect; angle: number }>(
    items.map((item, i) => [item.index, toPlannerSpot(layout.placements[match[i]], item.size)]),
  );
  const problems = layoutProblems(
    items.map((item) => ({ name: nameOf(pieces[item.index]), footprint: spots.get(item.index)!.rect })),
    layout.room,
  );
  if (problems.length) return { ok: false, problems: problems.map((p) => p.message) };
  const room = layoutRoom(roomType, layout);
  return { ok: true, plan: finish(roomType, room, items, spots) };
}
