// Kids' furniture: playful, rounded, with bright accents.
import { bedding, bedLayout } from './beds';
import { type Box, type CarcassBody, columns, rows } from './carcass';
import { darken, lighten, luminance } from './colors';
import type { Look } from './look';
import type { ArmRound } from './seating';
import { handle } from './handles';
import { leg, legs } from './legs';
import { cylGrad, face, post, topFace, vGrad } from './shading';

export const PLAY = ['#f6c344', '#76c7b7', '#f08a7e', '#7fb3e0', '#b79ddb'];

/** Kids' legs: the style's turned/tapered/cane shapes in play colours, else soft capsules. */
function kidLeg(L: Look, x: number, z: number, w: number, h: number, hex: string, splay: number): void {
  const shaped = ['tapered', 'turned', 'cane', 'deco', 'chunky', 'hairpin'].includes(L.t.leg);
  if (L.variant % 2 === 1 || shaped)
    leg(L, L.t.leg === 'plinth' ? 'chunky' : L.t.leg, x + w / 2, z, z + h, w, splay, hex);
  else face(L.c, x, z, w, h, { hex, finish: 'paint' }, { rx: w * (0.2 + 0.08 * L.t.round) });
}

function play(L: Look, i: number): string {
  return PLAY[(i + L.variant) % PLAY.length];
}

/** A five-point star centred at (cx, cz). */
function star(L: Look, cx: number, cz: number, r: number, hex: string): void {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI * i) / 5 + Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cz + Math.sin(a) * rr]);
  }
  L.c.poly(pts, { fill: hex, stroke: darken(hex, 0.35), sw: L.c.u * 0.6 });
}

function heart(L: Look, cx: number, cz: number, s: number, hex: string): void {
  const { c } = L;
  const d =
    `M${c.p(cx, cz - s * 0.6)} C${c.p(cx - s * 1.1, cz + s * 0.1)} ${c.p(cx - s * 0.5, cz + s * 0.8)} ${c.p(cx, cz + s * 0.35)} ` +
    `C${c.p(cx + s * 0.5, cz + s * 0.8)} ${c.p(cx + s * 1.1, cz + s * 0.1)} ${c.p(cx, cz - s * 0.6)} Z`;
  c.path(d, { fill: hex, stroke: darken(hex, 0.35), sw: c.u * 0.6 });
}

/** Kids' beds this tall are bunks (two stacked beds), drawn and placed as such. */
export const BUNK_MIN_HEIGHT_CM = 140;
export const isBunk = (heightCm: number): boolean => heightCm >= BUNK_MIN_HEIGHT_CM;

/** Two stacked beds with a guard rail on top and a ladder at the front: the bunk seen from its long side. */
export function bunkBed(L: Look): void {
  const { c, W, H } = L;
  const u = c.u;
  const postW = Math.max(W * 0.06, 5);
  const frame = L.body;
  const lowerH = H * 0.45;
  const upperBase = H * 0.52;
  const lower = { ...L, H: lowerH };
  const lb = bedLayout(lower, lowerH * 0.1);
  // Lower bunk: back panel under the upper bed, bedding, footboard.
  face(
    c,
    postW,
    lb.mattBack - lowerH * 0.1,
    W - 2 * postW,
    upperBase - (lb.mattBack - lowerH * 0.1),
    { hex: darken(frame.hex, 0.35), finish: 'paint' },
    { flat: true },
  );
  bedding(lower, lb, postW, W - postW, 1, lighten(play(L, 3), 0.65));
  face(c, postW, lb.legH, W - 2 * postW, lb.railTop - lb.legH, frame, { rx: u * 2 });
  // Upper bunk.
  const upperH = H - upperBase;
  const ub = {
    legH: upperBase,
    railTop: upperBase + upperH * 0.14,
    mattTop: upperBase + upperH * 0.3,
    mattBack: upperBase + upperH * 0.46,
    headX: W * 0.05,
  };
  face(c, postW, ub.mattBack - upperH * 0.1, W - 2 * postW, H - u * 4 - (ub.mattBack - upperH * 0.1), frame, {
    rx: u * 2,
  });
  star(L, W / 2, H - upperH * 0.2, Math.min(upperH * 0.1, W * 0.06), play(L, 0));
  bedding({ ...L, H: upperH }, ub, postW, W - postW, 1, lighten(play(L, 1), 0.65));
  face(c, postW, upperBase - upperH * 0.05, W - 2 * postW, ub.railTop - upperBase + upperH * 0.05, frame, {
    rx: u * 2,
  });
  // Guard rail across the front of the top bunk, open where the ladder arrives.
  const gz = H - Math.max(H * 0.03, 3);
  face(c, postW, gz, W * 0.62, H - gz, frame, { rx: u * 1.5 });
  for (let i = 1; i < 5; i++)
    post(c, postW + (W * 0.62 * i) / 5, ub.railTop, Math.max(u * 1.6, 1.6), gz - ub.railTop, frame.hex);
  for (const px of [0, W - postW]) face(c, px, 0, postW, H, frame, { rx: postW * 0.3 });
  for (const px of [postW / 2, W - postW / 2])
    c.ellipse(px, H - postW * 0.3, postW * 0.55, postW * 0.3, { fill: cylGrad(c, play(L, px < W / 2 ? 1 : 2), true) });
  // Ladder.
  const lx0 = W * 0.7;
  const lx1 = W - postW * 1.2;
  const rail = Math.max(u * 2.2, 2);
  for (const lx of [lx0, lx1])
    face(c, lx - rail / 2, 0, rail, gz, { hex: lighten(frame.hex, 0.08), finish: frame.finish }, { rx: rail / 2 });
  for (let z = 25; z < gz - 10; z += 28)
    c.rect(lx0, z, lx1 - lx0, rail, { fill: cylGrad(c, play(L, Math.round(z / 28)), true), sw: u * 0.5, rx: rail / 2 });
}

