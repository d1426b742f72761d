// Soft contact shadows: the footprints, blurred at quarter resolution, darken the floor under the pieces.
import { Resvg } from '@resvg/resvg-js';
import type { Camera, Rect } from './geometry';
import type { Sprite } from './sprite';

export interface ShadowCaster {
  /** Corners of the footprint on the floor (cm), in order. */
  corners: { x: number; z: number }[];
  /** 0..1: solid bases cast a darker shadow than pieces on slim legs. */
  strength: number;
}

/** How the shadows look: the drawn rooms use the defaults; a photo's light sets its own. */
export interface ShadowLook {
  /** Mask resolution: one mask pixel per q image pixels. */
  q: number;
  /** Blur radii, as multiples of the drawn room's. */
  blur: number;
  darkness: number;
  /** Shadows fall away from the light: every footprint shifted by this much on the floor (cm). */
  shift: { x: number; z: number };
}

export const DRAWN_ROOM_SHADOWS: ShadowLook = { q: 4, blur: 1, darkness: 1, shift: { x: 0, z: 0 } };

/**
 * Floor corners of a piece. `keepDepth` < 1 keeps only the front part of the footprint: a turned piece is drawn
 * as one face only (the back, with `atBack`), so a shadow under its whole depth would show as a dark hole.
 */
export function footprintCorners(
  rect: Rect,
  angle: number,
  widthCm: number,
  depthCm: number,
  keepDepth = 1,
  atBack = false,
): { x: number; z: number }[] {
  if (angle % 180 === 0 && keepDepth === 1) {
    return [
      { x: rect.x, z: rect.z },
      { x: rect.x + rect.w, z: rect.z },
      { x: rect.x + rect.w, z: rect.z + rect.d },
      { x: rect.x, z: rect.z + rect.d },
    ];
  }
  const a = (angle * Math.PI) / 180;
  const r = { x: Math.cos(a), z: -Math.sin(a) };
  const n = { x: Math.sin(a), z: Math.cos(a) };
  const shift = ((atBack ? -1 : 1) * depthCm * (1 - keepDepth)) / 2;
  const cx = rect.x + rect.w / 2 + n.x * shift;
  const cz = rect.z + rect.d / 2 + n.z * shift;
  depthCm *= keepDepth;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([i, j]) => ({
    x: cx + (r.x * i * widthCm) / 2 + (n.x * j * depthCm) / 2,
    z: cz + (r.z * i * widthCm) / 2 + (n.z * j * depthCm) / 2,
  }));
}

