// Drawing a flat front view onto a face in the room: turned faces and deep beds need a perspective warp.
import type { ArtRaster } from './art';
import type { Camera } from './geometry';
import type { Pose } from './pose';
import { sample, type Sprite } from './sprite';

const px = new Float64Array(4);

function over(dst: Sprite, x: number, y: number, shade = 1): void {
  const a = px[3];
  if (a < 0.5) return;
  const i = (y * dst.width + x) * 4;
  const d = dst.data;
  const k = 1 - a / 255;
  d[i] = px[0] * shade + d[i] * k;
  d[i + 1] = px[1] * shade + d[i + 1] * k;
  d[i + 2] = px[2] * shade + d[i + 2] * k;
  d[i + 3] = a + d[i + 3] * k;
}

/** A face turned away from the image plane: each image column meets the face at one depth. `shade` darkens it. */
export function drawTurned(dst: Sprite, cam: Camera, pose: Pose, art: ArtRaster, shade = 1, nearest = false): void {
  const { p0, p1, heightCm: H } = pose;
  const a = cam.project(p0.x, 0, p0.z);
  const b = cam.project(p1.x, 0, p1.z);
  const dx = p1.x - p0.x;
  const dz = p1.z - p0.z;
  const len = Math.hypot(dx, dz);
  const xFrom = Math.max(0, Math.floor(Math.min(a.x, b.x)) - 2);
  const xTo = Math.min(dst.width, Math.ceil(Math.max(a.x, b.x)) + 2);
  const { f, zc, xc, cx, hy, eye } = cam;
  const { sprite, k, ox, oy } = art;
  for (let X = xFrom; X < xTo; X++) {
    const A = X + 0.5 - cx;
    const den = A * dz + f * dx;
    if (Math.abs(den) < 1e-9) continue;
    // Solve cx + f·(x(t) − xc)/(zc − z(t)) = X for t along the face.
    const t = (A * (zc - p0.z) - f * (p0.x - xc)) / den;
    if (t < -0.03 || t > 1.03) continue;
    const z = p0.z + t * dz;
    const s = f / (zc - z);
    const sx = ox + t * len * k;
    const yTop = Math.max(0, Math.floor(hy + s * (eye - H * 1.05)));
    const yBottom = Math.min(dst.height, Math.ceil(hy + s * eye) + 1);
    const col = Math.floor(sx);
    if (nearest && (col < 0 || col >= sprite.width)) continue;
    for (let Y = yTop; Y < yBottom; Y++) {
      const h = eye - (Y + 0.5 - hy) / s;
      if (nearest) {
        const row = Math.floor(oy - h * k);
        if (row < 0 || row >= sprite.height) continue;
        const i = (row * sprite.width + col) * 4;
        if (sprite.data[i + 3] === 0) continue;
        px[0] = sprite.data[i];
        px[1] = sprite.data[i + 1];
        px[2] = sprite.data[i + 2];
        px[3] = sprite.data[i + 3];
      } else sample(sprite, sx, oy - h * k, px);
      over(dst, X, Y, shade);
    }
  }
}

/** A deep piece whose foot is at the front face and whose head stands at the back wall. */
export function drawKeystone(dst: Sprite, cam: Camera, pose: Pose, art: ArtRaster): void {
  const { p0, p1, heightCm: H, headZ } = pose;
  const zf = p0.z;
  const width = Math.abs(p1.x - p0.x);
  const left = Math.min(p0.x, p1.x);
  const top = cam.project(left, H, headZ).y;
  const bottom = cam.project(left, 0, zf).y;
  const { sprite, k, ox, oy } = art;
  const yFrom = Math.max(0, Math.floor(top));
  const yTo = Math.min(dst.height, Math.ceil(bottom));
  for (let Y = yFrom; Y < yTo; Y++) {
    const t = (Y + 0.5 - top) / (bottom - top);
    const z = headZ + (zf - headZ) * t;
    const s = cam.scale(z);
    const x0 = cam.project(left, 0, z).x;
    const sy = oy - H * (1 - t) * k;
    const xFrom = Math.max(0, Math.floor(x0 - 2));
    const xTo = Math.min(dst.width, Math.ceil(x0 + width * s + 2));
    for (let X = xFrom; X < xTo; X++) {
      const u = (X + 0.5 - x0) / s;
      sample(sprite, ox + u * k, sy, px);
      over(dst, X, Y);
    }
  }
}
