// Chairs: dining chair (backrest per style) and swivel office chair.
import { darken, lighten } from './colors';
import { bohoPattern, canePattern } from './fronts';
import { leg } from './legs';
import type { Look } from './look';
import { cylGrad, face, type Material, post, vGrad } from './shading';
import type { LegKind } from './traits';
import { cushion, seatTop } from './upholstery';

type BackKind = 'panel' | 'shell' | 'spindle' | 'slats' | 'cane' | 'wishbone' | 'metal' | 'ladder';

const BACKS: Record<string, BackKind[]> = {
  modern: ['panel', 'shell'],
  scandinavian: ['wishbone', 'spindle'],
  industrial: ['metal', 'slats'],
  'mid-century': ['shell', 'slats'],
  coastal: ['cane', 'ladder'],
  hamptons: ['panel', 'ladder'],
  farmhouse: ['spindle', 'ladder'],
  japandi: ['slats', 'wishbone'],
  minimalist: ['slats', 'panel'],
  traditional: ['panel', 'spindle'],
  bohemian: ['cane', 'spindle'],
  'art deco': ['panel', 'shell'],
};

/** A chair's seat in its art (cm): its front edge's height, how far its top recedes above that, and how thick it is. */
export interface ChairSeat {
  seatZ: number;
  seatD: number;
  seatTh: number;
}

/** A dining chair's seat in its art. */
export function diningChairSeat(L: Pick<Look, 'H' | 'D'>): ChairSeat {
  return { seatZ: L.H * 0.53, seatD: Math.min(L.D * 0.14, L.H * 0.07), seatTh: Math.max(L.H * 0.05, 3) };
}

/** What a dining chair is made of in its art: its back, its legs' kind and colour, its frame and its seat. */
export interface ChairFrame {
  back: BackKind;
  legKind: LegKind;
  /** The front legs' colour. */
  legHex: string;
  frame: Material;
  seat: Material;
}

/** A dining chair's frame, for its front art and its side view alike. */
export function diningChairFrame(L: Look): ChairFrame {
  const { t } = L;
  const kinds = BACKS[t.name.toLowerCase()] ?? BACKS.modern;
  const back = kinds[L.variant % kinds.length];
  const legKind: LegKind = back === 'metal' ? 'thin' : t.leg === 'plinth' ? 'tapered' : t.leg;
  const frameHex =
    back === 'metal' ? L.body.hex : ['thin', 'block', 'hairpin'].includes(legKind) ? L.metal : woodOrBody(L, back);
  const frame: Material = { hex: frameHex, finish: 'wood', grain: back !== 'panel' && L.body.grain };
  const seat =
    back === 'panel' || (t.textile !== 'plain' && back !== 'metal' && back !== 'shell')
      ? L.fabric
      : { ...frame, hex: L.body.hex };
  const legHex = frameHex === L.body.hex ? darken(frameHex, 0.1) : frameHex;
  return { back, legKind, legHex, frame, seat };
}