/** A kids' bed's usual leg height, as a share of its height (a low bed). */
export const KIDS_BED_LEG = 0.06;

export function kidsBed(L: Look): void {
  if (isBunk(L.H)) return bunkBed(L);
  const { c, W, H } = L;
  const u = c.u;
  const b = bedLayout(L, H * KIDS_BED_LEG);
  const style = L.variant % 3;
  const post0 = Math.max(W * 0.05, 4);
  const frameM = L.body;
  if (style === 0) {
    // House-shaped frame: two posts and a gable roof.
    const eave = H * 0.58;
    const x0 = b.headX;
    const x1 = W - b.headX;
    const th = post0;
    for (const px of [x0, x1 - th])
      face(c, px, b.mattBack - H * 0.05, th, eave - (b.mattBack - H * 0.05), frameM, { rx: u });
    const mid = W / 2;
    // The ridge sits low enough that the stroke's mitre stays inside the picture.
    const roof: Array<[number, number]> = [
      [x0, eave],
      [mid, H - th * 1.3],
      [x1, eave],
    ];
    c.polyline(roof, { stroke: darken(frameM.hex, 0.4), sw: th + u * 1.2 });
    c.polyline(roof, { stroke: frameM.hex, sw: th });
    c.polyline(roof, { stroke: lighten(frameM.hex, 0.3), sw: th * 0.25, opacity: 0.8 });
    const bunting = [0.25, 0.4, 0.6, 0.75];
    bunting.forEach((f, i) => {
      const fx = x0 + (x1 - x0) * f;
      const fz = eave + (H - eave) * (1 - Math.abs(f - 0.5) * 2) - th * 1.2;
      c.poly(
        [
          [fx - 3, fz],
          [fx + 3, fz],
          [fx, fz - 5],
        ],
        { fill: play(L, i), sw: u * 0.5 },
      );
    });
    face(c, x0, b.mattBack - H * 0.08, x1 - x0, H * 0.12, frameM, { rx: u * 2 });
  } else {
    // Rounded playful headboard with stars or a cloud.
    const hb0 = b.mattBack - H * 0.08;
    const top = H * 0.8;
    const x0 = b.headX;
    const x1 = W - b.headX;
    if (style === 1) {
      face(c, x0, hb0, x1 - x0, H - hb0, frameM, { rx: (x1 - x0) * 0.2 });
      star(L, W * 0.3, H * 0.85, Math.min(W, H) * 0.06, play(L, 0));
      star(L, W * 0.5, H * 0.9, Math.min(W, H) * 0.07, play(L, 1));
      star(L, W * 0.7, H * 0.85, Math.min(W, H) * 0.06, play(L, 2));
    } else {
      const r = (x1 - x0) / 6;
      const cloud = `M${c.p(x0, hb0)} L${c.p(x0, top - r)} A${r} ${r} 0 0 1 ${c.p(x0 + 2 * r, top)} A${r * 1.3} ${r * 1.3} 0 0 1 ${c.p(x0 + 4 * r, top + r * 0.2)} A${r} ${r} 0 0 1 ${c.p(x1, top - r)} L${c.p(x1, hb0)} Z`;
      c.path(cloud, { fill: vGrad(c, frameM.hex) });
      heart(L, W / 2, (hb0 + top) / 2 + H * 0.08, Math.min(W, H) * 0.06, play(L, 2));
    }
  }
  bedding(L, b, 0, W, 1, lighten(play(L, 3), 0.65));
  // Guard rail along the side, seen running back, and the front rail with round spindles.
  const railTop = b.mattTop + H * 0.14;
  for (const side of [0, 1]) {
    const x = side === 0 ? 0 : W - post0;
    face(c, x, b.legH, post0, railTop - b.legH, frameM, { rx: post0 / 2 });
    c.ellipse(x + post0 / 2, railTop, post0 * 0.7, post0 * 0.7, { fill: cylGrad(c, play(L, side + 1), true) });
  }
  const guardSide = L.variant % 2 === 0 ? 0 : 1;
  const gx = guardSide === 0 ? 0 : W;
  const dir = guardSide === 0 ? 1 : -1;
  c.poly(
    [
      [gx + dir * post0, railTop - H * 0.04],
      [gx + dir * post0, railTop],
      [gx + dir * (b.headX + post0 * 0.5), b.mattBack + H * 0.12],
      [gx + dir * (b.headX + post0 * 0.5), b.mattBack + H * 0.08],
    ],
    { fill: vGrad(c, frameM.hex), sw: u * 0.6 },
  );
  face(c, post0, b.legH, W - 2 * post0, b.railTop - b.legH, frameM, { rx: u * 3 });
  for (const lx of [post0 * 0.5, W - post0 * 0.5]) post(c, lx, 0, post0 * 0.8, b.legH + u, darken(frameM.hex, 0.2));
  const spindles = Math.max(3, Math.round(W / 18));
  for (let i = 1; i < spindles; i++)
    post(
      c,
      post0 + ((W - 2 * post0) * i) / spindles,
      b.railTop,
      Math.max(u * 1.8, 1.6),
      b.mattTop - b.railTop + H * 0.02,
      frameM.hex,
    );
  star(L, W / 2, (b.legH + b.railTop) / 2, Math.min((b.railTop - b.legH) * 0.35, W * 0.05), play(L, 0));
}

