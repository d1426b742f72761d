// Legs and bases, one shape per style.
import type { Pt } from './canvas';
import { darken, lighten } from './colors';
import type { Look } from './look';
import { cylGrad, face, post } from './shading';
import type { LegKind } from './traits';

export interface LegOpts {
  kind?: LegKind;
  /** Leg thickness at the top (cm). */
  width?: number;
  /** Distance of the outer legs from the body's ends (cm). */
  inset?: number;
  /** Extra legs between the outer ones (long sofas, sideboards). */
  middle?: number;
  /** Draw the back pair, set in and raised for depth. */
  back?: boolean;
  /** Material override for the legs. */
  hex?: string;
}

/** Leg height a category would use, scaled by the style (Japandi sits low, Art Deco on short feet). */
export function legHeight(L: Look, normal: number): number {
  if (L.t.leg === 'plinth') return Math.max(normal * 0.35, L.H * 0.035);
  return normal * L.t.legScale;
}

/** Legs under a body spanning x0..x1 whose underside is at zTop. */
export function legs(L: Look, x0: number, x1: number, zTop: number, o: LegOpts = {}): void {
  const kind = o.kind ?? L.t.leg;
  const { c } = L;
  if (zTop <= 0) return;
  const span = x1 - x0;
  const w = o.width ?? Math.min(Math.max(Math.min(span, L.H) * 0.06, 2.2), 7);
  if (kind === 'plinth') {
    const inset = Math.max(o.inset ?? span * 0.04, c.u * 2);
    face(c, x0 + inset, 0, span - 2 * inset, zTop, { hex: darken(L.body.hex, 0.35), finish: 'paint' }, { flat: true });
    return;
  }
  const inset = o.inset ?? Math.max(w * 0.9, span * 0.03);
  const xl = x0 + inset + w / 2;
  const xr = x1 - inset - w / 2;
  const hex = o.hex ?? legHex(L, kind);
  if (o.back && L.behind) {
    // Drawn in the back plane, where the camera's perspective sets them in and raises them.
    const back = { ...L, c: L.behind };
    leg(back, kind, xl, 0, zTop, w, -1, darken(hex, 0.3));
    leg(back, kind, xr, 0, zTop, w, 1, darken(hex, 0.3));
  } else if (o.back) {
    const lift = Math.min(zTop * 0.18, L.D * 0.05);
    const inward = Math.min(span * 0.05, 6);
    leg(L, kind, xl + inward, lift, zTop, w * 0.9, -1, darken(hex, 0.3));
    leg(L, kind, xr - inward, lift, zTop, w * 0.9, 1, darken(hex, 0.3));
  }
  const mids = o.middle ?? 0;
  for (let i = 1; i <= mids; i++) leg(L, kind, xl + ((xr - xl) * i) / (mids + 1), 0, zTop, w, 0, hex);
  leg(L, kind, xl, 0, zTop, w, -1, hex);
  leg(L, kind, xr, 0, zTop, w, 1, hex);
}

/** The material a leg of this kind is drawn in. */
export function legHex(L: Look, kind: LegKind): string {
  if (kind === 'hairpin' || kind === 'thin' || kind === 'block') return L.metal;
  if (kind === 'slab') return L.body.hex;
  return L.wood.hex;
}

/** A four-sided leg: half-width top at zt, half-width foot at zb, the foot moved sideways by shift. */
function trapezoid(
  L: Look,
  cx: number,
  zb: number,
  zt: number,
  top: number,
  foot: number,
  shift: number,
  fill: string,
): void {
  L.c.poly(
    [
      [cx - top, zt],
      [cx + top, zt],
      [cx + shift + foot, zb],
      [cx + shift - foot, zb],
    ],
    { fill, sw: L.c.u * 0.7 },
  );
}