export function diningChair(L: Look): void {
  const { c, t, W, H } = L;
  const u = c.u;
  const { back, legKind, legHex, frame, seat: seatM } = diningChairFrame(L);
  const { seatZ, seatD, seatTh } = diningChairSeat(L);
  const legW = Math.max(W * (legKind === 'chunky' ? 0.07 : 0.06), 2.2);

  // Back legs rise into the back posts.
  const lift = Math.min(seatZ * 0.1, 4);
  const postW = legW * 0.85;
  const bx0 = W * 0.08;
  const bx1 = W * 0.92 - postW;
  const backTop = H;
  if (back !== 'shell') {
    for (const bx of [bx0, bx1])
      face(c, bx, lift, postW, backTop - lift - (back === 'wishbone' ? H * 0.08 : 0), frame, { rx: u });
  } else {
    leg(L, legKind === 'hairpin' ? 'thin' : legKind, W * 0.22, lift, seatZ, legW, -1, darken(L.wood.hex, 0.25));
    leg(L, legKind === 'hairpin' ? 'thin' : legKind, W * 0.78, lift, seatZ, legW, 1, darken(L.wood.hex, 0.25));
  }
  const bz = seatZ + seatD + 2;
  const bw = bx1 + postW - bx0;
  switch (back) {
    case 'panel': {
      const top = backTop - H * 0.02;
      cushion(L, bx0 + postW * 0.3, bz + H * 0.04, bw - postW * 0.6, top - bz - H * 0.04, L.fabric, true);
      break;
    }
    case 'shell': {
      const d =
        `M${c.p(W * 0.05, seatZ)} C${c.p(W * 0.0, seatZ + H * 0.25)} ${c.p(W * 0.02, H)} ${c.p(W * 0.5, H)} ` +
        `C${c.p(W * 0.98, H)} ${c.p(W, seatZ + H * 0.25)} ${c.p(W * 0.95, seatZ)} Z`;
      c.path(d, { fill: vGrad(c, L.body.hex, 'paint') });
      c.path(
        `M${c.p(W * 0.14, seatZ + H * 0.05)} C${c.p(W * 0.12, seatZ + H * 0.3)} ${c.p(W * 0.2, H * 0.94)} ${c.p(W * 0.5, H * 0.95)}`,
        {
          stroke: lighten(L.body.hex, 0.4),
          sw: u * 1.2,
          opacity: 0.7,
        },
      );
      break;
    }
    case 'spindle': {
      const rail = Math.max(H * 0.06, 3);
      const n = W > 40 ? 5 : 4;
      for (let i = 1; i <= n; i++)
        post(
          c,
          bx0 + ((bw - postW) * i) / (n + 1) + postW / 2,
          bz,
          Math.max(legW * 0.35, 1.2),
          backTop - rail - bz,
          frame.hex,
        );
      bowRail(L, bx0, backTop - rail, bw, rail, frame.hex);
      break;
    }
    case 'slats':
    case 'ladder': {
      const n = back === 'ladder' ? 3 : 4;
      const span = backTop - bz - H * 0.02;
      const sh = back === 'ladder' ? span * 0.12 : span * 0.1;
      for (let i = 0; i < n; i++) {
        const z = back === 'ladder' ? bz + span * (0.3 + i * 0.27) : bz + span * (0.45 + i * 0.16);
        face(c, bx0 + postW * 0.5, z, bw - postW, sh, frame, { rx: sh * 0.4 });
      }
      break;
    }
    case 'cane': {
      const top = backTop - H * 0.03;
      const x = bx0 + postW;
      const w = bw - 2 * postW;
      c.rect(x, bz + H * 0.08, w, top - bz - H * 0.08, { fill: '#d8bf8c', sw: u * 0.6, rx: w * 0.15 });
      c.rect(x, bz + H * 0.08, w, top - bz - H * 0.08, { fill: canePattern(L), stroke: 'none', rx: w * 0.15 });
      face(c, bx0, top - H * 0.04, bw, H * 0.04, frame, { rx: u * 2 });
      break;
    }
    case 'wishbone': {
      const rz = backTop - H * 0.07;
      const d = `M${c.p(bx0, rz)} Q${c.p(W / 2, H + H * 0.03)} ${c.p(bx1 + postW, rz)}`;
      c.path(d, { stroke: darken(frame.hex, 0.35), sw: Math.max(H * 0.05, 3) + u });
      c.path(d, { stroke: frame.hex, sw: Math.max(H * 0.05, 3) - u * 0.5 });
      c.polyline(
        [
          [W * 0.5, bz],
          [W * 0.5, bz + (rz - bz) * 0.45],
          [W * 0.36, rz - 1],
        ],
        { stroke: darken(frame.hex, 0.35), sw: legW * 0.9 },
      );
      c.polyline(
        [
          [W * 0.5, bz + (rz - bz) * 0.45],
          [W * 0.64, rz - 1],
        ],
        { stroke: darken(frame.hex, 0.35), sw: legW * 0.9 },
      );
      break;
    }
    case 'metal': {
      const top = backTop - H * 0.02;
      face(c, bx0, bz + H * 0.1, bw, top - bz - H * 0.1, L.body, { rx: u * 3 });
      const n = 3;
      for (let i = 0; i < n; i++) {
        const z = bz + H * 0.16 + (i * (top - bz - H * 0.2)) / n;
        c.rect(W * 0.3, z, W * 0.4, H * 0.03, { fill: darken(L.body.hex, 0.5), rx: H * 0.015, sw: u * 0.4 });
      }
      break;
    }
  }

  // Seat and front legs.
  leg(L, legKind, W * 0.12 + legW / 2, 0, seatZ - seatTh, legW, -1, legHex);
  leg(L, legKind, W * 0.88 - legW / 2, 0, seatZ - seatTh, legW, 1, legHex);
  const seatPad = L.variant >= 2 && seatM !== L.fabric;
  if (back !== 'metal' && back !== 'shell' && legKind !== 'thin' && !seatPad)
    face(c, W * 0.1, seatZ * 0.25, W * 0.8, Math.max(u * 2, 1.5), frame, { flat: true });
  seatTop(L, W * 0.04, seatZ, W * 0.92, seatD, seatM);
  face(c, W * 0.04, seatZ - seatTh, W * 0.92, seatTh, seatM, { rx: seatTh * 0.35 });
  if (L.variant >= 2 && seatM === L.fabric) {
    // Nailhead trim along the upholstered seat front.
    const n = Math.max(6, Math.round(W / 3));
    for (let i = 0; i <= n; i++) {
      c.ellipse(W * 0.07 + (W * 0.86 * i) / n, seatZ - seatTh * 0.7, u * 0.7, u * 0.7, {
        fill: lighten(L.metal, 0.3),
        stroke: 'none',
      });
    }
  }
  if (seatPad) {
    // A tie-on seat pad in the style's accent colour.
    const pad = { hex: t.accents[L.variant % t.accents.length], finish: 'fabric' as const };
    seatTop(L, W * 0.1, seatZ + seatTh * 0.5, W * 0.8, seatD * 0.8, pad);
    face(c, W * 0.08, seatZ - seatTh * 0.2, W * 0.84, seatTh * 0.7, pad, { rx: seatTh * 0.35 });
  }
}

