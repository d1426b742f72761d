// The planner's floor: which rectangles are taken, and what may still go where.
import { ROOM_IMAGE_HEIGHT, ROOM_IMAGE_WIDTH } from '../renderer';
import { insideRoom, overlaps } from '../../../shared/layoutRules';
import {
  blocksDoor,
  blocksWindow,
  openingsOf,
  type RoomOpenings,
  WINDOW_SILL_CM,
  windowSpan,
} from '../../../shared/roomOpenings';
import type { Camera, Rect, Room } from './geometry';

export { overlaps };

/** Where the window is on the left wall (depth range, sill height). */
export interface WindowZone {
  z0: number;
  z1: number;
  sill: number;
}

export function windowZone(room: Room): WindowZone {
  const { from, to } = windowSpan({ depthCm: room.depth });
  return { z0: from, z1: to, sill: WINDOW_SILL_CM };
}

export class Floor {
  readonly taken: Rect[] = [];
  readonly openings: RoomOpenings;

  constructor(
    readonly room: Room,
    readonly cam: Camera,
    /** Clearance between pieces (cm); shrinks when the room is crowded. */
    public gap = 4,
  ) {
    this.openings = openingsOf({ widthCm: room.width, depthCm: room.depth });
  }

  inside(r: Rect): boolean {
    return insideRoom(r, { widthCm: this.room.width, depthCm: this.room.depth });
  }

  /** Most of the piece must be in the frame; against a side wall its near end may run out of it, as in a photo. */
  visible(r: Rect): boolean {
    const front = r.z + r.d;
    const xs = [
      this.cam.project(r.x, 0, r.z).x,
      this.cam.project(r.x + r.w, 0, r.z).x,
      this.cam.project(r.x, 0, front).x,
      this.cam.project(r.x + r.w, 0, front).x,
    ];
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const shown = Math.min(x1, ROOM_IMAGE_WIDTH - 4) - Math.max(x0, 4);
    return shown >= (x1 - x0) * 0.75 && this.cam.project(r.x, 0, front).y <= ROOM_IMAGE_HEIGHT - 6;
  }

  /** Tall pieces would stand in front of the window; nothing may stand in the door's swing. */
  blocksOpening(r: Rect, heightCm: number): boolean {
    return blocksWindow(r, heightCm, this.openings) || blocksDoor(r, this.openings);
  }

  fits(r: Rect, heightCm = 0): boolean {
    return (
      this.inside(r) &&
      !this.blocksOpening(r, heightCm) &&
      !this.taken.some((t) => overlaps(r, t, this.gap)) &&
      this.visible(r)
    );
  }

  take(r: Rect): void {
    this.taken.push(r);
  }
}
