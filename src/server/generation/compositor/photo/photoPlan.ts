// Where the pieces stand on a photo's measured floor: the user's arrangement when they sent one,
// else the planner's. Pure, so the renderer, the job and a project read later agree.
import type { Layout } from '../../../../shared/api';
import { type Plan, type PlanPiece, planInRoom, planRoom } from '../planner';
import { validateLayout } from '../validateLayout';

const ROOM_HEIGHT_CM = 250;

export interface FloorSize {
  widthCm: number;
  depthCm: number;
}

/**
 * The marked floor first; when the pieces do not fit it, a larger floor from its back-left corner.
 * A layout (already checked when the request came in) is drawn as it is.
 */
export function planPhotoRoom(roomType: string, pieces: readonly PlanPiece[], floor: FloorSize, layout?: Layout): Plan {
  if (layout) {
    const checked = validateLayout(roomType, pieces, layout);
    if (!checked.ok) throw new Error(`layout no longer fits: ${checked.problems.join('; ')}`);
    return checked.plan;
  }
  const room = { width: Math.round(floor.widthCm), depth: Math.round(floor.depthCm), height: ROOM_HEIGHT_CM };
  // The photo's own camera shows the room: the designer's arrangement, not one chosen for the framed picture.
  return planInRoom(roomType, pieces, room, 'first') ?? planRoom(roomType, pieces, room, 'first');
}

/** A layout for a photo must start at the marked floor's back-left corner and hold that floor. */
export function photoLayoutProblem(floor: FloorSize, layout: Pick<Layout, 'room'>): string | undefined {
  const tolerance = 2;
  if (layout.room.widthCm + tolerance >= floor.widthCm && layout.room.depthCm + tolerance >= floor.depthCm) return;
  return `the room must be at least the photo's marked floor, ${Math.round(floor.widthCm)} × ${Math.round(floor.depthCm)} cm`;
}
