// Cabinets: sideboard, TV unit, chest of drawers, bedside table, wardrobe.
import { type Box, carcass, columns, doors, drawers, niche, rows } from './carcass';
import { darken } from './colors';
import { mediaBox, plant, vase } from './decor';
import { front } from './fronts';
import { handle } from './handles';
import type { Look } from './look';
import { face } from './shading';

export function sideboard(L: Look): void {
  if (L.H > 130) return buffetAndHutch(L);
  const inner = carcass(L, { legs: L.H * 0.2, legOpts: { middle: L.W > 170 ? 1 : 0 } });
  const g = L.c.u * 0.8;
  const layout = L.variant % 3;
  if (layout === 0) {
    const [a, b, d] = columns(inner, [1, 1, 1], g);
    doors(L, a, 1, g);
    drawers(L, b, 3, g);
    doors(L, d, 1, g);
  } else if (layout === 1) {
    const [bottom, top] = rows(inner, [2.6, 1], g);
    const cols = L.W > 150 ? 4 : 2;
    doors(L, bottom, cols, g);
    columns(top, Array<number>(cols).fill(1), g).forEach((d) => drawers(L, d, 1, g));
  } else {
    doors(L, inner, L.W > 150 ? 4 : 2, g);
  }
}

/** A buffet with a glazed hutch standing on it. */
function buffetAndHutch(L: Look): void {
  const { c, W, H } = L;
  const baseH = Math.min(90, H * 0.47);
  const g = c.u * 0.8;
  const hutchInset = W * 0.04;
  // Upper hutch: carcass-like frame with glazed doors over shelves.
  const hx = hutchInset;
  const hw = W - 2 * hutchInset;
  const hz = baseH;
  const crown = Math.max(H * 0.03, 3);
  face(c, hx, hz, hw, H - hz - crown, L.body, { rx: c.u });
  face(c, 0, H - crown, W, crown, L.body);
  const innerH = { x: hx + 2, z: hz + 2, w: hw - 4, h: H - hz - crown - 4 };
  const cols = columns(innerH, Array<number>(W > 150 ? 3 : 2).fill(1), g);
  cols.forEach((col, i) => {
    niche(L, col);
    const rs = rows(col, [1, 1, 1], g);
    rs.forEach((r, k) => {
      if (k > 0) face(c, r.x, r.z - 1.5, r.w, 1.5, L.body, { flat: true });
      if ((k + i) % 2 === 0) plates(L, r);
      else vase(L, r.x + r.w / 2, r.z, r.h * 0.6, L.t.accents[(k + i) % L.t.accents.length]);
    });
    c.rect(col.x, col.z, col.w, col.h, {
      fill: '#d7e7ee',
      opacity: 0.22,
      stroke: darken(L.body.hex, 0.25),
      sw: c.u * 1.6,
    });
  });
  // Lower buffet, drawn as a sideboard of its own height.
  const inner = carcass({ ...L, H: baseH }, { legs: baseH * 0.15 });
  const [a, b, d] = columns(inner, [1, 1, 1], g);
  doors(L, a, 1, g);
  drawers(L, b, 3, g);
  doors(L, d, 1, g);
}

/** Plates standing on a hutch shelf. */
function plates(L: Look, r: Box): void {
  const { c } = L;
  const pr = Math.min(r.h * 0.38, r.w * 0.16);
  for (let i = 0; i < 3; i++) {
    const cx = r.x + r.w * (0.25 + i * 0.25);
    c.ellipse(cx, r.z + pr, pr, pr, { fill: '#f4f1ea', sw: c.u * 0.6 });
    c.ellipse(cx, r.z + pr, pr * 0.62, pr * 0.62, { stroke: L.t.accents[0], sw: c.u * 0.8 });
  }
}