function woodOrBody(L: Look, back: BackKind): string {
  return back === 'panel' ? L.wood.hex : L.body.hex;
}

function bowRail(L: Look, x: number, z: number, w: number, h: number, hex: string): void {
  const { c } = L;
  const d =
    `M${c.p(x, z)} Q${c.p(x + w / 2, z + h * 0.8)} ${c.p(x + w, z)} L${c.p(x + w, z + h)} ` +
    `Q${c.p(x + w / 2, z + h * 1.8)} ${c.p(x, z + h)} Z`;
  c.path(d, { fill: vGrad(c, hex, 'wood') });
}

/** An office chair's backrest: its share of the chair's width, centred. */
const OFFICE_BACK_WIDTH = 0.66;

/** How far in (cm) from an office chair's sides its backrest stands in its front art, its arms outside it. */
export const officeChairBackInset = (L: Pick<Look, 'W'>): number => (L.W * (1 - OFFICE_BACK_WIDTH)) / 2;

/** Where an office chair's art draws its seat. */
export function officeChairSeat(L: Pick<Look, 'H' | 'D'>): ChairSeat {
  return { seatZ: L.H * 0.46, seatD: Math.min(L.D * 0.1, L.H * 0.05), seatTh: Math.max(L.H * 0.07, 5) };
}

/** How far back from its front (share of its depth) an office chair's seat starts, seen from its side. */
export const OFFICE_SEAT_FRONT_IN = 0.08;

/** How far across (cm from its left edge) an office chair's art draws its seat, between its arms. */
export const officeChairSeatSpan = (L: Pick<Look, 'W'>): [number, number] => [L.W * 0.14, L.W * 0.86];

/** Where an office chair's art draws its arm pads, how thick, and where its backrest starts, above its seat. */
export function officeChairRests(L: Pick<Look, 'H' | 'D'>): { armZ: number; padTh: number; backZ: number } {
  const { seatZ } = officeChairSeat(L);
  return { armZ: seatZ + L.H * 0.17, padTh: Math.max(L.H * 0.03, 2.5), backZ: seatZ + L.H * 0.06 };
}

