// Things on shelves: books, vases, plants, boxes, a media player.
import { darken, lighten } from './colors';
import type { Look } from './look';
import type { Box } from './carcass';
import { cylGrad, vGrad } from './shading';

const BOOK_COLOURS = [
  '#8c2f39',
  '#2f4b6e',
  '#d9b44a',
  '#3d6b4f',
  '#e6dccb',
  '#6b4c7a',
  '#c8643b',
  '#2b2b2b',
  '#9bb0c1',
];

/** Books standing on the bottom of a shelf box, left to right, with an occasional lean or gap. */
export function books(L: Look, b: Box, fill = 0.85): void {
  const { c, rnd } = L;
  const u = c.u;
  const palette = [...BOOK_COLOURS, ...L.t.accents];
  let x = b.x + u;
  const end = b.x + b.w * fill;
  while (x < end - 2) {
    const bw = Math.min(rnd.int(20, 45) / 10, end - x);
    if (bw < 1.5) break;
    const bh = b.h * (rnd.int(62, 92) / 100);
    const col = rnd.pick(palette);
    c.rect(x, b.z, bw, bh, { fill: cylGrad(c, col), sw: u * 0.45, rx: u * 0.3 });
    if (bh > u * 8) {
      c.line(x + u * 0.4, b.z + bh * 0.82, x + bw - u * 0.4, b.z + bh * 0.82, {
        stroke: lighten(col, 0.5),
        sw: u * 0.5,
      });
      c.line(x + u * 0.4, b.z + bh * 0.18, x + bw - u * 0.4, b.z + bh * 0.18, {
        stroke: lighten(col, 0.5),
        sw: u * 0.5,
      });
    }
    x += bw + u * 0.15;
    if (rnd.chance(0.08) && end - x > 8) {
      // A leaning book.
      const lh = b.h * 0.75;
      const lw = 3;
      const col2 = rnd.pick(palette);
      c.poly(
        [
          [x, b.z],
          [x + lw, b.z],
          [x + lw + lh * 0.35, b.z + lh * 0.93],
          [x + lh * 0.35, b.z + lh * 0.93],
        ],
        { fill: vGrad(c, col2), sw: u * 0.45 },
      );
      x += lw + lh * 0.38;
    }
  }
}

/** A small stack of books lying flat. */
export function bookStack(L: Look, cx: number, z: number, w: number, count: number): void {
  const { c, rnd } = L;
  let zz = z;
  for (let i = 0; i < count; i++) {
    const bw = w * (0.8 + rnd.next() * 0.2);
    const th = Math.max(w * 0.12, c.u * 2);
    const col = rnd.pick(BOOK_COLOURS);
    c.rect(cx - bw / 2 + (rnd.next() - 0.5) * w * 0.1, zz, bw, th, { fill: vGrad(c, col), sw: c.u * 0.45 });
    zz += th;
  }
}

/** A vase standing at (cx, z), height h. */
export function vase(L: Look, cx: number, z: number, h: number, hex: string): void {
  const { c } = L;
  const r = h * 0.32;
  const d =
    `M${c.p(cx - r * 0.45, z)} C${c.p(cx - r * 1.3, z + h * 0.3)} ${c.p(cx - r * 0.9, z + h * 0.7)} ${c.p(cx - r * 0.35, z + h * 0.85)} ` +
    `L${c.p(cx - r * 0.4, z + h)} L${c.p(cx + r * 0.4, z + h)} L${c.p(cx + r * 0.35, z + h * 0.85)} ` +
    `C${c.p(cx + r * 0.9, z + h * 0.7)} ${c.p(cx + r * 1.3, z + h * 0.3)} ${c.p(cx + r * 0.45, z)} Z`;
  c.path(d, { fill: cylGrad(c, hex, true), sw: c.u * 0.6 });
}

/** A potted plant: pot and a fan of leaves. */
export function plant(L: Look, cx: number, z: number, h: number): void {
  const { c } = L;
  const potH = h * 0.38;
  const potW = h * 0.4;
  c.poly(
    [
      [cx - potW / 2, z + potH],
      [cx + potW / 2, z + potH],
      [cx + potW * 0.36, z],
      [cx - potW * 0.36, z],
    ],
    { fill: cylGrad(c, '#c97b55'), sw: c.u * 0.6 },
  );
  const leaf = '#4f7d4a';
  for (const a of [-55, -25, 0, 25, 55]) {
    const rad = (a * Math.PI) / 180;
    const len = (h - potH) * (a === 0 ? 1 : 0.85);
    const tx = cx + Math.sin(rad) * len;
    const tz = z + potH + Math.cos(rad) * len;
    const mx = (cx + tx) / 2;
    const mz = (z + potH + tz) / 2;
    const nx = Math.cos(rad) * len * 0.18;
    const nz = -Math.sin(rad) * len * 0.18;
    c.path(
      `M${c.p(cx, z + potH)} Q${c.p(mx + nx, mz + nz)} ${c.p(tx, tz)} Q${c.p(mx - nx, mz - nz)} ${c.p(cx, z + potH)} Z`,
      { fill: a % 2 === 0 ? leaf : lighten(leaf, 0.15), stroke: darken(leaf, 0.4), sw: c.u * 0.5 },
    );
  }
}

/** A set-top box / games console with a status light, inside a TV unit's open niche. */
export function mediaBox(L: Look, cx: number, z: number, w: number, h: number): void {
  const { c } = L;
  c.rect(cx - w / 2, z, w, h, { fill: vGrad(c, '#2c2e33'), stroke: '#111214', sw: c.u * 0.6, rx: c.u });
  c.line(cx - w / 2 + c.u * 2, z + h * 0.5, cx + w / 2 - c.u * 6, z + h * 0.5, { stroke: '#4a4d55', sw: c.u * 0.6 });
  c.ellipse(cx + w / 2 - c.u * 3, z + h * 0.5, c.u * 0.9, c.u * 0.9, { fill: '#5fd38a', stroke: 'none' });
}