/** A low kids' cabinet stands on its style's legs, or on round play-coloured feet under a plinth or block style. */
const onStyledFeet = (L: Pick<Look, 't'>): boolean => L.t.leg !== 'plinth' && L.t.leg !== 'block';

/** A kids' cabinet as tall as a wardrobe: its body arched at every corner. */
export const isKidsWardrobe = (L: Pick<Look, 'W' | 'H'>): boolean => L.H > L.W * 1.35;

/**
 * Where a kids' cabinet's art draws its body, its corners rounded: its body's bottom and top (cm) and the corners'
 * radius. The sides of its front run straight between bottom + radius and top - radius.
 */
export function kidsCabinetBody(L: Pick<Look, 'W' | 'H' | 'D' | 't'>): CarcassBody {
  const { W, H } = L;
  if (isKidsWardrobe(L)) return { bottom: Math.max(H * 0.04, 4), top: H, round: W * 0.18 };
  const td = Math.min(L.D * 0.1, H * 0.06);
  return {
    bottom: onStyledFeet(L) ? Math.max(H * 0.1, 5) : Math.max(H * 0.06, 3),
    top: H - td,
    round: Math.min(W, H) * 0.02 * (1 + L.t.round),
  };
}

/** A tall kids' wardrobe: two bright doors over drawers, arched top. */
function kidsWardrobe(L: Look): void {
  const { c, W } = L;
  const u = c.u;
  const { bottom: legH, top: H, round: arch } = kidsCabinetBody(L);
  for (const x of [W * 0.12, W * 0.88])
    c.ellipse(x, legH * 0.5, legH, legH * 0.5, { fill: cylGrad(c, play(L, 4), true) });
  face(c, 0, legH, W, H - legH, L.body, { rx: arch });
  const inner: Box = { x: W * 0.07, z: legH + W * 0.06, w: W * 0.86, h: H - legH - W * 0.06 - arch * 0.9 };
  const [low, high] = rows(inner, [1, 3], u * 1.5);
  rows(low, [1, 1], u * 1.2).forEach((r, i) => {
    face(c, r.x, r.z, r.w, r.h, { hex: play(L, i + 2), finish: 'paint' }, { rx: u * 3 });
    c.ellipse(r.x + r.w / 2, r.z + r.h / 2, u * 2, u * 2, { fill: cylGrad(c, '#ffffff', true) });
  });
  columns(high, [1, 1], u * 1.2).forEach((d, i) => {
    face(c, d.x, d.z, d.w, d.h, { hex: play(L, i), finish: 'paint' }, { rx: i === 0 ? u * 3 : u * 3 });
    const hx = i === 0 ? d.x + d.w - d.w * 0.18 : d.x + d.w * 0.18;
    if (i === 0) star(L, hx, d.z + d.h * 0.5, Math.min(d.w * 0.12, 6), '#ffffff');
    else heart(L, hx, d.z + d.h * 0.5, Math.min(d.w * 0.1, 5), '#ffffff');
  });
  star(L, W / 2, H - arch * 0.55, Math.min(arch * 0.35, 8), play(L, 3));
}

