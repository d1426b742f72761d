// Tall and open storage: bookcase, storage & wall unit, office filing storage.
import { type Box, carcass, columns, doors, drawers, niche, rows, shelf } from './carcass';
import { darken, lighten } from './colors';
import { bookStack, books, plant, vase } from './decor';
import { front } from './fronts';
import { handle } from './handles';
import type { Look } from './look';
import { cylGrad, face, post, vGrad } from './shading';

function compartment(L: Look, b: Box, fillWith: (b: Box) => void): void {
  niche(L, b);
  fillWith(b);
}

export function bookshelf(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.035, showTop: L.H < 130 });
  const g = Math.max(1.8, L.c.u * 1.5);
  const cols = columns(inner, Array<number>(Math.max(1, Math.min(4, Math.round(inner.w / 45)))).fill(1), g);
  const shelfCount = Math.max(2, Math.round(inner.h / 34));
  const closedBottom = L.variant % 3 === 1 && shelfCount > 3;
  for (const col of cols) {
    const rs = rows(col, Array<number>(shelfCount).fill(1), g);
    rs.forEach((r, i) => {
      if (i === 0 && closedBottom) return doors(L, r, 1, L.c.u);
      compartment(L, r, (b) => {
        const roll = (i * 7 + cols.indexOf(col) * 3 + L.variant) % 5;
        if (roll === 4) {
          books(L, b, 0.45);
          vase(L, b.x + b.w * 0.75, b.z, b.h * 0.55, L.t.accents[1]);
        } else if (roll === 2) {
          books(L, b, 0.6);
          bookStack(L, b.x + b.w * 0.8, b.z, Math.min(b.w * 0.3, 22), 3);
        } else books(L, b, 0.92);
      });
      shelf(L, r.x, r.z, r.w);
    });
  }
}

/** Low cube storage: a grid of open cubes holding fabric bins, books and decor. */
function cubeUnit(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.04 });
  const g = Math.max(1.6, L.c.u * 1.4);
  const nc = Math.max(2, Math.round(inner.w / 36));
  const nr = Math.max(2, Math.round(inner.h / 36));
  let k = L.variant;
  for (const col of columns(inner, Array<number>(nc).fill(1), g)) {
    for (const r of rows(col, Array<number>(nr).fill(1), g)) {
      const pick = k++ % 4;
      compartment(L, r, (b) => {
        if (pick === 0 || pick === 2) bin(L, b, L.t.accents[k % L.t.accents.length]);
        else if (pick === 1) books(L, b, 0.8);
        else decorate(L, b, k);
      });
    }
  }
}

function bin(L: Look, b: Box, hex: string): void {
  const { c } = L;
  const bh = b.h * 0.85;
  face(c, b.x + b.w * 0.05, b.z, b.w * 0.9, bh, { hex, finish: 'fabric' }, { rx: c.u * 1.5 });
  c.rect(b.x + b.w * 0.38, b.z + bh * 0.72, b.w * 0.24, bh * 0.1, {
    fill: darken(hex, 0.45),
    stroke: 'none',
    rx: bh * 0.05,
  });
}

export function wallUnit(L: Look): void {
  if (L.H < 130 && L.W <= L.H * 1.6) return cubeUnit(L);
  const inner = carcass(L, { legs: L.H * 0.05, showTop: L.H < 130 });
  const g = Math.max(1.6, L.c.u * 1.3);
  if (L.variant % 2 === 0 && inner.w > 120) {
    const [left, mid, right] = columns(inner, [1, 1.7, 1], g);
    for (const side of [left, right]) {
      const [low, ...ups] = rows(side, [1.3, 1, 1, 1], g);
      doors(L, low, 1, g);
      ups.forEach((u, i) => compartment(L, u, (b) => decorate(L, b, i + (side === left ? 0 : 1))));
    }
    const [low, screen, top] = rows(mid, [0.8, 2.2, 0.8], g);
    drawers(L, low, 1, g);
    compartment(L, screen, () => undefined);
    doors(L, top, 2, g);
  } else {
    const cols = columns(inner, Array<number>(Math.max(1, Math.min(3, Math.round(inner.w / 50)))).fill(1), g);
    for (const [ci, col] of cols.entries()) {
      const [low, high] = rows(col, [1, 1.8], g);
      doors(L, low, 1, g);
      compartment(L, high, (b) => {
        const rs = rows(b, [1, 1, 1], g);
        rs.forEach((r, i) => {
          decorate(L, r, i + ci);
          if (i > 0) shelf(L, r.x, r.z, r.w);
        });
      });
      glass(L, high);
    }
  }
}

function decorate(L: Look, b: Box, k: number): void {
  const pick = (k + L.variant) % 4;
  if (pick === 0) books(L, b, 0.55);
  else if (pick === 1) vase(L, b.x + b.w * 0.5, b.z, b.h * 0.6, L.t.accents[k % L.t.accents.length]);
  else if (pick === 2) plant(L, b.x + b.w * 0.5, b.z, b.h * 0.8);
  else bookStack(L, b.x + b.w * 0.35, b.z, Math.min(b.w * 0.4, 25), 3);
}

