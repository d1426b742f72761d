// Procedural product art: a front view of a catalog item as a standalone, transparent SVG.
import type { Category } from '../../../shared/constants';
import { BED_FRAME_LEG, bedFrame, bedLayout } from './beds';
import {
  diningChair,
  diningChairSeat,
  officeChair,
  OFFICE_SEAT_FRONT_IN,
  officeChairBackInset,
  officeChairSeat,
  officeChairSeatSpan,
} from './chairs';
import {
  isBunk,
  isKidsWardrobe,
  kidsBed,
  kidsCabinet,
  kidsCabinetBody,
  kidsChair,
  kidsChairSeat,
  kidsTable,
  KIDS_BED_LEG,
} from './kids';
import type { CarcassBody } from './carcass';
import { type Look, makeLook } from './look';
import {
  armchair,
  type ArmRound,
  backFrameMaterial,
  type SeatLayout,
  seatBackInset,
  seatBackRound,
  seatLayout,
  sofa,
} from './seating';
import { bookshelf, officeStorage, wallUnit } from './shelving';
import { bedsideTable, chestOfDrawers, sideboard, tvUnit, wardrobe } from './storage';
import { coffeeTable, desk, diningTable, isRoundTop, sideTable } from './tables';

import { lighten, parse } from './colors';

export { colorHex } from './colors';
export type { CarcassBody } from './carcass';

export interface ArtSpec {
  category: Category;
  /** One of STYLES (../styles.ts), or whatever style an imported feed names. */
  style: string;
  /** One of COLORS (shared/constants.ts), or whatever colour an imported feed names. */
  color: string;
  variant: number;
  dimensions: { widthCm: number; depthCm: number; heightCm: number };
}

const DRAW: Record<Category, (L: Look) => void> = {
  'Coffee Tables': coffeeTable,
  'Couches, Sofas & Lounges': sofa,
  'Storage & Wall Units': wallUnit,
  'TV Units': tvUnit,
  'Armchairs & Occasional Chairs': armchair,
  'Sideboards & Buffets': sideboard,
  'Dining Chairs': diningChair,
  'Dining Tables': diningTable,
  'Bed Frames': bedFrame,
  'Bedside Tables': bedsideTable,
  'Chest of Drawers': chestOfDrawers,
  Wardrobes: wardrobe,
  'Bookshelves & Bookcases': bookshelf,
  'Desks & Tables': desk,
  'Office Chairs': officeChair,
  'Office Storages': officeStorage,
  'Side Tables': sideTable,
  "Kids' Beds": kidsBed,
  "Kids' Cabinets": kidsCabinet,
  "Kids' Chairs & Stools": kidsChair,
  "Kids' Tables & Desks": kidsTable,
};

const clampCm = (v: number, fallback: number): number => (Number.isFinite(v) && v > 0 ? Math.min(v, 1000) : fallback);

const lookOf = (spec: ArtSpec): Look =>
  makeLook({
    category: spec.category,
    style: String(spec.style),
    color: String(spec.color),
    variant: Math.max(0, Math.floor(Number(spec.variant) || 0)),
    widthCm: clampCm(spec.dimensions.widthCm, 100),
    depthCm: clampCm(spec.dimensions.depthCm, 50),
    heightCm: clampCm(spec.dimensions.heightCm, 80),
  });

/** A sofa's or an armchair's art: upholstered, its seat, arms and back drawn by seating.ts. */
const isUpholsteredArt = (spec: ArtSpec): boolean =>
  spec.category === 'Couches, Sofas & Lounges' || spec.category === 'Armchairs & Occasional Chairs';

export function renderFurnitureSvg(spec: ArtSpec): string {
  const L = lookOf(spec);
  (DRAW[spec.category] ?? sideboard)(L);
  return L.c.toString();
}

/**
 * Where a front art seen a little from above changes plane, in cm above its floor line: upright at the front up to
 * `top`, a level top receding from there to `back`, upright again above that, at the back.
 */