export function kidsCabinet(L: Look): void {
  if (isKidsWardrobe(L)) return kidsWardrobe(L);
  const { c, W, H } = L;
  const u = c.u;
  const { bottom: legH, top: bodyTop, round } = kidsCabinetBody(L);
  const td = H - bodyTop;
  if (onStyledFeet(L)) legs(L, W * 0.04, W * 0.96, legH + 1, { width: Math.max(W * 0.05, 3) });
  else {
    for (const x of [W * 0.12, W * 0.88])
      c.ellipse(x, legH * 0.5, legH * 0.7, legH * 0.5, { fill: cylGrad(c, play(L, 4), true) });
  }
  face(c, 0, legH, W, bodyTop - legH, L.body, { rx: round });
  topFace(c, round * 0.5, bodyTop - u * 0.5, W - round, td, L.body);
  const inner: Box = { x: W * 0.06, z: legH + W * 0.05, w: W * 0.88, h: bodyTop - legH - W * 0.1 };
  const g = u * 1.2;
  const bins = L.variant % 2 === 0;
  const nCols = W > 90 ? 3 : 2;
  const nRows = Math.max(2, Math.min(4, Math.round(inner.h / (inner.w / nCols))));
  let k = 0;
  for (const col of columns(inner, Array<number>(nCols).fill(1), g)) {
    for (const r of rows(col, Array<number>(nRows).fill(1), g)) {
      const hex = play(L, k++);
      if (bins) {
        face(c, r.x, r.z, r.w, r.h, { hex: darken(L.body.hex, 0.4), finish: 'paint' }, { flat: true });
        const bh = r.h * 0.8;
        face(c, r.x + r.w * 0.06, r.z, r.w * 0.88, bh, { hex, finish: 'fabric' }, { rx: u * 2 });
        c.rect(r.x + r.w * 0.35, r.z + bh * 0.7, r.w * 0.3, bh * 0.12, {
          fill: darken(hex, 0.45),
          stroke: 'none',
          rx: bh * 0.06,
        });
      } else {
        face(c, r.x, r.z, r.w, r.h, { hex, finish: 'paint' }, { rx: u * 3 });
        const kind = L.t.handle === 'none' || L.t.handle === 'finger' || L.t.handle === 'long' ? 'knob' : L.t.handle;
        if (kind === 'knob') {
          const kr = Math.max(Math.min(r.w, r.h) * 0.09, u * 1.6);
          c.ellipse(r.x + r.w / 2, r.z + r.h / 2, kr, kr, {
            fill: cylGrad(c, luminance(L.body.hex) > 0.5 ? '#ffffff' : L.body.hex, true),
          });
        } else handle(L, r.x + r.w / 2, r.z + r.h * 0.6, r.w, false, kind);
      }
    }
  }
}

