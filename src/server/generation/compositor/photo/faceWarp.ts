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
 * is three faces in the room (its foot, the duvet's top, the headboard). `widths` limits it to the part between
 * those distances from its left edge (cm): a sofa's arms stay at its front while its back stands behind the seat.
 */
export function drawFace(
  dst: Sprite,
  cam: PinholeCamera,
  face: Face,
  art: ArtRaster,
  shade = 1,
  nearest = false,
  heights?: [number, number],
  widths?: [number, number],
): void {
  const { sprite, k, ox, oy } = art;
  const syFrom = heights ? Math.max(0, oy - heights[1] * k) : 0;
  const syTo = heights ? Math.min(sprite.height, oy - heights[0] * k) : sprite.height;
  const sxFrom = widths ? Math.max(0, ox + widths[0] * k) : 0;
  const sxTo = widths ? Math.min(sprite.width, ox + widths[1] * k) : sprite.width;
  if (syTo <= syFrom || sxTo <= sxFrom) return;
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
    [sxFrom, syFrom],
    [sxTo, syFrom],
    [sxTo, syTo],
    [sxFrom, syTo],
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
  const sh = sprite.height;
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
      if (sx < sxFrom || sy < syFrom || sx >= sxTo || sy >= syTo) continue;
      if (nearest) {
        const si = ((sy | 0) * sw + (sx | 0)) * 4;
        if (s[si + 3] === 0) continue;
        px[0] = s[si];
        px[1] = s[si + 1];
        px[2] = s[si + 2];
        px[3] = s[si + 3];
      } else {
        // Bilinear, as sample() does, inlined away from the sprite's edges: most of a large face's pixels, and a
        // sofa drawn as its planes costs 45 ms through sample() against 4 ms as one card.
        const fx = sx - 0.5;
        const fy = sy - 0.5;
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        if (ix < 0 || iy < 0 || ix + 1 >= sw || iy + 1 >= sh) sample(sprite, sx, sy, px);
        else {
          const i00 = (iy * sw + ix) * 4;
          const i10 = i00 + sw * 4;
          const [a00, a01, a10, a11] = [s[i00 + 3], s[i00 + 7], s[i10 + 3], s[i10 + 7]];
          if ((a00 | a01 | a10 | a11) === 0) continue;
          const tx = fx - ix;
          const ty = fy - iy;
          const [w00, w01, w10, w11] = [(1 - ty) * (1 - tx), (1 - ty) * tx, ty * (1 - tx), ty * tx];
          px[0] = s[i00] * w00 + s[i00 + 4] * w01 + s[i10] * w10 + s[i10 + 4] * w11;
          px[1] = s[i00 + 1] * w00 + s[i00 + 5] * w01 + s[i10 + 1] * w10 + s[i10 + 5] * w11;
          px[2] = s[i00 + 2] * w00 + s[i00 + 6] * w01 + s[i10 + 2] * w10 + s[i10 + 6] * w11;
          px[3] = a00 * w00 + a01 * w01 + a10 * w10 + a11 * w11;
        }
      }
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
