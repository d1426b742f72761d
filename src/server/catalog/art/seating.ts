// Upholstered seating: sofas and armchairs share one body with a seat count.
import { darken, lighten } from './colors';
import { canePattern } from './fronts';
import { legHeight, legs } from './legs';
import type { Look } from './look';
import { face, type Material, polyFace, tuckShadow, vGrad } from './shading';
import type { ArmKind } from './traits';
import { cushion, pillow, seatTop } from './upholstery';

export function sofa(L: Look): void {
  const armW = armWidth(L);
  const free = L.W - 2 * armW;
  let seats = Math.max(2, Math.min(4, Math.round(free / 62)));
  if (L.variant % 3 === 2) seats = 1;
  // Bohemian and coastal sofas are never without their patterned cushions.
  const dressed = L.t.textile === 'boho' || L.t.textile === 'stripe';
  upholstered(L, seats, L.variant % 2 === 0 || dressed ? 2 : 0);
}

export function armchair(L: Look): void {
  upholstered(L, 1, L.variant % 2 === 1 ? 1 : 0, hasWings(L));
}

/** A wingback: a Traditional armchair, or one much taller than wide. */
const hasWings = (L: Look): boolean => L.t.name.toLowerCase() === 'traditional' || L.H > L.W * 1.22;

/** A sofa's or an armchair's back frame: its fabric a shade darker, in its front art and its side view alike. */
export const backFrameMaterial = (L: Look): Material => ({ ...L.fabric, hex: darken(L.fabric.hex, 0.08) });

/** How far in from either side (cm) a seat's back frame stands above its arms. */
const backFrameInset = (L: Look, armW: number): number => (L.t.arm === 'curved' ? armW * 0.5 : armW * 0.35);

/**
 * How far in from its sides (cm) an armchair's or a sofa's back stands above its arms, as its front art draws it: a
 * wingback's wings reach out to its sides there.
 */
export function seatBackInset(L: Look, armchairArt: boolean): number {
  return armchairArt && hasWings(L) ? 0 : backFrameInset(L, armWidth(L));
}

/** The radius (cm) of a seat's back frame's top corners: a curved arm's back is an arch, a wingback's nearly square. */
const backFrameRound = (L: Look, wings: boolean): number =>
  L.t.arm === 'curved' ? Math.min(L.W * 0.2, 40) : wings ? 4 : Math.min(L.t.round * 2, 10);

/** The same, for an armchair's or a sofa's back as its front art draws it. */
export const seatBackRound = (L: Look, armchairArt: boolean): number => backFrameRound(L, armchairArt && hasWings(L));

function armWidth(L: Look): number {
  const k: Record<ArmKind, number> = { track: 0.09, rolled: 0.1, slim: 0.05, curved: 0.12, wood: 0.05, rattan: 0.08 };
  const base = Math.max(L.W, 70) * k[L.t.arm];
  return Math.min(Math.max(base, 6), 26, L.W * 0.2);
}

/** Where an upholstered piece's front art changes part, in cm: from its left edge and above its floor line. */
export interface SeatLayout {
  legH: number;
  armW: number;
  baseTop: number;
  /** The seat cushions' front top edge. */
  seatZ: number;
  /** How far above it the cushions' visible top face reaches. */
  seatDepth: number;
  armTop: number;
  /** How far under armTop (cm) the arms' rounded fronts reach their full width, at their outer and inner edges. */
  armRound: ArmRound;
}

export interface ArmRound {
  outer: number;
  inner: number;
}

export function seatLayout(L: Look): SeatLayout {
  const { t, H } = L;
  const seatZ = H * 0.46;
  const legH = t.textile === 'skirt' ? 0 : legHeight(L, H * 0.14);
  const armW = armWidth(L);
  const armTop = Math.min(H * (t.arm === 'wood' ? 0.58 : 0.7), H - 4);
  return {
    legH,
    armW,
    baseTop: seatZ - H * 0.13,
    seatZ,
    seatDepth: Math.min(L.D * 0.12, H * 0.09),
    armTop,
    armRound: armRound(t.arm, armW, legH, armTop, seatZ),
  };
}

/**
 * An arm's rounding from z0 (its foot) up to its top: a roll's radius, a curved arm's outer corner, a slim arm's
 * rounded ends; a track, wooden or rattan arm is square.
 */