export function drawShadows(
  dst: Sprite,
  cam: Pick<Camera, 'project'>,
  casters: ShadowCaster[],
  look: ShadowLook = DRAWN_ROOM_SHADOWS,
): void {
  if (!casters.length) return;
  const Q = look.q;
  const w = Math.ceil(dst.width / Q);
  const h = Math.ceil(dst.height / Q);
  /** The footprint grown (or shrunk) by about `growCm` on every side. */
  const poly = (c: ShadowCaster, growCm: number, opacity: number) => {
    const mx = c.corners.reduce((s, p) => s + p.x, 0) / c.corners.length;
    const mz = c.corners.reduce((s, p) => s + p.z, 0) / c.corners.length;
    const { x: sx, z: sz } = growCm > 0 ? look.shift : { x: 0, z: 0 };
    const reach = Math.max(...c.corners.map((p) => Math.hypot(p.x - mx, p.z - mz)));
    const grow = Math.max(0.5, 1 + growCm / Math.max(1, reach));
    const pts = c.corners
      .map((p) => cam.project(mx + sx + (p.x - mx) * grow, 0, mz + sz + (p.z - mz) * grow))
      .map((p) => `${(p.x / Q).toFixed(2)},${(p.y / Q).toFixed(2)}`)
      .join(' ');
    return `<polygon points="${pts}" fill="#000" fill-opacity="${Math.min(1, opacity * c.strength * look.darkness).toFixed(3)}"/>`;
  };
  const render = (polys: string) =>
    new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${polys}</svg>`, {
      font: { loadSystemFonts: false },
    }).render().pixels;
  // Blurred here rather than by an SVG filter, which resvg runs far slower.
  const r = (base: number) => Math.max(1, Math.round(base * look.blur));
  const soft = blurAlpha(render(casters.map((c) => poly(c, 7, 0.55)).join('')), w, h, r(3), 3);
  const core = blurAlpha(render(casters.map((c) => poly(c, -2, 0.5)).join('')), w, h, r(1), 2);
  const m = new Float32Array(w * h);
  for (let i = 0; i < m.length; i++) m[i] = 255 - ((255 - soft[i]) * (255 - core[i])) / 255;
  // Only the rows and columns that carry shadow are touched.
  let qx0 = w;
  let qx1 = -1;
  let qy0 = h;
  let qy1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (m[y * w + x] >= 0.5) {
        if (x < qx0) qx0 = x;
        if (x > qx1) qx1 = x;
        if (y < qy0) qy0 = y;
        if (y > qy1) qy1 = y;
      }
    }
  }
  if (qx1 < 0) return;
  const d = dst.data;
  const yFrom = Math.max(0, qy0 * Q - Q);
  const yTo = Math.min(dst.height, (qy1 + 2) * Q);
  const xFrom = Math.max(0, qx0 * Q - Q);
  const xTo = Math.min(dst.width, (qx1 + 2) * Q);
  // Bilinear upsampling, separable: each frame row blends two mask rows, then neighbouring mask columns.
  const ixs = new Int32Array(xTo - xFrom);
  const txs = new Float32Array(xTo - xFrom);
  for (let X = xFrom; X < xTo; X++) {
    const fx = Math.min(w - 1.001, Math.max(0, (X + 0.5) / Q - 0.5));
    ixs[X - xFrom] = Math.floor(fx);
    txs[X - xFrom] = fx - Math.floor(fx);
  }
  const row = new Float32Array(w);
  for (let Y = yFrom; Y < yTo; Y++) {
    const fy = Math.min(h - 1.001, Math.max(0, (Y + 0.5) / Q - 0.5));
    const iy = Math.floor(fy);
    const ty = fy - iy;
    const r0 = iy * w;
    const r1 = r0 + w;
    for (let x = Math.max(0, qx0 - 1); x < Math.min(w, qx1 + 2); x++) row[x] = m[r0 + x] * (1 - ty) + m[r1 + x] * ty;
    let i = (Y * dst.width + xFrom) * 4;
    for (let j = 0; j < ixs.length; j++, i += 4) {
      const ix = ixs[j];
      const v = row[ix] + (row[ix + 1] - row[ix]) * txs[j];
      if (v < 0.5) continue;
      const keep = 1 - v / 255;
      d[i] *= keep;
      d[i + 1] *= keep;
      d[i + 2] *= keep;
    }
  }
}

/** Alpha channel of premultiplied RGBA, box-blurred `passes` times with radius r (about a Gaussian). */
function blurAlpha(rgba: Uint8Array, w: number, h: number, r: number, passes: number): Float32Array {
  const a = new Float32Array(w * h);
  for (let i = 0; i < a.length; i++) a[i] = rgba[i * 4 + 3];
  const b = new Float32Array(w * h);
  const n = 2 * r + 1;
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < h; y++) {
      const o = y * w;
      let sum = 0;
      for (let x = -r; x <= r; x++) sum += a[o + Math.min(w - 1, Math.max(0, x))];
      for (let x = 0; x < w; x++) {
        b[o + x] = sum / n;
        sum += a[o + Math.min(w - 1, x + r + 1)] - a[o + Math.max(0, x - r)];
      }
    }
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let y = -r; y <= r; y++) sum += b[Math.min(h - 1, Math.max(0, y)) * w + x];
      for (let y = 0; y < h; y++) {
        a[y * w + x] = sum / n;
        sum += b[Math.min(h - 1, y + r + 1) * w + x] - b[Math.max(0, y - r) * w + x];
      }
    }
  }
  return a;
}