/** An office chair's frame: its star base's colour (wooden, its style's metal, chrome or black), its black parts. */
export interface OfficeChairFrame {
  baseHex: string;
  chrome: boolean;
  black: string;
  /** The gas lift's chrome piston. */
  pistonHex: string;
  /** The armrests' pads. */
  pad: Material;
}

/** An office chair's frame, for its front art and its side view alike. */
export function officeChairFrame(L: Look): OfficeChairFrame {
  const black = '#26272a';
  const woodBase = ['tapered', 'cane', 'chunky', 'plinth'].includes(L.t.leg);
  const chrome = !woodBase && (L.t.shinyMetal || L.t.leg === 'block' || L.t.leg === 'thin');
  const baseHex = woodBase ? L.wood.hex : L.t.shinyMetal ? L.metal : chrome ? '#b9bcc1' : black;
  const pad = woodBase ? L.wood : { hex: '#303134', finish: 'leather' as const };
  return { baseHex, chrome, black, pistonHex: '#c9ccd0', pad };
}

export function officeChair(L: Look): void {
  const { c, W, H } = L;
  const u = c.u;
  const { baseHex, chrome, black, pistonHex, pad } = officeChairFrame(L);
  const wheelR = Math.max(W * 0.045, 2.5);
  const hubZ = wheelR * 2 + H * 0.04;
  const cx = W / 2;
  // Five-star base: two side arms, one towards the viewer, two receding.
  for (const [tx, tz, back] of [
    [W * 0.2, wheelR * 2 + H * 0.03, true],
    [W * 0.8, wheelR * 2 + H * 0.03, true],
    [W * 0.06, wheelR * 2, false],
    [W * 0.94, wheelR * 2, false],
    [cx, wheelR * 1.6, false],
  ] as Array<[number, number, boolean]>) {
    c.poly(
      [
        [cx - 2.5, hubZ + 2],
        [cx + 2.5, hubZ + 2],
        [tx + 1.2, tz],
        [tx - 1.2, tz],
      ],
      { fill: cylGrad(c, back ? darken(baseHex, 0.3) : baseHex, chrome), sw: u * 0.6 },
    );
    const r = back ? wheelR * 0.85 : wheelR;
    const wz = back ? tz - r * 0.8 : tz - r;
    c.ellipse(tx, wz + r * 0.1, r * 1.1, r, { fill: cylGrad(c, back ? '#1a1a1c' : black, true), sw: u * 0.6 });
  }
  c.ellipse(cx, hubZ + 1.5, W * 0.07, 3, { fill: cylGrad(c, baseHex, chrome), sw: u * 0.6 });

  const { seatZ, seatD, seatTh } = officeChairSeat(L);
  const mechZ = seatZ - seatTh - Math.max(H * 0.04, 3);
  // Gas lift: black shroud below, chrome piston above.
  post(c, cx, hubZ + 2, Math.max(W * 0.07, 3.5), (mechZ - hubZ) * 0.55, black, true);
  post(c, cx, hubZ + 2 + (mechZ - hubZ) * 0.55, Math.max(W * 0.045, 2.4), (mechZ - hubZ) * 0.45, pistonHex, true);
  face(c, cx - W * 0.15, mechZ, W * 0.3, seatZ - seatTh - mechZ + u, { hex: black, finish: 'metal' }, { rx: u });
  c.line(cx + W * 0.15, mechZ + 2, cx + W * 0.26, mechZ - 1, { stroke: black, sw: u * 1.6 });

  // Backrest on a spine.
  const mesh = L.variant % 2 === 1;
  const headrest = L.variant % 3 === 2 && H > 100;
  const backTop = headrest ? H * 0.86 : H;
  const bw = W - 2 * officeChairBackInset(L);
  const { armZ, padTh, backZ: bz } = officeChairRests(L);
  post(c, cx, seatZ - seatTh, Math.max(W * 0.05, 3), H * 0.12, black);
  const bx = cx - bw / 2;
  const d =
    `M${c.p(bx + bw * 0.08, bz)} C${c.p(bx - bw * 0.02, bz + (backTop - bz) * 0.35)} ${c.p(bx + bw * 0.02, backTop)} ${c.p(cx, backTop)} ` +
    `C${c.p(bx + bw * 0.98, backTop)} ${c.p(bx + bw * 1.02, bz + (backTop - bz) * 0.35)} ${c.p(bx + bw * 0.92, bz)} Z`;
  c.path(d, { fill: vGrad(c, mesh ? darken(L.fabric.hex, 0.05) : L.fabric.hex, 'fabric'), stroke: 'none' });
  if (mesh) c.path(d, { fill: meshPattern(L), stroke: 'none' });
  else backDetail(L, d, bx, bz, bw, backTop);
  c.path(d, { stroke: mesh ? black : undefined, sw: mesh ? u * 2.2 : u });
  // Lumbar curve.
  c.path(
    `M${c.p(bx + bw * 0.12, bz + (backTop - bz) * 0.3)} Q${c.p(cx, bz + (backTop - bz) * 0.22)} ${c.p(bx + bw * 0.88, bz + (backTop - bz) * 0.3)}`,
    {
      stroke: darken(L.fabric.hex, 0.3),
      sw: u * 0.8,
      opacity: 0.7,
    },
  );
  if (headrest) {
    post(c, cx, backTop - 2, 2.5, H * 0.04, black);
    face(c, cx - W * 0.2, H * 0.9, W * 0.4, H * 0.1 - u, L.fabric, { rx: H * 0.04 });
  }

  // Seat.
  const [sx0, sx1] = officeChairSeatSpan(L);
  seatTop(L, sx0, seatZ, sx1 - sx0, seatD);
  face(c, sx0, seatZ - seatTh, sx1 - sx0, seatTh, L.fabric, { rx: seatTh * 0.45 });

  // T-shaped armrests.
  for (const ax of [W * 0.1, W * 0.9]) {
    const pw = Math.max(W * 0.04, 2.4);
    face(c, ax - pw / 2, mechZ + 2, pw, armZ - mechZ - 2, { hex: black, finish: 'metal' }, { rx: u });
    face(c, ax - W * 0.08, armZ, W * 0.16, padTh, pad, { rx: H * 0.015 });
  }
}

