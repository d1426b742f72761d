// Side views: the profile a turned sofa, armchair or chair shows from its end, and the long side of a bed,
// in the same style, colour and legs as the front art. A seat's back is at x = 0, its front at x = depth;
// a bed's head is at x = 0, its foot at x = length.
import { CATEGORIES as C, type Category } from '../../../shared/constants';
import { darken, lighten } from './colors';
import type { ArtSpec } from './index';
import { BED_FRAME_LEG, bedLayout, hasHighFootboard, headboardOf } from './beds';
import {
  diningChairFrame,
  diningChairSeat,
  OFFICE_SEAT_FRONT_IN,
  officeChairFrame,
  officeChairRests,
  officeChairSeat,
} from './chairs';
import { bunkBed, isBunk, kidsChairFrontLegsBack, kidsChairSide } from './kids';
import { deskPedestal, legWidth, tableLeg, topRadius } from './tables';
import { leg, legHeight, legHex } from './legs';
import { type Look, makeLook } from './look';
import { face, polyFace, vGrad } from './shading';
import { canePattern } from './fronts';
import { backFrameMaterial } from './seating';
import { cushion } from './upholstery';

/** Metal legs in the styles whose seats stand on metal (the fronts draw them the same way). */
const METAL_LEGS = new Set(['thin', 'block', 'hairpin']);

/** Where a side view stands its front legs' middle (share of the depth from the back): a sofa's or armchair's, a chair's. */
const UPHOLSTERED_FRONT_LEGS = 0.9;
const CHAIR_FRONT_LEGS = 0.88;
/** How far in from its rear (share of the depth) a sofa's or an armchair's back reaches at its top, leaning back. */
export const SEAT_BACK_TOP_DEPTH = 0.22;
/** Where an office chair's side view stands its column's middle. */
const OFFICE_COLUMN = 0.5;

function upholsteredSide(L: Look): void {
  const { c, t, W: D, H } = L;
  const skirt = t.textile === 'skirt';
  const legH = skirt ? 0 : legHeight(L, H * 0.14);
  const seatZ = H * 0.46;
  const armTop = Math.min(H * (t.arm === 'wood' ? 0.58 : 0.7), H - 4);
  const back = backFrameMaterial(L);
  const legHex = METAL_LEGS.has(t.leg) ? L.metal : L.wood.hex;
  if (!skirt) {
    const w = Math.min(Math.max(H * 0.06, 2.2), 7);
    leg(L, t.leg === 'plinth' ? 'block' : t.leg, D * (1 - UPHOLSTERED_FRONT_LEGS), 0, legH + 1, w, -1, legHex);
    leg(L, t.leg === 'plinth' ? 'block' : t.leg, D * UPHOLSTERED_FRONT_LEGS, 0, legH + 1, w, 1, legHex);
  }
  // The back rest leans back from the seat to the top; the seat cushion runs to the front. Asked for apart, it is
  // drawn in its own canvas: the renderer stands it in from the arm's outer plane, where the back is. Asked for upright,
  // its front stands where the renderer stands the back's face seen from the front (pose.headIn): leaning back from it,
  // the wall showed between the two in a wedge.
  polyFace(
    L.behind ?? c,
    [
      [0, legH],
      [D * 0.3, legH],
      [D * 0.3, seatZ],
      [D * (L.uprightBack ? 0.3 : SEAT_BACK_TOP_DEPTH), H],
      [0, H - c.u * 2],
    ],
    back,
    -0.02,
  );
  const baseTop = seatZ - H * 0.13;
  if (t.arm === 'wood') {
    // Through the open arm, the seat and the cushions beyond in shadow, as its front draws them between its arms: left
    // open, the wall showed in streaks between the rail, the seat's side and the base.
    const between = { ...L.fabric, hex: darken(L.fabric.hex, 0.2) };
    face(c, D * 0.3, baseTop, D * 0.7, armTop - baseTop, between, { flat: true });
  }
  face(c, D * 0.2, seatZ - H * 0.1, D * 0.8, H * 0.14, L.fabric, { rx: Math.min(H * 0.05, 6) });
  if (t.arm === 'wood') {
    // An open wooden arm: a rail on two posts above the seat.
    face(c, D * 0.18, armTop - 3, D * 0.8, 3.5, L.wood, { rx: c.u });
    face(c, D * 0.86, seatZ, 3, armTop - seatZ, L.wood, { flat: true });
  } else if (t.arm === 'rattan') {
    // A wooden frame round a cane panel, as its front draws the arm.
    const [x, w, h, m] = [D * 0.12, D * 0.88, armTop - legH, Math.min(4, (armTop - legH) * 0.15)];
    face(c, x, legH, w, h, L.wood, { rx: c.u * 2 });
    c.rect(x + m, legH + m, w - 2 * m, h - 2 * m, { fill: '#d8bf8c', sw: c.u * 0.5 });
    c.rect(x + m, legH + m, w - 2 * m, h - 2 * m, { fill: canePattern(L), stroke: 'none' });
  } else {
    const r = t.arm === 'rolled' || t.arm === 'curved' ? Math.min(armTop * 0.22, 14) : Math.min(t.round * 2 + 1, 8);
    face(c, D * 0.12, legH, D * 0.88, armTop - legH, { ...L.fabric, hex: lighten(L.fabric.hex, 0.03) }, { rx: r });
  }
  // The base under the seat: a wooden rail under a Japandi frame's wooden arms, as its front draws it.
  if (t.arm === 'wood') face(c, 0, legH, D, Math.max(baseTop - legH, H * 0.05, 3), L.wood);
  else face(c, 0, legH, D, Math.max(2, (baseTop - legH) * 0.6), back, { flat: true });
}

