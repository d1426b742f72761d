// Drawing a piece's flat front art onto its face in the photo: the face plane maps to the image by a
// homography (any camera tilt or turn), inverted per pixel over the face's image box.
import type { ArtRaster } from '../art';
import type { Pose } from '../pose';
import { sample, type Sprite } from '../sprite';
import { invert, type Mat3, type Vec3 } from './homography';

/** A pinhole camera: room points to camera coordinates (x right, y down, z ahead), its focal length and centre. */
export interface PinholeCamera {
  f: number;
  cx: number;
  cy: number;
  toCamera(x: number, h: number, z: number): Vec3;
}

const px = new Float64Array(4);

/** A plane in the room: origin (x, h, z), and per-centimetre steps along the art's width and height. */
export interface Face {
  o: Vec3;
  u: Vec3;
  v: Vec3;
}

/** The face a pose draws its art on: upright, or for a deep bed sloping from its foot to its head. */
export function faceOf(pose: Pose): Face {
  const { p0, p1 } = pose;
  const len = Math.max(1e-6, Math.hypot(p1.x - p0.x, p1.z - p0.z));
  const u: Vec3 = [(p1.x - p0.x) / len, 0, (p1.z - p0.z) / len];
  const slope = pose.mode === 'keystone' ? (pose.headZ - p0.z) / Math.max(1, pose.heightCm) : 0;
  return { o: [p0.x, 0, p0.z], u, v: [0, 1, slope] };
}

/**
 * `heights` limits the art drawn to the part between those heights above its floor line (cm): a bed's front art
 * is three faces in the room (its foot, the duvet's top, the headboard).
 */
export function drawFace(
  dst: Sprite,
  cam: PinholeCamera,
  face: Face,
  art: ArtRaster,
  shade = 1,
  nearest = false,
  heights?: [number, number],
): void {
  const { sprite, k, ox, oy } = art;
  const syFrom = heights ? Math.max(0, oy - heights[1] * k) : 0;
  const syTo = heights ? Math.min(sprite.height, oy - heights[0] * k) : sprite.height;
  if (syTo <= syFrom) return;
  const { f, cx, cy } = cam;
  const dir = (w: Vec3): Vec3 => {
    const c = cam.toCamera(w[0], w[1], w[2]);
    const t = cam.toCamera(0, 0, 0);
    return [c[0] - t[0], c[1] - t[1], c[2] - t[2]];
  };
  const U = dir(face.u);
  const V = dir(face.v);
  const O = cam.toCamera(face.o[0], face.o[1], face.o[2]);
  // Sprite pixel (sx, sy) is the room point O + U·(sx − ox)/k + V·(oy − sy)/k.
  const c1: Vec3 = [U[0] / k, U[1] / k, U[2] / k];
  const c2: Vec3 = [-V[0] / k, -V[1] / k, -V[2] / k];
  const c3: Vec3 = [
    O[0] - (U[0] * ox) / k + (V[0] * oy) / k,
    O[1] - (U[1] * ox) / k + (V[1] * oy) / k,
    O[2] - (U[2] * ox) / k + (V[2] * oy) / k,
  ];
  const K = (c: Vec3): Vec3 => [f * c[0] + cx * c[2], f * c[1] + cy * c[2], c[2]];
  const [a, b, c] = [K(c1), K(c2), K(c3)];
  const H: Mat3 = [a[0], b[0], c[0], a[1], b[1], c[1], a[2], b[2], c[2]];
  const corners = [
    [0, syFrom],
    [sprite.width, syFrom],
    [sprite.width, syTo],
    [0, syTo],
  ].map(([x, y]) => {
    const w = H[6] * x + H[7] * y + H[8];
    return w > 0 ? [(H[0] * x + H[1] * y + H[2]) / w, (H[3] * x + H[4] * y + H[5]) / w] : undefined;
  });
  if (corners.some((p) => !p)) return;
  const xs = corners.map((p) => p![0]);
  const ys = corners.map((p) => p![1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(dst.width, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(dst.height, Math.ceil(Math.max(...ys)));
  const Hi = invert(H);
  const sw = sprite.width;
  const s = sprite.data;
  const d = dst.data;
  for (let Y = y0; Y < y1; Y++) {
    const yc = Y + 0.5;
    // Numerators and denominator are linear along the row: stepped, not recomputed.
    let nx = Hi[0] * (x0 + 0.5) + Hi[1] * yc + Hi[2];
    let ny = Hi[3] * (x0 + 0.5) + Hi[4] * yc + Hi[5];
    let w = Hi[6] * (x0 + 0.5) + Hi[7] * yc + Hi[8];
    let i = (Y * dst.width + x0) * 4;
    for (let X = x0; X < x1; X++, i += 4, nx += Hi[0], ny += Hi[3], w += Hi[6]) {
      const sx = nx / w;
      const sy = ny / w;
      if (sx < 0 || sy < syFrom || sx >= sw || sy >= syTo) continue;
      if (nearest) {
        const si = ((sy | 0) * sw + (sx | 0)) * 4;
        if (s[si + 3] === 0) continue;
        px[0] = s[si];
        px[1] = s[si + 1];
        px[2] = s[si + 2];
        px[3] = s[si + 3];
      } else sample(sprite, sx, sy, px);
      const alpha = px[3];
      if (alpha < 0.5) continue;
      const keep = 1 - alpha / 255;
      d[i] = px[0] * shade + d[i] * keep;
      d[i + 1] = px[1] * shade + d[i + 1] * keep;
      d[i + 2] = px[2] * shade + d[i + 2] * keep;
      d[i + 3] = alpha + d[i + 3] * keep;
    }
  }
}
