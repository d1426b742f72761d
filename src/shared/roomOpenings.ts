// Where a drawn room's window and door are: the compositor draws the window there, the floor plan
// draws both, and the planner and the layout audit keep both clear. One place, so they agree.
import { type FloorRect, overlaps, type RoomSize } from './layoutRules';

export interface WallSpan {
  /** Distance from the back wall where the opening starts and ends (cm). */
  from: number;
  to: number;
}

/** The window on the left wall; its sill height (cm): only pieces taller than it block the window. */
export const WINDOW_SILL_CM = 85;
/** How far into the room a piece counts as standing before the window (cm). */
export const WINDOW_REACH_CM = 40;

export function windowSpan(room: Pick<RoomSize, 'depthCm'>): WallSpan {
  const from = Math.round(room.depthCm * 0.16);
  return { from, to: from + Math.min(170, Math.round(room.depthCm * 0.36)) };
}

/** The door on the right wall near the front (out of the camera's view); it swings into the room. */
export const DOOR_WIDTH_CM = 90;
const DOOR_FROM_FRONT_CM = 30;

export function doorSpan(room: Pick<RoomSize, 'depthCm'>): WallSpan {
  const to = Math.max(DOOR_WIDTH_CM, room.depthCm - DOOR_FROM_FRONT_CM);
  return { from: to - DOOR_WIDTH_CM, to };
}

/** The floor the door sweeps as it opens: nothing may stand there. */
export function doorSwing(room: RoomSize): FloorRect {
  const { from, to } = doorSpan(room);
  return { x: room.widthCm - DOOR_WIDTH_CM, z: from, w: DOOR_WIDTH_CM, d: to - from };
}

/** A room's window span and door swing, worked out once for the checks below. */
export interface RoomOpenings {
  window: WallSpan;
  door: FloorRect;
}

export const openingsOf = (room: RoomSize): RoomOpenings => ({ window: windowSpan(room), door: doorSwing(room) });

/** Whether a piece (its footprint, its height) stands before the window: taller than the sill, near the left wall. */
export function blocksWindow(r: FloorRect, heightCm: number, openings: RoomOpenings): boolean {
  const win = openings.window;
  return heightCm > WINDOW_SILL_CM && r.x < WINDOW_REACH_CM && r.z < win.to && r.z + r.d > win.from;
}

/** Whether a footprint stands in the door's swing. */
export const blocksDoor = (r: FloorRect, openings: RoomOpenings): boolean => overlaps(r, openings.door);