/** An office chair from its side, in its front's colours: star base and casters, gas lift, seat, back on its stem. */
function officeChairSide(L: Look): void {
  const { c, W: D, H } = L;
  // Its seat, arms and back at its front art's heights (they depend on its height alone).
  const { seatZ, seatTh } = officeChairSeat(L);
  const { armZ, padTh, backZ } = officeChairRests(L);
  const { baseHex, black, pistonHex, pad } = officeChairFrame(L);
  // All but its arm (the base, the gas lift, the seat and the backrest on its spine); asked for apart, in their own
  // canvas: the renderer stands them in from the arm's plane, as its front draws them between its arms.
  const back = L.behind ?? c;
  face(back, D * 0.04, 3, D * 0.92, 3, { hex: darken(baseHex, 0.2), finish: 'metal' }, { flat: true });
  for (const x of [D * 0.06, D * 0.94]) back.rect(x - 3, 0, 6, 4, { fill: black, rx: 3 });
  // The gas lift: a black shroud under a chrome piston.
  const shroud = (seatZ - 6) * 0.55;
  face(back, D * OFFICE_COLUMN - 2, 6, 4, shroud, { hex: black, finish: 'metal' }, { flat: true });
  const piston = { hex: pistonHex, finish: 'metal' as const };
  face(back, D * OFFICE_COLUMN - 1.3, 6 + shroud, 2.6, seatZ - 6 - shroud, piston, { flat: true });
  const seatIn = D * OFFICE_SEAT_FRONT_IN;
  face(back, seatIn, seatZ - seatTh, D - 2 * seatIn, seatTh, L.fabric, { rx: seatTh * 0.45 });
  face(back, D * 0.06, seatZ, 3, H * 0.12, { hex: black, finish: 'metal' }, { flat: true });
  polyFace(
    back,
    [
      [D * 0.02, backZ],
      [D * 0.14, backZ],
      [D * 0.1, H],
      [0, H - c.u * 2],
    ],
    L.fabric,
    -0.04,
  );
  // The armrest on its black post from under the seat, as its front draws it (its pad alone floated over the seat).
  const postFrom = seatZ - seatTh;
  face(c, D * 0.45, postFrom, Math.max(D * 0.04, 2.4), armZ - postFrom, { hex: black, finish: 'metal' }, { rx: c.u });
  face(c, D * 0.25, armZ, D * 0.5, padTh, pad, { rx: 1.5 });
}

/**
 * A dining chair from its side, made of what its front art is (diningChairFrame): on a wooden leg beside its front's
 * metal ones, in the wood's colour beside its front's painted frame, it read as two chairs.
 */
