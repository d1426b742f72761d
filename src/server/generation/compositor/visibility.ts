// How much of a piece the camera would not see for the pieces in front of it, estimated from their image
// boxes: the planner keeps storage out from behind a taller piece nearer the camera, and the camera choice
// estimates its pictures from them.
import type { Camera, Rect } from './geometry';
import type { Size } from './kinds';
import { type Box, paintKey, type Pose, poseBox, poseOf } from './pose';

export interface Seen {
  box: Box;
  depth: number;
}

/** The image box of a piece in this pose and where it comes in the painter's order. */
export function seenAs(cam: Camera, pose: Pose, rect: Rect, angle: number): Seen {
  return { box: poseBox(cam, pose, rect), depth: paintKey({ pose, angle, y: rect.z + rect.d / 2, footprint: rect }) };
}

/** The same for a piece at this spot. */
export function seenAt(cam: Camera, category: string, size: Size, rect: Rect, angle: number, photo = false): Seen {
  return seenAs(cam, poseOf(category, size, rect, angle, photo), rect, angle);
}

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/** The share of `back`'s box that `front`'s box covers. */
export function coveredShare(back: Box, front: Box): number {
  const area = back.width * back.height;
  return area > 0 ? overlap(back, front) / area : 0;
}
