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

const Q = 4;

export function footprintCorners(rect: Rect, angle: number, widthCm: number, depthCm: number): { x: number; z: number }[] {
  if (angle % 180 === 0) {
    return [
      { x: rect.x, z: rect.z },
      { x: rect.x + rect.w, z: rect.z },
      { x: rect.x + rect.w, z: rect.z + rect.d },
      { x: rect.x, z: rect.z + rect.d },
    ];
  }
  const a = (angle * Math.PI) / 180;
  const cx = rect.x + rect.w / 2;
  const cz = rect.z + rect.d / 2;
  const r = { x: Math.cos(a), z: -Math.sin(a) };
  const n = { x: Math.sin(a), z: Math.cos(a) };
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([i, j]) => ({ x: cx + (r.x * i * widthCm) / 2 + (n.x * j * depthCm) / 2, z: cz + (r.z * i * widthCm) / 2 + (n.z * j * depthCm) / 2 }));
}

export function drawShadows(dst: Sprite, cam: Camera, casters: ShadowCaster[]): void {
  if (!casters.length) return;
  const w = Math.ceil(dst.width / Q);
  const h = Math.ceil(dst.height / Q);
  const poly = (c: ShadowCaster, grow: number, opacity: number) => {
    const mx = c.corners.reduce((s, p) => s + p.x, 0) / c.corners.length;
    const mz = c.corners.reduce((s, p) => s + p.z, 0) / c.corners.length;
    const pts = c.corners
      .map((p) => cam.project(mx + (p.x - mx) * grow, 0, mz + (p.z - mz) * grow))
      .map((p) => `${(p.x / Q).toFixed(2)},${(p.y / Q).toFixed(2)}`)
      .join(' ');
    return `<polygon points="${pts}" fill="#000" fill-opacity="${(opacity * c.strength).toFixed(3)}"/>`;
  };
  const soft = casters.map((c) => poly(c, 1.12, 0.55)).join('');
  const core = casters.map((c) => poly(c, 0.96, 0.5)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="3.2"/></filter>` +
    `<filter id="c" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="1"/></filter></defs>` +
    `<g filter="url(#s)">${soft}</g><g filter="url(#c)">${core}</g></svg>`;
  const mask = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const m = mask.pixels;
  // Only the rows and columns that carry shadow are touched.
  let qx0 = w;
  let qx1 = -1;
  let qy0 = h;
  let qy1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (m[(y * w + x) * 4 + 3]) {
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
  const at = (x: number, y: number) => m[(Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))) * 4 + 3];
  for (let Y = yFrom; Y < yTo; Y++) {
    const fy = (Y + 0.5) / Q - 0.5;
    const iy = Math.floor(fy);
    const ty = fy - iy;
    for (let X = xFrom; X < xTo; X++) {
      const fx = (X + 0.5) / Q - 0.5;
      const ix = Math.floor(fx);
      const tx = fx - ix;
      const v =
        (at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx) * (1 - ty) + (at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx) * ty;
      if (v < 0.5) continue;
      const keep = 1 - v / 255;
      const i = (Y * dst.width + X) * 4;
      d[i] *= keep;
      d[i + 1] *= keep;
      d[i + 2] *= keep;
    }
  }
}