function glass(L: Look, b: Box): void {
  const { c } = L;
  c.rect(b.x, b.z, b.w, b.h, { fill: '#cfe3ea', opacity: 0.25, stroke: darken(L.body.hex, 0.2), sw: c.u * 1.5 });
  c.line(b.x + b.w * 0.15, b.z + b.h * 0.6, b.x + b.w * 0.45, b.z + b.h * 0.9, {
    stroke: '#ffffff',
    sw: c.u,
    opacity: 0.6,
  });
  handle(L, b.x + b.w - 4, b.z + b.h * 0.2, 40, true);
}

export function officeStorage(L: Look): void {
  const castors = L.variant % 2 === 1 && L.H < 90;
  const inner = carcass(L, {
    legs: castors ? 7 : L.H * 0.03,
    legOpts: castors ? { kind: 'thin' } : { kind: 'plinth' },
  });
  if (castors) for (const x of [L.W * 0.12, L.W * 0.88]) wheel(L, x);
  const g = L.c.u * 0.9;
  if (L.H > 120) {
    const [low, high] = rows(inner, L.variant % 2 === 0 ? [1, 1.4] : [1.6, 1], g);
    doors(L, low, inner.w > 60 ? 2 : 1, g);
    const rs = rows(high, Array<number>(Math.max(1, Math.round(high.h / 38))).fill(1), g);
    rs.forEach((r) => {
      compartment(L, r, (b) => binders(L, b));
      shelf(L, r.x, r.z, r.w);
    });
  } else {
    const n = Math.max(2, Math.min(5, Math.round(inner.h / 30)));
    const cols = columns(inner, Array<number>(inner.w > 90 ? 2 : 1).fill(1), g);
    for (const col of cols) {
      for (const r of rows(col, Array<number>(n).fill(1), g)) {
        front(L, r.x, r.z, r.w, r.h, { kind: 'flat', drawer: true });
        const lw = Math.min(r.w * 0.3, 16);
        const lz = r.z + r.h * 0.68;
        L.c.rect(r.x + r.w / 2 - lw / 2, lz, lw, Math.min(r.h * 0.14, 4), { fill: '#f4f1e8', sw: L.c.u * 0.5 });
        L.c.rect(r.x + r.w / 2 - lw * 0.5, lz, lw, Math.min(r.h * 0.14, 4), { stroke: L.metal, sw: L.c.u * 0.8 });
        handle(
          L,
          r.x + r.w / 2,
          r.z + r.h * 0.45,
          r.w,
          false,
          L.t.handle === 'none' || L.t.handle === 'finger' ? 'bar' : L.t.handle,
        );
      }
    }
    lock(L, inner.x + inner.w - 4, inner.z + inner.h - 3);
  }
}

function binders(L: Look, b: Box): void {
  const { c } = L;
  const cols = ['#2f4b6e', '#8c2f39', '#3d6b4f', '#2b2b2b', '#d9b44a', '#e6e2da'];
  const bw = Math.min(7, b.w / 5);
  let x = b.x + c.u;
  let i = L.variant;
  while (x + bw < b.x + b.w * 0.9) {
    const col = cols[i++ % cols.length];
    const h = b.h * 0.86;
    c.rect(x, b.z, bw, h, { fill: vGrad(c, col), sw: c.u * 0.5, rx: c.u * 0.4 });
    c.rect(x + bw * 0.2, b.z + h * 0.55, bw * 0.6, h * 0.25, { fill: '#f6f4ee', sw: c.u * 0.3 });
    c.ellipse(x + bw / 2, b.z + h * 0.25, bw * 0.2, bw * 0.2, { fill: darken(col, 0.5), stroke: 'none' });
    x += bw + c.u * 0.3;
  }
}

function lock(L: Look, x: number, z: number): void {
  L.c.ellipse(x, z, L.c.u * 1.4, L.c.u * 1.4, { fill: cylGrad(L.c, '#c9ccd0', true), sw: L.c.u * 0.5 });
  L.c.line(x, z + L.c.u * 0.7, x, z - L.c.u * 0.7, { stroke: '#444', sw: L.c.u * 0.5 });
}

export function wheel(L: Look, cx: number, r = Math.max(2.2, L.c.u * 3)): void {
  const { c } = L;
  post(c, cx, r * 1.6, r * 0.5, r * 0.9, '#3a3a3c');
  c.ellipse(cx, r, r, r, { fill: cylGrad(c, '#2b2b2d', true), sw: c.u * 0.6 });
  c.ellipse(cx, r, r * 0.35, r * 0.35, { fill: lighten('#2b2b2d', 0.35), stroke: 'none' });
}
