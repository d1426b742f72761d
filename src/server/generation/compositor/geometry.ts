// Room coordinates and the one-point perspective camera.
// Floor coordinates are centimetres: x from the left wall, z from the back wall towards the viewer, h above the floor.
import type { FloorRect } from '../../../shared/layoutRules';
import { defaultRoomSize } from '../../../shared/rooms';
import { ROOM_IMAGE_HEIGHT, ROOM_IMAGE_WIDTH } from '../renderer';

export interface Room {
  width: number;
  depth: number;
  height: number;
}

/** Axis-aligned floor rectangle (cm). */
export type Rect = FloorRect;

/** The side wall a footprint stands against, if any (within 6 cm: the planner's rows and the framing count it so). */
export const sideWallOf = (room: Room, r: Rect): 'left' | 'right' | undefined =>
  r.x <= 6 ? 'left' : r.x + r.w >= room.width - 6 ? 'right' : undefined;

export interface Pt {
  x: number;
  y: number;
}

/**
 * `count` points a full turn apart on the level circle of radius r around mid (floor cm), from angle 0 (+x) towards
 * +z, as far as `span` goes (the last point at it where it is less than a full turn).
 */
export function onFloorCircle(mid: { x: number; z: number }, r: number, count: number, span = 2 * Math.PI) {
  const steps = Math.round((span / (2 * Math.PI)) * count);
  return Array.from({ length: steps >= count ? count : steps + 1 }, (_, i) => {
    const t = (i / count) * 2 * Math.PI;
    return { x: mid.x + r * Math.cos(t), z: mid.z + r * Math.sin(t) };
  });
}

/** The room type's usual room (src/shared/rooms.ts, which the SPA shows too). */
export function baseRoom(roomType: string): Room {
  const { widthCm, depthCm, heightCm } = defaultRoomSize(roomType);
  return { width: widthCm, depth: depthCm, height: heightCm };
}

// A designer's elevated view: the eye above a standing person's, so tables and sofas hide less of what stands
// behind them (the camera choice may take a lower or a higher one); the lens is shifted rather than tilted
// (verticals stay vertical), the horizon at HORIZON_Y unless the framing moves it.
export const EYE_HEIGHT_CM = 190;
export const HORIZON_Y = 300;
/** Share of the image width the back wall of a standard room takes. */
const BACK_WALL_SHARE = 0.56;

/**
 * Where a camera stands and how far it zooms: its distance from the back wall, its x, its focal length (px),
 * and the image row of the horizon (the lens shifted: verticals stay vertical).
 */
export interface View {
  zc: number;
  xc: number;
  f: number;
  hy?: number;
  /** The camera's height above the floor (cm). */
  eye?: number;
  /** The image column of the camera's centre; the middle of the room's image unless given. */
  cx?: number;
}

export class Camera {
  readonly f: number;
  /** Camera distance from the back wall (cm). */
  readonly zc: number;
  readonly xc: number;
  readonly cx: number = ROOM_IMAGE_WIDTH / 2;
  readonly hy: number = HORIZON_Y;
  readonly eye: number = EYE_HEIGHT_CM;

  /**
   * Without a view (or with only an eye height): the whole room, its back wall across the middle of the image,
   * its front at the bottom.
   */
  constructor(
    readonly room: Room,
    view?: View | { eye: number },
  ) {
    if (view && 'zc' in view) {
      ({
        zc: this.zc,
        xc: this.xc,
        f: this.f,
        hy: this.hy = HORIZON_Y,
        eye: this.eye = EYE_HEIGHT_CM,
        cx: this.cx = ROOM_IMAGE_WIDTH / 2,
      } = view);
      return;
    }
    if (view) this.eye = view.eye;
    const sb = (BACK_WALL_SHARE * ROOM_IMAGE_WIDTH) / Math.max(room.width, 300);
    // The bottom edge of the image meets the floor a little inside the front of the room.
    const visibleDepth = room.depth - 15;
    const k = (sb * this.eye) / (ROOM_IMAGE_HEIGHT - this.hy);
    this.zc = visibleDepth / (1 - k);
    this.f = sb * this.zc;
    this.xc = room.width / 2;
  }

  /** What identifies the picture this camera takes of its room (for caching the empty room). */
  get key(): string {
    return `${this.zc.toFixed(1)}|${this.xc.toFixed(1)}|${this.f.toFixed(1)}|${this.hy.toFixed(1)}|${this.eye}`;
  }

  /** The same picture taken at `k` times the image's size (k below 1: a smaller image). */
  scaled(k: number): Camera {
    return new Camera(this.room, {
      zc: this.zc,
      xc: this.xc,
      f: this.f * k,
      hy: this.hy * k,
      eye: this.eye,
      cx: this.cx * k,
    });
  }

  /** Pixels per centimetre for something at depth z. */
  scale(z: number): number {
    return this.f / Math.max(1, this.zc - z);
  }

  /** The image row of the horizon, as a general camera names its centre's row. */
  get cy(): number {
    return this.hy;
  }

  /** Camera coordinates (x right, y down, z ahead) of the room point (x, h, z). */
  toCamera(x: number, h: number, z: number): [number, number, number] {
    return [x - this.xc, this.eye - h, this.zc - z];
  }

  project(x: number, h: number, z: number): Pt {
    const s = this.scale(z);
    return { x: this.cx + s * (x - this.xc), y: this.hy + s * (this.eye - h) };
  }

  /** Floor depth seen at image row y (below the horizon). */
  depthAtRow(y: number): number {
    return this.zc - (this.f * this.eye) / Math.max(0.5, y - this.hy);
  }
}