export interface PlaneRows {
  top: number;
  back: number;
  /**
   * A sofa's or armchair's arms: as wide as this from either edge, upright at its front up to `top` (cm), their rounded
   * fronts at full width `round` under it.
   */
  arms?: { width: number; top: number; round: ArmRound };
  /**
   * How high (cm) its back face is drawn where the seat, turned, is seen more from its side than its front: a kids' tub
   * armchair's rounded top is its side view's (the far half of its back's arch stood up over the side view as a fin).
   */
  sideBackTop?: number;
  /**
   * An office chair's seat across (cm from the art's left edge), between its arms: its top is laid flat there alone
   * (laid across the whole width, the arms' posts crossing its rows ran along its sides as dark lines).
   */
  seatSpan?: [number, number];
  /**
   * How far back from its front (cm) its seat starts, as its side view draws it: an office chair's. Laid from its
   * front, its seat's top ran past its side view's seat, a wedge at the seat's front seen from its side.
   */
  seatIn?: number;
}

/**
 * A bed's planes seen from its foot: the foot, the duvet's top, the pillows and headboard. A dining chair's seen from
 * its front: the seat's front and legs, the seat, the back; an office or a kids' chair's the same; a sofa's or an
 * armchair's (a kids' tub armchair's too) with its arms. None for other art, for a stool (no back) and for a bunk (two
 * beds, one above the other).
 */
export function planeRows(spec: ArtSpec): PlaneRows | undefined {
  if (isUpholsteredArt(spec)) {
    const { seatZ, seatDepth, armW, armTop, armRound } = seatLayout(lookOf(spec));
    return { top: seatZ, back: seatZ + seatDepth, arms: { width: armW, top: armTop, round: armRound } };
  }
  if (spec.category === 'Dining Chairs') {
    const { seatZ, seatD } = diningChairSeat(lookOf(spec));
    return { top: seatZ, back: seatZ + seatD };
  }
  if (spec.category === 'Office Chairs') {
    const L = lookOf(spec);
    const { seatZ, seatD } = officeChairSeat(L);
    return { top: seatZ, back: seatZ + seatD, seatSpan: officeChairSeatSpan(L), seatIn: L.D * OFFICE_SEAT_FRONT_IN };
  }
  if (spec.category === "Kids' Chairs & Stools") {
    const L = lookOf(spec);
    const seat = kidsChairSeat(L);
    return (
      seat && {
        top: seat.seatZ,
        back: seat.seatZ + seat.seatD,
        ...(seat.arms ? { arms: seat.arms } : {}),
        ...(seat.backRound ? { sideBackTop: L.H - seat.backRound } : {}),
      }
    );
  }
  if (spec.category !== 'Bed Frames' && spec.category !== "Kids' Beds") return undefined;
  const L = lookOf(spec);
  if (spec.category === "Kids' Beds" && isBunk(L.H)) return undefined;
  const { mattTop, mattBack } = bedLayout(L, L.H * (spec.category === 'Bed Frames' ? BED_FRAME_LEG : KIDS_BED_LEG));
  return { top: mattTop, back: mattBack };
}

/** Tables whose art draws their top receding above the board's front edge, as seen from standing height. */
const TOPS_SEEN = new Set<Category>([
  'Coffee Tables',
  'Dining Tables',
  'Side Tables',
  'Desks & Tables',
  "Kids' Tables & Desks",
]);

/**
 * A table's front art without its top seen from above, its board's front edge at the table's full height (`flat`): for
 * the renderer, which draws the board over it as the camera sees it. With it, drawn in the same frame and left out of
 * `flat`, a square-cornered table's parts at its back (`back`: its back legs, a desk's modesty panel), for the renderer
 * to stand at the back of its footprint; a round table has none (its legs are drawn in one plane halfway back). None
 * for other art.
 */