function armRound(kind: ArmKind, armW: number, z0: number, top: number, seatZ: number): ArmRound {
  switch (kind) {
    case 'rolled': {
      const r = Math.min(armW * 0.5, (top - seatZ) * 0.45);
      return { outer: r, inner: r };
    }
    case 'curved':
      return { outer: Math.min(armW, top - z0), inner: 0 };
    case 'slim': {
      const r = Math.min(armW * 0.45, (top - z0) / 2);
      return { outer: r, inner: r };
    }
    default:
      return { outer: 0, inner: 0 };
  }
}

function upholstered(L: Look, seats: number, pillows: number, wings = false): void {
  const { c, t, W, H } = L;
  const u = c.u;
  const skirt = t.textile === 'skirt';
  const { legH, armW, seatZ, baseTop, armTop, seatDepth } = seatLayout(L);
  const backTop = H;
  const fab = L.fabric;

  if (!skirt) legs(L, 0, W, legH, { inset: armW * 0.3, middle: W > 200 ? 1 : 0 });

  // Between the arms, under the cushions: where the back frame's and the cushions' rounded corners meet the base and
  // the arms, the wall showed through.
  const between = { ...fab, hex: darken(fab.hex, 0.2) };
  face(c, armW * 0.5, baseTop - u * 2, W - armW, seatZ + seatDepth - baseTop, between, { flat: true });
  // Back frame behind everything.
  const backX = backFrameInset(L, armW);
  face(c, backX, baseTop, W - 2 * backX, backTop - baseTop, backFrameMaterial(L), { rx: backFrameRound(L, wings) });
  // Back cushions.
  const inner0 = armW;
  const innerW = W - 2 * armW;
  const backCushTop = backTop - Math.max(H * 0.06, 3);
  const bc = t.arm === 'wood' ? seats : Math.max(1, seats);
  for (let i = 0; i < bc; i++) {
    const cw = innerW / bc;
    cushion(
      L,
      inner0 + i * cw + u * 0.4,
      seatZ + seatDepth * 0.5,
      cw - u * 0.8,
      backCushTop - seatZ - seatDepth * 0.5,
      fab,
      true,
    );
  }

  for (let i = 0; i < pillows; i++) {
    const s = Math.min(innerW * 0.28, (backCushTop - seatZ) * 0.6, 45);
    const cx = i === 0 ? inner0 + s * 0.6 : W - inner0 - s * 0.6;
    pillow(L, cx, seatZ + seatDepth, s, i + L.variant);
  }

  if (wings) {
    // Wings: tall side panels flaring out above the arms.
    const ww = armW * 1.15;
    for (const side of [-1, 1] as const) {
      const xo = side < 0 ? 0 : W;
      const xi = xo - side * ww;
      const top = H * 0.97;
      const d =
        `M${c.p(xi, armTop - H * 0.05)} L${c.p(xo, armTop - H * 0.05)} L${c.p(xo, top - ww)} ` +
        `Q${c.p(xo, top)} ${c.p(xo - side * ww * 0.6, top)} L${c.p(xi - side * u, top - ww * 0.2)} Z`;
      c.path(d, { fill: vGrad(c, lighten(fab.hex, 0.04), 'fabric') });
      c.path(`M${c.p(xi + side * ww * 0.15, armTop)} L${c.p(xi + side * ww * 0.2, top - ww * 0.4)}`, {
        stroke: darken(fab.hex, 0.25),
        sw: u * 0.6,
        opacity: 0.6,
      });
    }
  }

  // Seat cushions: front faces and visible tops.
  const cw = innerW / seats;
  for (let i = 0; i < seats; i++) {
    const x = inner0 + i * cw;
    seatTop(L, x + u * 0.3, seatZ, cw - u * 0.6, seatDepth);
    cushion(L, x + u * 0.3, baseTop, cw - u * 0.6, seatZ - baseTop, fab);
  }

  // Base rail under the cushions (wooden on Japandi frames, skirted on Hamptons).
  const railH = Math.max(H * 0.05, 3);
  if (t.arm === 'wood') face(c, 0, legH, W, Math.max(baseTop - legH, railH), L.wood);
  else
    face(
      c,
      armW * 0.5,
      legH,
      W - armW,
      Math.max(baseTop - legH, railH),
      { ...fab, hex: darken(fab.hex, 0.1) },
      { flat: true },
    );
  if (skirt) {
    const pleats = Math.max(3, Math.round(W / 30));
    for (let i = 1; i < pleats; i++)
      c.line((W * i) / pleats, u, (W * i) / pleats, baseTop - u * 2, { stroke: darken(fab.hex, 0.25), sw: u * 0.6 });
  }
  tuckShadow(c, armW, baseTop - u * 3, innerW, u * 3);

  for (const side of [-1, 1] as const) arm(L, side, armW, legH, armTop, seatZ);
}

