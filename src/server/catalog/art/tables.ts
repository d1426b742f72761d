// Tables: coffee, side, dining and desks.
import { drawers, rows } from './carcass';
import { darken, lighten } from './colors';
import { canePattern, front } from './fronts';
import { handle } from './handles';
import { leg, legHex, legs } from './legs';
import type { Look } from './look';
import type { LegKind } from './traits';
import { face, polyFace, topFace, tuckShadow, vGrad } from './shading';

interface TableTop {
  /** Underside of the top board. */
  under: number;
  /** Thickness of the top board. */
  th: number;
}

/** The corner radius of a table top's edge of this thickness, in the style's shapes. */
export function topRadius(L: Look, th: number): number {
  return L.t.top === 'rounded' ? th / 2 : Math.min(L.t.round * 0.4, th / 3);
}

/** Top board and its visible surface; returns where the legs meet it. */
function tableTop(L: Look, topDepth: number, thick: number): TableTop {
  const { c, W, H, t } = L;
  const zTop = H - topDepth;
  const th = Math.max(thick, c.u * 2.5);
  const m = L.body;
  const rx = topRadius(L, th);
  face(c, 0, zTop - th, W, th, m, { rx });
  if (t.trim) c.line(c.u, zTop - th * 0.5, W - c.u, zTop - th * 0.5, { stroke: t.trim, sw: c.u, opacity: 0.7 });
  topFace(c, 0, zTop, W, topDepth, m);
  return { under: zTop - th, th };
}

/** A rail under the top (apron), for styles with joinery. */
function apron(L: Look, x0: number, x1: number, z: number, h: number): void {
  if (['thin', 'hairpin', 'block', 'plinth'].includes(L.t.leg)) return;
  face(L.c, x0, z - h, x1 - x0, h, { ...L.body, hex: darken(L.body.hex, 0.06) }, { flat: true });
  tuckShadow(L.c, x0, z - h - 1.5, x1 - x0, 1.5);
}

/**
 * How much of a table's height its art gives to its top as seen from standing height, above the board's front edge
 * (cm): the art's front edge stands this much lower than the table's height, its top drawn receding above it.
 */
const TOP_SEEN_CM = {
  // Seen from a standing eye height, a low table shows much more of its top than a dining table does.
  coffee: (L: Look) => seen(L, Math.min(L.D * 0.32, L.H * 0.3)),
  side: (L: Look) => seen(L, Math.min(L.D * 0.2, L.H * 0.15)),
  dining: (L: Look) => seen(L, isRound(L) ? Math.min(L.D * 0.2, L.H * 0.22) : Math.min(L.D * 0.16, L.H * 0.2)),
  desk: (L: Look) => seen(L, Math.min(L.D * 0.16, L.H * 0.18)),
};

/**
 * The top's depth as the art draws it: none (a sliver) for art under a board the renderer draws over it as the camera
 * sees it, the board's front edge then at the table's full height.
 */
const seen = (L: Look, depth: number) => (L.flatTop ? 0.5 : depth);

/**
 * A round top's edge, seen straight on; none under a board the renderer draws (flatTop), which draws the edge
 * following its ellipse (and the top itself: the art's ellipse, however thin, stood out beside the board's).
 */
function roundEdge(L: Look, under: number, th: number): void {
  if (!L.flatTop) face(L.c, 0, under, L.W, th, L.body, { rx: th / 2 });
}

/** Round products list their depth equal to their width. */
export const isRoundTop = (widthCm: number, depthCm: number): boolean => Math.abs(widthCm - depthCm) < 0.5;

const isRound = (L: Pick<Look, 'D' | 'W'>): boolean => isRoundTop(L.W, L.D);

/** Tables stand on slab ends where cabinets would sit on a plinth. */
export function tableLeg(L: Look): LegKind {
  return L.t.leg === 'plinth' ? 'slab' : L.t.leg;
}

