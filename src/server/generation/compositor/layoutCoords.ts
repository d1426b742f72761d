// API.md's floor-plan coordinates and the planner's. Both measure the centre of a piece in cm from the
// left wall (x) and from the back wall (API `yCm`, planner `z`); they differ in the turn: the API turns
// clockwise seen from above, the planner's angle is positive towards +x (a piece against the left wall
// faces the room at 90). 0 is the same in both: the front faces away from the back wall, towards the camera.
import type { Placement as ApiPlacement, Layout } from '../../../shared/api';
import { footprintAt } from '../../../shared/layoutRules';
import type { Rect, Room } from './geometry';
import type { Size } from './kinds';

/** An angle in (-180, 180], without -0. */
export function normalAngle(deg: number): number {
  const a = ((deg % 360) + 360) % 360;
  const r = a > 180 ? a - 360 : a;
  return r === 0 ? 0 : r;
}

/** The planner's spot (footprint and angle) of a piece of this size placed as the API says. */
export function toPlannerSpot(
  p: Pick<ApiPlacement, 'xCm' | 'yCm' | 'angleDeg'>,
  size: Pick<Size, 'widthCm' | 'depthCm'>,
): { rect: Rect; angle: number } {
  const angle = normalAngle(-p.angleDeg);
  return { rect: footprintAt(p.xCm, p.yCm, size, angle), angle };
}

/** The API's placement of a planned piece (the centre of its footprint). */
export function toApiPlacement(p: { id: string; footprint: Rect; angle: number }): ApiPlacement {
  return {
    furnitureId: p.id,
    xCm: p.footprint.x + p.footprint.w / 2,
    yCm: p.footprint.z + p.footprint.d / 2,
    angleDeg: normalAngle(-p.angle),
  };
}

const tenth = (cm: number): number => Math.round(cm * 10) / 10;

/** The layout of a plan in API coordinates, pieces in their input order, to a tenth of a centimetre. */
export function toApiLayout(plan: {
  room: Room;
  placements: readonly { index: number; id: string; footprint: Rect; angle: number }[];
}): Layout {
  const placements = [...plan.placements]
    .sort((a, b) => a.index - b.index)
    .map(toApiPlacement)
    .map((p) => ({ ...p, xCm: tenth(p.xCm), yCm: tenth(p.yCm), angleDeg: tenth(p.angleDeg) }));
  return { room: { widthCm: plan.room.width, depthCm: plan.room.depth }, placements };
}