export function tvUnit(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.28 });
  const g = L.c.u * 0.8;
  const layout = L.variant % 3;
  if (layout === 0) {
    const [a, mid, b] = columns(inner, [1, 1.3, 1], g);
    drawers(L, a, L.H > 50 ? 2 : 1, g);
    niche(L, mid);
    mediaBox(L, mid.x + mid.w * 0.5, mid.z, Math.min(mid.w * 0.6, 40), Math.min(mid.h * 0.25, 7));
    drawers(L, b, L.H > 50 ? 2 : 1, g);
  } else if (layout === 1) {
    const [low, high] = rows(inner, [1.2, 1], g);
    niche(L, high);
    mediaBox(L, high.x + high.w * 0.3, high.z, Math.min(high.w * 0.25, 38), Math.min(high.h * 0.45, 7));
    plant(L, high.x + high.w * 0.8, high.z, high.h * 0.9);
    doors(L, low, L.W > 140 ? 3 : 2, g, { drawer: true });
  } else {
    const cols = columns(inner, [1, 1, 1, 1], g);
    doors(L, cols[0], 1, g);
    niche(L, cols[1]);
    mediaBox(L, cols[1].x + cols[1].w / 2, cols[1].z, cols[1].w * 0.7, Math.min(cols[1].h * 0.3, 7));
    niche(L, cols[2]);
    vase(L, cols[2].x + cols[2].w * 0.5, cols[2].z, cols[2].h * 0.6, L.t.accents[0]);
    doors(L, cols[3], 1, g);
  }
}

export function chestOfDrawers(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.12 });
  const g = L.c.u * 0.8;
  const count = Math.max(3, Math.min(6, Math.round(inner.h / 20) + (L.variant % 2)));
  // A wide, low chest (a dresser) has two banks of drawers.
  if (inner.w > inner.h * 1.3) {
    columns(inner, [1, 1], g).forEach((bank) => drawers(L, bank, Math.max(3, count), g));
    return;
  }
  const rs = rows(inner, Array<number>(count).fill(1), g);
  const splitTop = L.variant % 3 !== 1 && inner.w > 60;
  rs.forEach((r, i) => {
    if (i === count - 1 && splitTop) columns(r, [1, 1], g).forEach((half) => drawers(L, half, 1, g));
    else drawers(L, r, 1, g);
  });
}

export function bedsideTable(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.22 });
  const g = L.c.u * 0.8;
  const layout = L.variant % 3;
  if (layout === 0) {
    const [low, top] = rows(inner, [1.3, 1], g);
    niche(L, low);
    drawers(L, top, 1, g);
  } else if (layout === 1) {
    drawers(L, inner, 2, g);
  } else {
    const [low, top] = rows(inner, [1.8, 1], g);
    doors(L, low, 1, g);
    drawers(L, top, 1, g);
  }
}

export function wardrobe(L: Look): void {
  const inner = carcass(L, { legs: L.H * 0.05, showTop: false });
  const g = L.c.u * 0.9;
  const count = Math.max(2, Math.min(4, Math.round(L.W / 52)));
  const withDrawers = L.variant % 2 === 1;
  const body = withDrawers ? rows(inner, [1, 5], g) : [inner];
  if (withDrawers) columns(body[0], Array<number>(count).fill(1), g).forEach((b) => drawers(L, b, 1, g));
  const doorBox = body[body.length - 1];
  const cols = columns(doorBox, Array<number>(count).fill(1), g);
  const mirrorAt = L.variant % 3 === 2 ? 1 : -1;
  cols.forEach((d, i) => {
    front(L, d.x, d.z, d.w, d.h);
    if (i === mirrorAt) mirror(L, d.x + d.w * 0.15, d.z + d.h * 0.1, d.w * 0.7, d.h * 0.8);
    const leftSide = count === 3 ? i === 0 : i % 2 === 0;
    const hx = leftSide ? d.x + d.w - 4 : d.x + 4;
    handle(L, hx, d.z + d.h * 0.5, 60, true, L.t.handle === 'finger' ? 'long' : L.t.handle);
  });
}

function mirror(L: Look, x: number, z: number, w: number, h: number): void {
  const { c } = L;
  const id = c.def(
    'mirror',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9f0f4"/>` +
      `<stop offset="0.5" stop-color="#b9c8d2"/><stop offset="1" stop-color="#dfe8ee"/></linearGradient>`,
  );
  c.rect(x, z, w, h, { fill: `url(#${id})`, sw: c.u * 0.8, rx: L.t.top === 'rounded' ? w * 0.5 : 0 });
  c.line(x + w * 0.2, z + h * 0.75, x + w * 0.55, z + h * 0.95, { stroke: '#ffffff', sw: c.u * 1.4, opacity: 0.7 });
}