/** Upholstery detail on a solid backrest: piping, ribs, tufting, cane, kilim. */
function backDetail(L: Look, d: string, bx: number, bz: number, bw: number, top: number): void {
  const { c } = L;
  const u = c.u;
  const h = top - bz;
  switch (L.t.textile) {
    case 'tufted':
    case 'channel':
    case 'buttoned':
      cushion(L, bx + bw * 0.12, bz + h * 0.06, bw * 0.76, h * 0.84, L.fabric, true);
      return;
    case 'stripe':
      c.rect(bx + bw * 0.2, bz + h * 0.15, bw * 0.6, h * 0.7, { fill: '#d8bf8c', rx: bw * 0.2, sw: u * 0.6 });
      c.rect(bx + bw * 0.2, bz + h * 0.15, bw * 0.6, h * 0.7, { fill: canePattern(L), stroke: 'none', rx: bw * 0.2 });
      return;
    case 'boho':
      c.path(d, { fill: bohoPattern(L, L.fabric.hex), stroke: 'none', opacity: 0.8 });
      return;
    case 'leather':
      for (const f of [0.35, 0.55, 0.75])
        c.line(bx + bw * 0.1, bz + h * f, bx + bw * 0.9, bz + h * f, {
          stroke: darken(L.fabric.hex, 0.4),
          sw: u * 0.7,
        });
      return;
    case 'piped':
    case 'skirt':
      c.path(d, { stroke: darken(L.fabric.hex, 0.25), sw: u * 2.4, opacity: 0.6 });
      return;
    default:
      return;
  }
}

function meshPattern(L: Look): string {
  const u = L.c.u;
  const id = L.c.def('mesh', (id) => {
    const s = u * 2.2;
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s}" height="${s}">` +
      `<path d="M0 0 L${s} ${s} M${s} 0 L0 ${s}" stroke="#000000" stroke-width="${u * 0.35}" opacity="0.35"/></pattern>`
    );
  });
  return `url(#${id})`;
}