/** A kids' chair this tall and wide is drawn as a small tub armchair; one lower than the stool's height, a stool. */
const isKidsArmchair = (L: Pick<Look, 'W' | 'H'>) => L.H >= 42 && L.W > 42;
/** A kids' chair this low is a round stool: no back, the same from every side. */
export const isKidsStool = (heightCm: number): boolean => heightCm < 42;
const isStool = (L: Pick<Look, 'H'>) => isKidsStool(L.H);

/**
 * Where a kids' chair's art draws its seat (its top's front edge and how far it recedes above it, cm), how tall its
 * legs are, and a tub armchair's arms; none for a stool, which has no back.
 */
export function kidsChairSeat(L: Pick<Look, 'W' | 'H'>):
  | {
      seatZ: number;
      seatD: number;
      legsCm: number;
      arms?: { width: number; top: number; round: ArmRound };
      /** A tub armchair's back: the radius of its rounded top corners (cm). */
      backRound?: number;
    }
  | undefined {
  if (isKidsArmchair(L)) {
    // Its arms are capsules: rounded across their whole width.
    const width = L.W * 0.18;
    return {
      seatZ: L.H * 0.45,
      seatD: L.H * 0.06,
      legsCm: L.H * 0.1,
      arms: { width, top: L.H * 0.62, round: { outer: width / 2, inner: width / 2 } },
      backRound: L.W * 0.3,
    };
  }
  // A chair's seat is 8% of its height thick, its legs under it.
  return isStool(L) ? undefined : { seatZ: L.H * 0.5, seatD: L.H * 0.05, legsCm: L.H * 0.42 };
}

/** A kids' chair's legs' colour: the play colours on the even variants, a shade of its body on the odd. */
const kidsLegHex = (L: Look, i: number) => (L.variant % 2 === 0 ? play(L, i) : darken(L.body.hex, 0.1));

/** A round stool on three legs. */
function kidsStool(L: Look): void {
  const { c, W, H } = L;
  const u = c.u;
  const td = Math.min(L.D * 0.18, H * 0.2);
  const seatTh = H * 0.16;
  const zTop = H - td;
  const lw = Math.max(W * 0.16, 4);
  for (const [x, lift, i] of [
    [W * 0.5, td * 0.5, 2],
    [W * 0.2, 0, 0],
    [W * 0.8, 0, 1],
  ] as Array<[number, number, number]>) {
    c.poly(
      [
        [x - lw / 2 + (W * 0.5 - x) * 0.3, zTop - seatTh],
        [x + lw / 2 + (W * 0.5 - x) * 0.3, zTop - seatTh],
        [x + lw * 0.4, lift],
        [x - lw * 0.4, lift],
      ],
      { fill: cylGrad(c, lift > 0 ? darken(kidsLegHex(L, i), 0.2) : kidsLegHex(L, i)) },
    );
    c.ellipse(x, lift + lw * 0.15, lw * 0.45, lw * 0.2, { fill: darken(kidsLegHex(L, i), 0.3), stroke: 'none' });
  }
  face(c, 0, zTop - seatTh, W, seatTh, L.body, { rx: seatTh * 0.5 });
  c.ellipse(W / 2, zTop + td / 2 - u * 0.5, W / 2, td / 2, { fill: vGrad(c, lighten(L.body.hex, 0.15)) });
  star(L, W / 2, zTop + td / 2 - u * 0.5, Math.min(td * 0.4, W * 0.12), play(L, 3));
}