export function boardedSvgs(spec: ArtSpec): { flat: string; back?: string } | undefined {
  if (!TOPS_SEEN.has(spec.category)) return undefined;
  const { c, behind } = boardedLook(spec);
  return { flat: c.toString(), ...(behind && !behind.empty ? { back: behind.toString() } : {}) };
}

function boardedLook(spec: ArtSpec): Look {
  const base = lookOf(spec);
  const L: Look = { ...base, flatTop: true, ...(isRoundTop(base.W, base.D) ? {} : { behind: base.c.another('b') }) };
  DRAW[spec.category](L);
  return L;
}

/**
 * The colour of a table's board as its art paints the top (polyFace lit by 0.14 in tableTop, tables.ts), for the
 * board the renderer draws over boardedSvgs' art.
 */
export function tableBoardHex(spec: ArtSpec): string {
  return lighten(lookOf(spec).body.hex, 0.14);
}

/**
 * A carcass whose front art arches its body's corners (a kids' cabinet as tall as a wardrobe): where it draws its body
 * and the corners' radius, for its end panels to run as far up as its front's sides run straight and its top between
 * its rounded edges. None for others: a low kids' cabinet's corners round a few centimetres under its top's band, which
 * its end panel and top stand level with.
 */
export function carcassRounding(spec: ArtSpec): CarcassBody | undefined {
  if (spec.category !== "Kids' Cabinets") return undefined;
  const L = lookOf(spec);
  return isKidsWardrobe(L) ? kidsCabinetBody(L) : undefined;
}

/**
 * How tall (cm) a seat's legs are in its front art, the same seen from behind: a sofa's or an armchair's (0 on a
 * skirt), a dining or a kids' chair's, an office chair's base and column up to its seat; 0 for other art and a stool.
 */
export function seatArtLegs(spec: ArtSpec): number {
  if (isUpholsteredArt(spec)) return seatLayout(lookOf(spec)).legH;
  if (spec.category === "Kids' Chairs & Stools") return kidsChairSeat(lookOf(spec))?.legsCm ?? 0;
  if (spec.category !== 'Dining Chairs' && spec.category !== 'Office Chairs') return 0;
  const { seatZ, seatTh } = (spec.category === 'Dining Chairs' ? diningChairSeat : officeChairSeat)(lookOf(spec));
  return seatZ - seatTh;
}

/**
 * How far in from its sides (cm) a sofa's, an armchair's or an office chair's back stands in its front art: its side
 * view draws the back in the arm's outer plane (renderSideParts gives it apart). 0 for other art and a wingback, whose
 * wings reach out.
 */
export function seatBackInsetCm(spec: ArtSpec): number {
  if (spec.category === 'Office Chairs') return officeChairBackInset(lookOf(spec));
  return isUpholsteredArt(spec) ? seatBackInset(lookOf(spec), spec.category === 'Armchairs & Occasional Chairs') : 0;
}

/** The radius (cm) of a sofa's or an armchair's back's top corners in its front art; 0 for other art. */
export function seatBackRoundCm(spec: ArtSpec): number {
  return isUpholsteredArt(spec) ? seatBackRound(lookOf(spec), spec.category === 'Armchairs & Occasional Chairs') : 0;
}

/**
 * The colour of a sofa's or an armchair's back frame (red, green, blue), as its front and side views paint it: seen from
 * behind, its back is that fabric. None for other art.
 */
export function seatBackRgb(spec: ArtSpec): [number, number, number] | undefined {
  return isUpholsteredArt(spec) ? parse(backFrameMaterial(lookOf(spec)).hex) : undefined;
}

/** Where a sofa's front art changes part (its legs, arms and seat, in cm); none for other art. */
export function sofaArtRows(spec: ArtSpec): SeatLayout | undefined {
  return spec.category === 'Couches, Sofas & Lounges' ? seatLayout(lookOf(spec)) : undefined;
}