export function legWidth(L: Look, base: number): number {
  if (L.t.leg === 'chunky') return base * 1.3;
  if (L.t.leg === 'thin' || L.t.leg === 'hairpin') return base * 0.8;
  return base;
}

export function coffeeTable(L: Look): void {
  const { W, H, c } = L;
  const td = TOP_SEEN_CM.coffee(L);
  const zTop = H - td;
  const th = Math.max(H * 0.11, 3);
  const under = zTop - th;
  const shape = isRound(L) ? 2 : L.variant % 2;
  if (shape === 2) {
    // Oval top on a drum / pedestal or splayed legs.
    if (L.t.leg === 'deco' || L.t.leg === 'block') {
      face(c, W * 0.22, 0, W * 0.56, under, { ...L.body, hex: darken(L.body.hex, 0.12) }, { rx: c.u * 2 });
      if (L.t.leg === 'deco')
        for (let i = 1; i < 8; i++)
          c.line(W * 0.22 + (W * 0.56 * i) / 8, c.u, W * 0.22 + (W * 0.56 * i) / 8, under - c.u, {
            stroke: L.metal,
            sw: c.u * 0.8,
          });
    } else
      legs(L, W * 0.1, W * 0.9, under, {
        kind: tableLeg(L),
        back: true,
        width: legWidth(L, Math.min(Math.max(W * 0.04, 3), 6)),
      });
    roundEdge(L, under, th);
    if (!L.flatTop) polyEllipse(L, W / 2, zTop - c.u * 0.3, W / 2, td);
    return;
  }
  const legW = legWidth(L, Math.min(Math.max(W * 0.045, 3.5), 7));
  {
    legs(L, 0, W, under, { kind: tableLeg(L), back: true, width: legW, inset: W * 0.03 });
    // Lower shelf, woven on coastal pieces.
    const sz = under * 0.22;
    const x0 = W * 0.03 + legW;
    const sh = Math.max(th * 0.55, 2);
    const woven = L.t.front === 'cane';
    face(c, x0, sz, W * 0.94 - legW * 2, sh, woven ? { hex: '#d8bf8c', finish: 'wood' } : L.body, { flat: true });
    topFace(
      c,
      x0,
      sz + sh,
      W * 0.94 - legW * 2,
      Math.min(td * 0.5, under * 0.25),
      woven ? { hex: '#d8bf8c', finish: 'wood' } : L.body,
    );
    if (woven) c.rect(x0, sz, W * 0.94 - legW * 2, sh, { fill: canePattern(L), stroke: 'none' });
    apron(L, W * 0.03, W * 0.97, under, H * 0.1);
  }
  face(c, 0, under, W, th, L.body, { rx: L.t.top === 'rounded' ? th / 2 : 0 });
  if (shape === 1) {
    const dw = W * 0.3;
    front(L, W / 2 - dw / 2, under + c.u, dw, th - 2 * c.u, { drawer: true, kind: 'flat' });
    handle(L, W / 2, under + th / 2, dw);
  }
  topFace(c, 0, zTop, W, td, L.body);
}

export function sideTable(L: Look): void {
  const { W, H, c } = L;
  const td = TOP_SEEN_CM.side(L);
  const round = isRound(L);
  const th = Math.max(H * 0.05, 2.5);
  const zTop = H - td;
  const under = zTop - th;
  if (round) {
    // Round top on a tripod or pedestal; later variants swap the two.
    const pedestalStyle = ['deco', 'turned', 'block'].includes(L.t.leg);
    if (pedestalStyle !== L.variant >= 2) pedestal(L, W / 2, under, W * 0.5);
    else {
      const w = legWidth(L, Math.max(W * 0.06, 2.5));
      const k = tableLeg(L);
      leg(L, k, W * 0.3, 0, under, w, -1, legHexOf(L));
      leg(L, k, W * 0.7, 0, under, w, 1, legHexOf(L));
      leg(L, k, W * 0.5, td * 0.6, under, w * 0.9, 0, darken(legHexOf(L), 0.25));
    }
    if (L.variant % 2 === 1) {
      const sz = under * 0.4;
      c.ellipse(W / 2, sz, W * 0.36, Math.max(td * 0.35, 2), {
        fill: vGrad(c, lighten(L.body.hex, 0.1), L.body.finish),
      });
    }
    roundEdge(L, under, th);
    if (!L.flatTop) polyEllipse(L, W / 2, zTop, W / 2, td);
  } else {
    legs(L, 0, W, under, { kind: tableLeg(L), back: true, inset: W * 0.04 });
    const shelfZ = under * 0.3;
    face(c, W * 0.06, shelfZ, W * 0.88, Math.max(th * 0.7, 2), L.body);
    if (L.H > 45) {
      const dz = under - H * 0.16;
      drawers(L, { x: W * 0.04, z: dz, w: W * 0.92, h: H * 0.16 }, 1, c.u);
    }
    face(c, 0, under, W, th, L.body);
    topFace(c, 0, zTop, W, td, L.body);
  }
}