function diningChairSide(L: Look): void {
  const { c, W: D, H } = L;
  const made = diningChairFrame(L);
  // Its seat's height and thickness are its front's (they depend on its height alone).
  const { seatZ, seatTh } = diningChairSeat(L);
  const w = Math.max(D * 0.06, 2.2);
  // The back leg rises into the back post, leaning back; the front leg stands under the seat's front.
  polyFace(
    c,
    [
      [D * 0.08, 0],
      [D * 0.08 + w, 0],
      [D * 0.1 + w, seatZ],
      [D * 0.04 + w, H],
      [D * 0.04, H],
      [D * 0.1, seatZ],
    ],
    made.back === 'shell' ? made.seat : made.frame,
  );
  leg(L, made.legKind, D * CHAIR_FRONT_LEGS, 0, seatZ - seatTh, w, 1, made.legHex);
  face(c, D * 0.04, seatZ - seatTh, D * 0.94, seatTh, made.seat, { rx: c.u });
  const top = made.back === 'panel' ? L.fabric : made.back === 'shell' ? made.seat : made.frame;
  face(c, D * 0.02, H - H * 0.12, w * 1.2, H * 0.12, top, { rx: c.u });
}

/** A bed's long side: headboard at the head, the rail on its legs, mattress, pillow, duvet, footboard. */
function bedSide(L: Look): void {
  const { c, t, W: len, H } = L;
  const u = c.u;
  const plinth = t.leg === 'plinth';
  // The front art's heights: its legs, rail and mattress.
  const { legH, railTop, mattTop } = bedLayout(L, H * BED_FRAME_LEG);
  const { upholstered } = headboardOf(L);
  const frame = upholstered ? L.fabric : L.body;
  const legHex = METAL_LEGS.has(t.leg) ? L.metal : L.wood.hex;
  const headT = Math.max(upholstered ? 9 : 5, len * 0.03);
  const footT = Math.max(4, len * 0.025);
  const footTop = hasHighFootboard(L) ? railTop + H * 0.08 : railTop;
  if (!plinth) {
    const w = Math.min(Math.max(H * 0.05, 4), 7);
    leg(L, t.leg, len * 0.05 + w, 0, legH + 1, w, -1, legHex);
    leg(L, t.leg, len - footT - w, 0, legH + 1, w, 1, legHex);
  }
  // Mattress and sheet, the pillow against the headboard, the duvet over the foot end.
  face(
    c,
    headT,
    railTop - u,
    len - headT - footT * 0.5,
    mattTop - railTop + u,
    { hex: '#fbfaf6', finish: 'fabric' },
    {
      rx: u * 3,
    },
  );
  cushion(L, headT + u, mattTop - H * 0.02, len * 0.2, H * 0.14, { hex: '#fbfaf6', finish: 'fabric' });
  const duvetFrom = headT + len * 0.24;
  face(
    c,
    duvetFrom,
    railTop - H * 0.05,
    len - duvetFrom - footT * 0.3,
    mattTop - railTop + H * 0.08,
    {
      hex: '#f4f1ea',
      finish: 'fabric',
    },
    { rx: u * 4 },
  );
  const throwHex = t.accents[L.variant % t.accents.length];
  c.rect(len * 0.72, railTop - H * 0.05, len * 0.16, mattTop - railTop + H * 0.08, {
    fill: vGrad(c, throwHex, 'fabric'),
    sw: u * 0.6,
    rx: u * 2,
  });
  // The side rail, and the headboard and footboard in profile.
  face(c, headT, plinth ? 0 : legH, len - headT - footT, railTop - (plinth ? 0 : legH) - u, L.body, { rx: u });
  face(c, 0, plinth ? 0 : legH * 0.6, headT, H - (plinth ? 0 : legH * 0.6), frame, {
    rx: upholstered ? headT * 0.4 : u,
  });
  face(c, len - footT, plinth ? 0 : legH * 0.6, footT, footTop - (plinth ? 0 : legH * 0.6), L.body, { rx: u });
}

/** A desk from its end: the top's edge over a leg at the back (with the modesty panel) and one at the front. */
function deskSide(L: Look, end: SideEnd = 'open'): void {
  const { c, W: D, H } = L;
  const th = Math.max(H * 0.04, 2.5);
  const under = H - th;
  if (end === 'pedestal') {
    // The pedestal of drawers runs to the back: its side panel under the top.
    face(c, D * 0.02, 0, D * 0.96, under, { ...L.body, hex: darken(L.body.hex, 0.06) });
    face(c, 0, under, D, th, L.body, { rx: topRadius(L, th) });
    return;
  }
  const w = legWidth(L, 5);
  const kind = tableLeg(L);
  // Its legs in its front's colour (a turned leg wooden under a painted top, as its front draws it).
  const hex = legHex(L, kind);
  face(
    c,
    D * 0.04,
    under * 0.45,
    Math.max(2, D * 0.03),
    under * 0.55,
    { ...L.body, hex: darken(L.body.hex, 0.28) },
    {
      flat: true,
    },
  );
  leg(L, kind, D * 0.06 + w / 2, 0, under, w, -1, hex);
  leg(L, kind, D * 0.94 - w / 2, 0, under, w, 1, hex);
  face(c, 0, under, D, th, L.body, { rx: topRadius(L, th) });
}