/** One leg from zb (its foot) up to zt, centred on cx; splay -1 leans left, 1 right. */
export function leg(
  L: Look,
  kind: LegKind,
  cx: number,
  zb: number,
  zt: number,
  w: number,
  splay: number,
  hex: string,
): void {
  const { c } = L;
  const h = zt - zb;
  if (h <= 0) return;
  const sw = c.u * 0.7;
  // A splayed leg's foot stays within the piece's width, its top moving in: splayed past the edge, a tall desk's leg
  // ran out of its art's frame and was cut off a quarter of the way up from the floor.
  const inside = (shift: number, foot: number) => {
    const x = cx + shift;
    return x < foot ? foot - x : x > L.W - foot ? L.W - foot - x : 0;
  };
  switch (kind) {
    case 'tapered':
      cx += inside(splay * h * 0.16, w * 0.22);
      trapezoid(L, cx, zb, zt, w / 2, w * 0.22, splay * h * 0.16, cylGrad(c, hex));
      return;
    case 'hairpin': {
      const s = splay * h * 0.05;
      const r = Math.max(w * 0.18, c.u * 0.9);
      cx += inside(s, r + c.u);
      const d =
        `M${c.p(cx - w * 0.7, zt)} L${c.p(cx + s - r, zb + r * 2)} ` +
        `Q${c.p(cx + s, zb - r * 0.2)} ${c.p(cx + s + r, zb + r * 2)} L${c.p(cx + w * 0.7, zt)}`;
      c.path(d, { stroke: darken(hex, 0.3), sw: c.u * 2.1 });
      c.path(d, { stroke: lighten(hex, 0.35), sw: c.u * 0.6 });
      return;
    }
    case 'thin':
      post(c, cx, zb, Math.max(w * 0.32, c.u * 1.4), h, hex, false);
      return;
    case 'block':
      trapezoid(L, cx, zb, zt, w * 0.45, w * 0.3, 0, cylGrad(c, hex, true));
      return;
    case 'slab':
      face(c, cx - w, zb, w * 2, h, { hex, finish: 'wood', grain: L.body.grain }, { rx: c.u * 1.5 });
      return;
    case 'chunky':
      trapezoid(L, cx, zb, zt, w * 0.85, w * 0.7, 0, cylGrad(c, hex));
      c.line(cx - w * 0.4, zt - h * 0.08, cx - w * 0.35, zb + h * 0.1, {
        stroke: lighten(hex, 0.25),
        sw: c.u * 0.5,
        opacity: 0.6,
      });
      return;
    case 'turned':
      c.poly(turnedProfile(cx, zb, h, w), { fill: cylGrad(c, hex, L.t.shinyMetal && hex === L.metal), sw });
      return;
    case 'cane': {
      const s = splay * h * 0.08;
      cx += inside(s, w * 0.3);
      trapezoid(L, cx, zb, zt, w / 2, w * 0.3, s, cylGrad(c, hex));
      for (const f of [0.62, 0.7, 0.78]) {
        const zz = zb + h * f;
        const half = w * (0.3 + 0.2 * f) + c.u * 0.3;
        const xc = cx + s * (1 - f);
        c.rect(xc - half, zz - h * 0.025, half * 2, h * 0.05, { fill: cylGrad(c, '#cfae74'), sw: c.u * 0.4 });
      }
      return;
    }
    case 'deco': {
      const s = splay * h * 0.1;
      cx += inside(s, w * 0.32);
      const capH = Math.min(h * 0.3, w * 2);
      trapezoid(L, cx, zb + capH, zt, w * 0.55, w * 0.3, s, cylGrad(c, hex));
      trapezoid(L, cx + s, zb, zb + capH, w * 0.32, w * 0.22, 0, cylGrad(c, L.metal, true));
      return;
    }
    default:
      post(c, cx, zb, w, h, hex);
  }
}

/** Symmetric lathe profile: square block at the top, ring, bulb, neck, small foot. */
function turnedProfile(cx: number, zb: number, h: number, w: number): Pt[] {
  const prof: Array<[number, number]> = [
    [1, 0.5],
    [0.8, 0.5],
    [0.78, 0.58],
    [0.74, 0.34],
    [0.66, 0.3],
    [0.56, 0.46],
    [0.46, 0.42],
    [0.38, 0.26],
    [0.14, 0.2],
    [0.08, 0.3],
    [0.04, 0.3],
    [0, 0.22],
  ];
  const right: Pt[] = prof.map(([f, hw]) => [cx + hw * w, zb + f * h]);
  const left: Pt[] = prof.map(([f, hw]): Pt => [cx - hw * w, zb + f * h]).reverse();
  return [...right, ...left];
}