export function kidsChair(L: Look): void {
  const { c, W, H } = L;
  if (isKidsArmchair(L)) return kidsArmchair(L);
  if (isStool(L)) return kidsStool(L);
  const hexLeg = (i: number) => kidsLegHex(L, i);
  const { seatZ, seatD, legsCm } = kidsChairSeat(L)!;
  const seatTh = seatZ - legsCm;
  const lw = Math.max(W * 0.11, 3);
  const backTop = H;
  // Back: rounded panel with a heart or star cut-out look.
  const bx = W * 0.1;
  const bw = W * 0.8;
  face(c, bx, seatZ, bw, backTop - seatZ, L.body, { rx: bw * Math.min(0.4, 0.08 + 0.07 * L.t.round) });
  if (L.t.trim)
    c.rect(bx + c.u * 2, seatZ + c.u * 2, bw - c.u * 4, backTop - seatZ - c.u * 4, {
      stroke: L.t.trim,
      sw: c.u,
      rx: bw * 0.1,
    });
  const mid = seatZ + (backTop - seatZ) * 0.6;
  if (L.variant % 2 === 0) heart(L, W / 2, mid, Math.min(bw, backTop - seatZ) * 0.18, play(L, 2));
  else star(L, W / 2, mid, Math.min(bw, backTop - seatZ) * 0.2, play(L, 0));
  for (const [x, i] of [
    [W * 0.12, 0],
    [W * 0.88 - lw, 1],
  ] as Array<[number, number]>) {
    kidLeg(L, x, 0, lw, seatZ - seatTh, hexLeg(i), i === 0 ? -1 : 1);
  }
  c.poly(
    [
      [W * 0.04, seatZ],
      [W * 0.96, seatZ],
      [W * 0.9, seatZ + seatD],
      [W * 0.1, seatZ + seatD],
    ],
    { fill: vGrad(c, lighten(L.body.hex, 0.15)) },
  );
  face(c, W * 0.04, seatZ - seatTh, W * 0.92, seatTh, L.body, { rx: seatTh * 0.5 });
}

/** Where a kids' chair's side view stands its front legs' middle, or a tub armchair's front feet (share of its depth from its back). */
const KIDS_CHAIR_FRONT_LEGS = 0.88;
const KIDS_ARMCHAIR_FRONT_FEET = 0.86;

/**
 * How far back from a kids' chair's front (share of its depth) its side view stands its front legs; 0 for a stool,
 * drawn by its front whatever way it is turned.
 */
export function kidsChairFrontLegsBack(L: Pick<Look, 'W' | 'H'>): number {
  if (isStool(L)) return 0;
  return 1 - (isKidsArmchair(L) ? KIDS_ARMCHAIR_FRONT_FEET : KIDS_CHAIR_FRONT_LEGS);
}

/**
 * A kids' chair from its side, in its front's colours: a tub armchair's capsule arm before its rounded back on its
 * play-coloured feet, a chair's back panel edge-on over its seat and legs, a stool as from its front (it is round).
 * `L` is the side's look: its width the chair's depth, its depth the chair's width.
 */
export function kidsChairSide(L: Look): void {
  const { c, W: D, H } = L;
  const u = c.u;
  const front = { W: L.D, H };
  if (isStool(front)) return kidsStool(L);
  const seat = kidsChairSeat(front)!;
  if (isKidsArmchair(front)) {
    const { legsCm: legH, arms } = seat;
    for (const [x, i] of [
      [D * (1 - KIDS_ARMCHAIR_FRONT_FEET), 1],
      [D * KIDS_ARMCHAIR_FRONT_FEET, 0],
    ] as Array<[number, number]>)
      c.rect(x - D * 0.04, 0, D * 0.08, legH + u, { fill: cylGrad(c, play(L, i)), rx: D * 0.03 });
    const backW = D * 0.42;
    face(c, D * 0.04, legH, backW, H - legH, L.fabric, { rx: Math.min(backW, H - legH) * 0.35 });
    const armH = arms!.top - legH;
    const round = Math.min(armH, D) * 0.25;
    face(c, D * 0.04, legH, D * 0.92, armH, { ...L.fabric, hex: lighten(L.fabric.hex, 0.05) }, { rx: round });
    return;
  }
  const { seatZ, legsCm } = seat;
  const seatTh = seatZ - legsCm;
  const lw = Math.max(front.W * 0.11, 3);
  kidLeg(L, D * (1 - KIDS_CHAIR_FRONT_LEGS) - lw / 2, 0, lw, legsCm, kidsLegHex(L, 1), -1);
  kidLeg(L, D * KIDS_CHAIR_FRONT_LEGS - lw / 2, 0, lw, legsCm, kidsLegHex(L, 0), 1);
  const panel = Math.max(D * 0.08, 2.5);
  face(c, D * 0.04, seatZ - seatTh, panel, H - seatZ + seatTh, L.body, { rx: panel * 0.4 });
  face(c, D * 0.04, seatZ - seatTh, D * 0.92, seatTh, L.body, { rx: seatTh * 0.5 });
}

