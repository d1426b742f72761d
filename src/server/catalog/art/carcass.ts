// Cabinet bodies: the box, its top and base, open niches, and the grid of fronts inside.
import { darken, lighten, luminance } from './colors';
import { front, type FrontOpts } from './fronts';
import { handle } from './handles';
import { legHeight, legs, type LegOpts } from './legs';
import type { Look } from './look';
import { face, polyFace, topFace, tuckShadow } from './shading';

export interface Box {
  x: number;
  z: number;
  w: number;
  h: number;
}

export interface CarcassOpts {
  /** Leg height for the style's normal legs (cm), before style scaling. */
  legs: number;
  legOpts?: LegOpts;
  /** Show the top surface (pieces below eye level). */
  showTop?: boolean;
}

/** Draws legs, body and top; returns the inner box where fronts and niches go. */
export function carcass(L: Look, o: CarcassOpts): Box {
  const { c, t, W, H } = L;
  const u = c.u;
  const legH = Math.min(legHeight(L, o.legs), H * 0.4);
  const topD = o.showTop === false ? 0 : Math.min(L.D * 0.1, H * 0.06, 6);
  const board = Math.max(1.6, Math.min(W, H) * 0.025);
  const crown = t.top === 'crown' ? Math.max(board * 1.6, H * 0.035) : 0;
  const over = t.top === 'overhang' ? Math.max(board * 1.3, W * 0.02) : t.top === 'crown' ? Math.max(W * 0.015, 1) : 0;
  const x0 = over;
  const x1 = W - over;
  const zTop = H - topD;
  const bodyTop = zTop - (t.top === 'overhang' ? board * 1.4 : crown);
  const m = L.body;

  legs(L, x0, x1, legH, { back: true, ...o.legOpts });
  const rx = t.top === 'rounded' ? Math.min((x1 - x0) * 0.05, 12) : Math.min(t.round * u * 0.5, 3);
  face(c, x0, legH, x1 - x0, bodyTop - legH, m, { rx });

  if (t.top === 'overhang') {
    face(c, 0, bodyTop, W, zTop - bodyTop, { ...m, hex: lighten(m.hex, 0.04) });
  } else if (t.top === 'crown') {
    face(
      c,
      x0 - over * 0.4,
      bodyTop,
      x1 - x0 + over * 0.8,
      crown * 0.45,
      { ...m, hex: t.trim ?? m.hex },
      { flat: true },
    );
    face(c, 0, bodyTop + crown * 0.45, W, crown * 0.55, { ...m, hex: t.trim ?? m.hex });
  }
  if (topD > 0) topFace(c, 0, zTop, W, topD, m, 0);

  if (t.trim && t.top !== 'crown') c.rect(x0, legH, x1 - x0, bodyTop - legH, { stroke: t.trim, sw: u * 1.4, rx });
  // A plinth-less body on legs gets a shadowed underside line so it does not float.
  if (legH > 0 && t.leg !== 'plinth')
    tuckShadow(c, x0 + u, legH - Math.min(legH * 0.5, 2), x1 - x0 - 2 * u, Math.min(legH * 0.5, 2));

  const frame = Math.max(board * 0.8, u * 1.5);
  return { x: x0 + frame, z: legH + frame, w: x1 - x0 - 2 * frame, h: bodyTop - legH - 2 * frame };
}

/** Splits a box into columns by relative weights, with a gap between them. */
export function columns(b: Box, weights: number[], gap: number): Box[] {
  const total = weights.reduce((a, v) => a + v, 0);
  const free = b.w - gap * (weights.length - 1);
  let x = b.x;
  return weights.map((wt) => {
    const w = (free * wt) / total;
    const box = { x, z: b.z, w, h: b.h };
    x += w + gap;
    return box;
  });
}

