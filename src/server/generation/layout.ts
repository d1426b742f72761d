// The floor plan of a room between the API and the compositor's planner: checking a sent layout,
// and the planner's own layout when none was sent (what is drawn, and what a project keeps).
import type { DrawnLayout, Layout } from '../../shared/api';
import { defaultRoomSize } from '../../shared/rooms';
import { badRequest } from '../errors';
import type { Furniture } from '../repositories/catalog';
import { toApiLayout } from './compositor/layoutCoords';
import { type PlanPiece, planRoom } from './compositor/planner';
import { validateLayout } from './compositor/validateLayout';
import { type FloorSize, planPhotoRoom } from './compositor/photo/photoPlan';

export const planPiece = (row: Furniture): PlanPiece => ({
  id: row.id,
  category: row.category,
  title: row.title,
  dimensions: { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm },
});

/** Where the planner puts these pieces, in API coordinates. */
export function plannedLayout(roomType: string, pieces: readonly PlanPiece[]): DrawnLayout {
  if (pieces.length === 0) {
    const { widthCm, depthCm } = defaultRoomSize(roomType);
    return { room: { widthCm, depthCm }, placements: [] };
  }
  return toApiLayout(planRoom(roomType, pieces));
}

/** Where the pieces stand on a photo's measured floor (a photo project read before layouts were kept). */
export const photoPlannedLayout = (roomType: string, pieces: readonly PlanPiece[], floor: FloorSize): DrawnLayout =>
  toApiLayout(planPhotoRoom(roomType, pieces, floor));

/** The 400 `validation` of a layout that does not hold these pieces, overlaps, or leaves the room. */
export function assertLayout(roomType: string, pieces: readonly PlanPiece[], layout: Layout): void {
  const checked = validateLayout(roomType, pieces, layout);
  if (!checked.ok) throw badRequest(`roomParams.layout: ${checked.problems.join('; ')}`);
}
