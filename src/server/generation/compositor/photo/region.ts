// The part of a room photo the pieces and their shadows can touch: only it is drawn on, the rest of
// the photo is passed through untouched (a 12-megapixel frame is mostly wall and floor nobody changes).
import type { Placement } from '../planner';
import { PhotoCamera } from './photoCamera';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Shadows reach beyond a footprint (grown 7 cm, shifted up to 10 cm, then blurred): a safe margin. */
const FLOOR_MARGIN_CM = 45;
/** Art may rise a little above a piece's height (a lamp's shade, a bed's headboard slope). */
const HEIGHT_MARGIN_CM = 30;

/**
 * The pixel rectangle holding every placement's box and shadow, its left and top on the shadow
 * grid (`grid` pixels) so that shadows come out the same as on the whole frame; the whole frame
 * when a corner lies behind the camera.
 */
export function pieceRegion(
  cam: PhotoCamera,
  placements: Placement[],
  width: number,
  height: number,
  grid: number,
): Region {
  const whole = { left: 0, top: 0, width, height };
  if (!placements.length) return { left: 0, top: 0, width: 0, height: 0 };
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of placements) {
    const { x, z, w, d } = p.footprint;
    const top = p.size.heightCm + HEIGHT_MARGIN_CM;
    for (const fx of [x - FLOOR_MARGIN_CM, x + w + FLOOR_MARGIN_CM]) {
      for (const fz of [z - FLOOR_MARGIN_CM, z + d + FLOOR_MARGIN_CM]) {
        for (const h of [0, top]) {
          if (cam.toCamera(fx, h, fz)[2] < 1) return whole;
          const { x: px, y: py } = cam.project(fx, h, fz);
          x0 = Math.min(x0, px);
          y0 = Math.min(y0, py);
          x1 = Math.max(x1, px);
          y1 = Math.max(y1, py);
        }
      }
    }
  }
  // A few grid cells more for the blur and the bilinear upsampling of the shadow mask.
  const pad = 8 * grid;
  const left = Math.max(0, Math.floor((x0 - pad) / grid) * grid);
  const top = Math.max(0, Math.floor((y0 - pad) / grid) * grid);
  const right = Math.min(width, Math.ceil(x1 + pad));
  const bottom = Math.min(height, Math.ceil(y1 + pad));
  if (right <= left || bottom <= top) return { left: 0, top: 0, width: 0, height: 0 };
  return { left, top, width: right - left, height: bottom - top };
}

/** The same camera seen from a crop whose top-left corner is (left, top) of the photo. */
export const cropCamera = (cam: PhotoCamera, region: Region): PhotoCamera =>
  new PhotoCamera(cam.f, cam.cx - region.left, cam.cy - region.top, cam.r1, cam.up, cam.r2, cam.t);
