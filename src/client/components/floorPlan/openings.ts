// Where the plan draws the window and the door. The window is where the compositor draws it
// (server generation/compositor/floor.ts windowZone: on the left wall, from 16% of the depth).
// The renderer draws no door; the plan puts one on the right wall near the front, which the
// camera does not show, so the picture and the plan never disagree.
import type { Layout } from '../../../shared/api';

export interface WallSpan {
  /** Distance from the back wall where the opening starts and ends (cm). */
  from: number;
  to: number;
}

export const DOOR_WIDTH_CM = 90;
const DOOR_FROM_FRONT_CM = 30;

export function windowSpan(room: Layout['room']): WallSpan {
  const from = Math.round(room.depthCm * 0.16);
  return { from, to: from + Math.min(170, Math.round(room.depthCm * 0.36)) };
}

export function doorSpan(room: Layout['room']): WallSpan {
  const to = Math.max(DOOR_WIDTH_CM, room.depthCm - DOOR_FROM_FRONT_CM);
  return { from: to - DOOR_WIDTH_CM, to };
}