function arm(L: Look, side: -1 | 1, armW: number, z0: number, top: number, seatZ: number): void {
  const { c, t, W } = L;
  const u = c.u;
  const x = side < 0 ? 0 : W - armW;
  const fab = L.fabric;
  switch (t.arm) {
    case 'rolled': {
      const r = armRound('rolled', armW, z0, top, seatZ).outer;
      const o = armW * 0.14;
      const bx = side < 0 ? x + o : x;
      face(c, bx, z0, armW - o, top - r - z0, fab, { rx: u * 2, flat: true });
      const cx = side < 0 ? x + (armW + o) / 2 - o / 2 : x + (armW - o) / 2 + o / 2;
      c.ellipse(cx, top - r, armW / 2, r, { fill: vGrad(c, lighten(fab.hex, 0.06), 'fabric') });
      const sx = side < 0 ? x + armW * 0.4 : x + armW * 0.6;
      c.ellipse(sx, top - r * 1.05, armW * 0.2, r * 0.45, {
        fill: darken(fab.hex, 0.06),
        stroke: darken(fab.hex, 0.35),
        sw: u * 0.6,
      });
      return;
    }
    case 'curved': {
      const r = armRound('curved', armW, z0, top, seatZ).outer;
      const xo = side < 0 ? x : x + armW;
      const xi = side < 0 ? x + armW : x;
      const d =
        `M${c.p(xo, z0)} L${c.p(xo, top - r)} Q${c.p(xo, top)} ${c.p(xo - side * r, top)} ` +
        `L${c.p(xi, top)} L${c.p(xi, z0)} Z`;
      c.path(d, { fill: vGrad(c, fab.hex, 'fabric') });
      if (t.textile === 'channel') {
        // Each channel's seam ends under the curve above it (the quadratic drawn above, `out` in from the outer edge):
        // at the arm's top, the outer one stood out over the wall.
        const curveAt = (out: number) => (out >= r ? top : top - r * (1 - Math.sqrt(out / r)) ** 2);
        for (const f of [0.33, 0.66]) {
          const xs = x + armW * f;
          const seamTop = curveAt(side < 0 ? xs - x : x + armW - xs) - u * 3;
          c.line(xs, z0 + u * 2, xs, seamTop, { stroke: darken(fab.hex, 0.3), sw: u * 0.6 });
        }
      }
      c.rect(x, z0, armW, u * 2.5, { fill: L.metal, sw: u * 0.4 });
      return;
    }
    case 'wood': {
      const postW = Math.max(armW * 0.5, 3);
      const px = side < 0 ? x : x + armW - postW;
      face(c, px, 0, postW, top, L.wood, { rx: u });
      face(c, x - (side < 0 ? 0 : u), top - Math.max(u * 3, 3), armW + u, Math.max(u * 3, 3), L.wood, { rx: u });
      return;
    }
    case 'rattan': {
      face(c, x, z0, armW, top - z0, L.wood, { rx: u * 2 });
      c.rect(x + armW * 0.18, z0 + armW * 0.18, armW * 0.64, top - z0 - armW * 0.36, { fill: '#d8bf8c', sw: u * 0.5 });
      c.rect(x + armW * 0.18, z0 + armW * 0.18, armW * 0.64, top - z0 - armW * 0.36, {
        fill: canePattern(L),
        stroke: 'none',
      });
      return;
    }
    case 'slim':
      face(c, x, z0, armW, top - z0, fab, { rx: armRound('slim', armW, z0, top, seatZ).outer });
      return;
    default: {
      const d = Math.min(armW * 0.35, L.D * 0.05);
      const pts: Array<[number, number]> = [
        [x, top - u],
        [x + armW, top - u],
        [x + armW - (side < 0 ? d : 0), top + d],
        [x + (side < 0 ? 0 : d), top + d],
      ];
      polyFace(c, pts, fab, 0.12);
      c.poly(pts, {});
      face(c, x, z0, armW, top - z0, fab, { rx: Math.min(u * 2 + L.t.round, armW * 0.3) });
    }
  }
}