function legHexOf(L: Look): string {
  if (L.t.leg === 'plinth') return L.body.hex;
  return ['hairpin', 'thin', 'block'].includes(L.t.leg) ? L.metal : L.wood.hex;
}

function pedestal(L: Look, cx: number, top: number, baseW: number): void {
  const { c } = L;
  const stem = Math.max(baseW * 0.18, 3);
  const hex = L.t.leg === 'deco' ? L.metal : L.t.leg === 'turned' ? L.wood.hex : L.body.hex;
  polyFace(
    c,
    [
      [cx - baseW / 2, 0],
      [cx + baseW / 2, 0],
      [cx + stem, top * 0.12],
      [cx - stem, top * 0.12],
    ],
    { hex, finish: 'paint' },
  );
  c.poly(
    [
      [cx - baseW / 2, 0],
      [cx + baseW / 2, 0],
      [cx + stem, top * 0.12],
      [cx - stem, top * 0.12],
    ],
    {},
  );
  const stemKind = L.t.leg === 'turned' ? 'turned' : 'thin';
  leg(L, stemKind, cx, top * 0.12, top, stem * (stemKind === 'thin' ? 2.4 : 1.4), 0, hex);
}

/** The visible elliptical top surface of a round table. */
function polyEllipse(L: Look, cx: number, z: number, rx: number, depth: number): void {
  const { c } = L;
  c.ellipse(cx, z + depth / 2, rx, depth / 2, { fill: 'none', stroke: 'none' });
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= 24; i++) {
    const a = (Math.PI * i) / 24;
    pts.push([cx - Math.cos(a) * rx, z + depth / 2 + Math.sin(a) * (depth / 2)]);
  }
  for (let i = 24; i >= 0; i--) {
    const a = (Math.PI * i) / 24;
    pts.push([cx - Math.cos(a) * rx, z + depth / 2 - Math.sin(a) * (depth / 2)]);
  }
  polyFace(c, pts, L.body, 0.14);
  c.poly(pts, {});
}