/** A kids' bed from its long side: the bunk's own elevation, else a bed's. */
function kidsBedSide(L: Look): void {
  if (isBunk(L.H)) bunkBed(L);
  else bedSide(L);
}

/** Which end a side view shows: a desk's open end (its legs) or the end its pedestal of drawers stands at. */
export type SideEnd = 'open' | 'pedestal';

const SIDES: Partial<Record<Category, (L: Look, end: SideEnd) => void>> = {
  [C.bedFrames]: bedSide,
  [C.desks]: deskSide,
  [C.kidsBeds]: kidsBedSide,
  [C.sofas]: upholsteredSide,
  [C.armchairs]: upholsteredSide,
  [C.diningChairs]: diningChairSide,
  [C.kidsChairs]: kidsChairSide,
  [C.officeChairs]: officeChairSide,
};

/**
 * How far back from a seat's front (share of its depth) its side view stands its front legs, or an office chair's
 * column: its front art draws them in its front's plane. 0 for other categories.
 */
export function frontLegsBack(spec: ArtSpec): number {
  const { category } = spec;
  if (category === C.sofas || category === C.armchairs) return 1 - UPHOLSTERED_FRONT_LEGS;
  if (category === C.diningChairs) return 1 - CHAIR_FRONT_LEGS;
  if (category === C.kidsChairs)
    return kidsChairFrontLegsBack({ W: spec.dimensions.widthCm, H: spec.dimensions.heightCm });
  return category === C.officeChairs ? 1 - OFFICE_COLUMN : 0;
}

/** Whether a category has a side view (seats, which read as boxes when only their front is turned; beds). */
export const hasSideView = (category: string): boolean => category in SIDES;

/** The side view (depth × height) of a seat or a bed, or undefined for other categories. */
export function renderSideSvg(spec: ArtSpec, end: SideEnd = 'open'): string | undefined {
  const draw = SIDES[spec.category];
  if (!draw) return undefined;
  const L = sideLook(spec);
  draw(L, end);
  return L.c.toString();
}

/** The end of a piece's front art (its left or right edge) its pedestal stands at: a desk's; none for other art. */
export function pedestalEnd(spec: ArtSpec): 'left' | 'right' | undefined {
  return spec.category === C.desks ? deskPedestal({ variant: Math.max(0, Math.floor(spec.variant) || 0) }) : undefined;
}

/** The seats whose side view comes in two: their back stands in from their arms' outer plane. */
const IN_TWO: Partial<Record<Category, (L: Look) => void>> = {
  [C.sofas]: upholsteredSide,
  [C.armchairs]: upholsteredSide,
  [C.officeChairs]: officeChairSide,
};

/**
 * A sofa's, an armchair's or an office chair's side view in two, in the same frame: its back, and the rest (arm, seat,
 * base and legs); an office chair's first part is all but its arm. Undefined for other categories.
 */
export function renderSideParts(spec: ArtSpec, uprightBack = false): { back: string; rest: string } | undefined {
  const draw = IN_TWO[spec.category];
  if (!draw) return undefined;
  const base = sideLook(spec);
  const L: Look = { ...base, behind: base.c.another('b'), uprightBack };
  draw(L);
  return { back: L.behind!.toString(), rest: L.c.toString() };
}

function sideLook(spec: ArtSpec): Look {
  const { widthCm, depthCm, heightCm } = spec.dimensions;
  return makeLook({
    category: `${spec.category} side`,
    style: spec.style,
    color: spec.color,
    variant: Math.max(0, Math.floor(spec.variant) || 0),
    widthCm: depthCm > 0 ? depthCm : 80,
    depthCm: widthCm > 0 ? widthCm : 80,
    heightCm: heightCm > 0 ? heightCm : 80,
  });
}