/** Splits a box into rows (bottom first) by relative weights. */
export function rows(b: Box, weights: number[], gap: number): Box[] {
  const total = weights.reduce((a, v) => a + v, 0);
  const free = b.h - gap * (weights.length - 1);
  let z = b.z;
  return weights.map((wt) => {
    const h = (free * wt) / total;
    const box = { x: b.x, z, w: b.w, h };
    z += h + gap;
    return box;
  });
}

/** A stack of drawers in a box, each with its handle. */
export function drawers(L: Look, b: Box, count: number, gap: number, o: FrontOpts = {}): void {
  for (const r of rows(b, Array<number>(count).fill(1), gap)) {
    front(L, r.x, r.z, r.w, r.h, { ...o, drawer: true });
    handleFor(L, r, false);
  }
}

/** A pair (or single) of doors in a box, handles meeting in the middle. */
export function doors(L: Look, b: Box, count: number, gap: number, o: FrontOpts = {}): void {
  const cols = columns(b, Array<number>(count).fill(1), gap);
  cols.forEach((d, i) => {
    front(L, d.x, d.z, d.w, d.h, o);
    const side = count === 1 ? 1 : i < count / 2 ? 1 : -1;
    const hx = side > 0 ? d.x + d.w - Math.min(d.w * 0.12, 5) : d.x + Math.min(d.w * 0.12, 5);
    const hz = d.z + d.h * (d.h > 120 ? 0.55 : 0.75);
    if (L.t.handle === 'finger') handleFinger(L, d);
    else handle(L, hx, Math.min(hz, d.z + d.h - 6), Math.min(d.h, 60), true);
  });
}

function handleFor(L: Look, r: Box, vertical: boolean): void {
  if (L.t.handle === 'finger') return handleFinger(L, r);
  const cz = r.z + r.h * (L.t.handle === 'cup' ? 0.6 : 0.55);
  if (r.w > 70 && L.t.handle !== 'long') {
    handle(L, r.x + r.w * 0.25, cz, Math.min(r.w * 0.5, 40), vertical);
    handle(L, r.x + r.w * 0.75, cz, Math.min(r.w * 0.5, 40), vertical);
  } else handle(L, r.x + r.w / 2, cz, r.w, vertical);
}

function handleFinger(L: Look, r: Box): void {
  handle(L, r.x + r.w / 2, r.z + r.h - Math.max(L.c.u * 1.5, r.h * 0.06), r.w, false, 'finger');
}

/** An open compartment: dark interior with a soft top shadow and a lit shelf edge. */
export function niche(L: Look, b: Box): void {
  const { c } = L;
  // A black cabinet's inside would vanish into its frame, so dark bodies get a lifted interior.
  const inner = luminance(L.body.hex) < 0.2 ? lighten(L.body.hex, 0.16) : darken(L.body.hex, 0.5);
  face(c, b.x, b.z, b.w, b.h, { hex: inner, finish: 'paint' }, { flat: true });
  tuckShadow(c, b.x, b.z + b.h * 0.7, b.w, b.h * 0.3);
  // Side walls seen in perspective.
  const d = Math.min(b.w * 0.08, 3);
  polyFace(
    c,
    [
      [b.x, b.z],
      [b.x + d, b.z + d],
      [b.x + d, b.z + b.h - d],
      [b.x, b.z + b.h],
    ],
    { hex: darken(L.body.hex, 0.3), finish: 'paint' },
  );
  c.poly(
    [
      [b.x, b.z],
      [b.x + b.w, b.z],
      [b.x + b.w - d, b.z + d],
      [b.x + d, b.z + d],
    ],
    { fill: lighten(L.body.hex, 0.1), sw: c.u * 0.4 },
  );
}

/** A shelf board across a box at height z. */
export function shelf(L: Look, x: number, z: number, w: number): void {
  const th = Math.max(1.6, L.c.u * 1.5);
  face(L.c, x, z - th, w, th, L.body, { flat: true });
}

/** Where a carcass's front art draws its body (from, to: cm) and how round it draws its corners (cm). */
export interface CarcassBody {
  bottom: number;
  top: number;
  round: number;
}