export function diningTable(L: Look): void {
  const { W, H, c } = L;
  if (isRound(L)) {
    const rd = TOP_SEEN_CM.dining(L);
    const th = Math.max(H * 0.05, 3);
    const under = H - rd - th;
    if (['deco', 'turned', 'block', 'plinth'].includes(L.t.leg)) pedestal(L, W / 2, under, W * 0.45);
    else legs(L, W * 0.12, W * 0.88, under, { kind: tableLeg(L), back: true, width: legWidth(L, 6) });
    roundEdge(L, under, th);
    if (!L.flatTop) polyEllipse(L, W / 2, H - rd - c.u * 0.3, W / 2, rd);
    return;
  }
  const td = TOP_SEEN_CM.dining(L);
  const trestle = L.variant % 3 === 1 && W > 120;
  const top = tableTop(L, td, Math.max(H * 0.05, 3));
  if (trestle) {
    for (const cx of [W * 0.18, W * 0.82]) {
      const w = legWidth(L, 6);
      face(c, cx - w * 2, 0, w * 4, w * 0.8, L.wood);
      leg(L, L.t.leg === 'hairpin' ? 'thin' : 'chunky', cx, w * 0.8, top.under, w, 0, legHexOf(L));
    }
    face(c, W * 0.18, top.under * 0.35, W * 0.64, Math.max(H * 0.05, 3), L.wood);
  } else {
    const inset = L.variant % 4 === 3 ? W * 0.1 : W * 0.04;
    const lw = legWidth(L, 6);
    if (L.variant % 4 === 2 && tableLeg(L) !== 'slab') {
      // Stretcher between the front legs.
      face(
        c,
        inset + lw,
        top.under * 0.22,
        W - 2 * inset - 2 * lw,
        Math.max(H * 0.035, 2.2),
        { ...L.wood, hex: legHexOf(L) },
        { flat: true },
      );
    }
    legs(L, 0, W, top.under, { kind: tableLeg(L), back: true, width: lw, inset });
  }
  apron(L, W * 0.03, W * 0.97, top.under + L.c.u * 0.1, H * 0.1);
  // Redraw the top edge so the apron tucks under it.
  face(c, 0, top.under, W, top.th, L.body, { rx: Math.min(L.t.round * 0.4, top.th / 3) });
}

/** Which end of a desk its pedestal of drawers stands at, as its front art draws it (left or right); none on legs alone. */
export function deskPedestal(L: Pick<Look, 'variant'>): 'left' | 'right' | undefined {
  return (['right', 'left', undefined] as const)[L.variant % 3];
}

export function desk(L: Look): void {
  const { W, H, c } = L;
  const td = TOP_SEEN_CM.desk(L);
  const top = tableTop(L, td, Math.max(H * 0.04, 2.5));
  const pedW = Math.min(W * 0.34, 45);
  const pedestal = deskPedestal(L);
  const left = pedestal === 'left';
  const pedX = left ? 0 : W - pedW;
  const legBase = Math.max(H * 0.04, 2.5);
  // Modesty panel at the back, between the supports; in the back plane where the renderer draws one, with the back
  // legs it joins (a pedestal's side has none: the pedestal runs to the back).
  face(
    L.behind ?? c,
    W * 0.08,
    top.under * 0.45,
    W * 0.84,
    top.under * 0.45,
    { ...L.body, hex: darken(L.body.hex, 0.28) },
    { flat: true },
  );
  if (!pedestal) {
    legs(L, 0, W, top.under, { kind: tableLeg(L), width: legWidth(L, 5), inset: W * 0.02, back: !!L.behind });
    drawers(L, { x: W * 0.3, z: top.under - H * 0.12, w: W * 0.4, h: H * 0.12 - c.u }, 1, c.u);
  } else {
    const legX0 = left ? pedW : 0;
    const legX1 = left ? W : W - pedW;
    const legsAt = { kind: tableLeg(L), width: legWidth(L, 5), inset: W * 0.02 };
    legs(L, legX0 - (left ? legBase * 3 : 0), legX1 + (left ? 0 : legBase * 3), top.under, legsAt);
    if (L.behind) {
      // The back leg at the open end; the pedestal's side has none, the pedestal running to the back.
      const w = legsAt.width;
      const x = left ? W - legsAt.inset - w / 2 : legsAt.inset + w / 2;
      leg({ ...L, c: L.behind }, legsAt.kind, x, 0, top.under, w, left ? 1 : -1, darken(legHex(L, legsAt.kind), 0.3));
    }
    const box = { x: pedX + c.u, z: Math.max(legBase, 3), w: pedW - 2 * c.u, h: top.under - Math.max(legBase, 3) };
    face(c, pedX, 0, pedW, top.under, L.body);
    const [low, mid, high] = rows(box, [1.8, 1, 1], c.u * 0.8);
    drawers(L, high, 1, c.u * 0.8);
    drawers(L, mid, 1, c.u * 0.8);
    drawers(L, low, 1, c.u * 0.8);
  }
}