/** A small tub armchair with rounded arms and a star on the back. */
function kidsArmchair(L: Look): void {
  const { c, W, H } = L;
  const u = c.u;
  const { seatZ, seatD, arms, legsCm: legH, backRound } = kidsChairSeat(L)!;
  const armW = arms!.width;
  for (const [x, i] of [
    [W * 0.14, 0],
    [W * 0.86, 1],
  ] as Array<[number, number]>)
    c.rect(x - W * 0.04, 0, W * 0.08, legH + u, { fill: cylGrad(c, play(L, i)), rx: W * 0.03 });
  face(c, W * 0.1, legH, W * 0.8, H - legH, L.fabric, { rx: backRound });
  star(L, W / 2, H * 0.78, Math.min(W, H) * 0.09, play(L, 0));
  c.poly(
    [
      [armW, seatZ],
      [W - armW, seatZ],
      [W - armW - u * 2, seatZ + seatD],
      [armW + u * 2, seatZ + seatD],
    ],
    { fill: vGrad(c, lighten(L.fabric.hex, 0.15), 'fabric') },
  );
  face(c, armW, legH, W - 2 * armW, seatZ - legH, L.fabric, { rx: u * 4 });
  for (const x of [0, W - armW])
    face(c, x, legH, armW, arms!.top - legH, { ...L.fabric, hex: lighten(L.fabric.hex, 0.05) }, { rx: armW * 0.5 });
}

export function kidsTable(L: Look): void {
  const { c, W, H } = L;
  const u = c.u;
  // Under a board the renderer draws (flatTop), the front edge stands at the full height and the top is left out.
  const td = L.flatTop ? 0.5 : Math.min(L.D * 0.18, H * 0.22);
  const th = Math.max(H * 0.08, 3);
  const zTop = H - td;
  const lw = Math.max(W * 0.07, 4);
  const legHex = (i: number) =>
    L.variant % 2 === 0 ? play(L, i) : L.t.leg === 'hairpin' || L.t.leg === 'thin' ? L.metal : L.wood.hex;
  // Back legs, then front legs, chunky and rounded; the back ones in the back plane where the renderer draws one.
  const back = L.behind ? { ...L, c: L.behind } : undefined;
  for (const [x, lift, i] of [
    [back ? W * 0.04 : W * 0.14, back ? 0 : td * 0.4, 2],
    [back ? W * 0.96 - lw : W * 0.86 - lw, back ? 0 : td * 0.4, 3],
  ] as Array<[number, number, number]>)
    kidLeg(back ?? L, x, lift, lw, zTop - th - lift, darken(legHex(i), 0.2), x < W / 2 ? -1 : 1);
  for (const [x, i] of [
    [W * 0.04, 0],
    [W * 0.96 - lw, 1],
  ])
    kidLeg(L, x, 0, lw, zTop - th, legHex(i), x < W / 2 ? -1 : 1);
  if (L.variant % 3 === 1) {
    const sh = Math.max(H * 0.05, 2);
    face(c, W * 0.04 + lw, (zTop - th) * 0.3, W * 0.92 - 2 * lw, sh, L.body, { rx: sh / 2 });
  }
  face(c, 0, zTop - th, W, th, L.body, { rx: th * Math.min(0.5, 0.1 + 0.1 * L.t.round) });
  if (L.t.trim) c.line(u * 2, zTop - th / 2, W - u * 2, zTop - th / 2, { stroke: L.t.trim, sw: u });
  if (L.flatTop) return;
  topFace(c, th * 0.3, zTop - u * 0.3, W - th * 0.6, td, L.body);
  // Crayons and a sheet of paper on top (the renderer draws them on its board: kidsTableTop.ts).
  const paperW = W * 0.3;
  c.poly(
    [
      [W * 0.18, zTop + td * 0.25],
      [W * 0.18 + paperW, zTop + td * 0.2],
      [W * 0.18 + paperW * 0.95, zTop + td * 0.75],
      [W * 0.2, zTop + td * 0.78],
    ],
    { fill: '#ffffff', sw: u * 0.5 },
  );
  for (let i = 0; i < 3; i++) {
    const cx = W * 0.62 + i * W * 0.06;
    const cz = zTop + td * (0.35 + i * 0.12);
    c.line(cx, cz, cx + W * 0.08, cz + td * 0.08, { stroke: darken(PLAY[i], 0.3), sw: Math.max(u * 2.6, 1.6) });
    c.line(cx, cz, cx + W * 0.08, cz + td * 0.08, { stroke: PLAY[i], sw: Math.max(u * 1.8, 1.2) });
  }
}
