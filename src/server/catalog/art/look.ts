// Everything a category drawing needs: the canvas, the style's traits, the materials and a seeded random source.
import { Canvas } from './canvas';
import { colorHex, darken, isAgedTone, isWoodTone, lighten, luminance, mix, outlineOf } from './colors';
import { Rng } from './rng';
import type { Material } from './shading';
import { type ArmKind, type FrontKind, type HandleKind, type LegKind, styleTraits, type StyleTraits } from './traits';

export interface Look {
  c: Canvas;
  t: StyleTraits;
  /** The item colour as a hard surface (painted or stained board). */
  body: Material;
  /** The item colour as upholstery. */
  fabric: Material;
  /** The style's wood for legs and frames. */
  wood: Material;
  /** Handles, feet and frames. */
  metal: string;
  rnd: Rng;
  variant: number;
  W: number;
  H: number;
  D: number;
  /** A table drawn without its top seen from above (the renderer draws the board): its front edge at full height. */
  flatTop?: boolean;
  /**
   * Where a table's parts at its back (its back legs, a desk's modesty panel) are drawn, for the renderer to stand
   * them at the back of its footprint; unset, they are drawn with the front, set in and raised as seen from standing
   * height.
   */
  behind?: Canvas;
  /**
   * A seat's back drawn apart (`behind`) with its front upright, where the renderer stands its back's face seen from its
   * front; unset, it leans back as a seat's side shows it.
   */
  uprightBack?: boolean;
}

export interface LookInput {
  category: string;
  style: string;
  color: string;
  variant: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

function idPrefix(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `f${(h >>> 0).toString(36)}_`;
}

/** The fourth variant of a style swaps its hardware for a close alternative. */
const ALT_HANDLE: Record<HandleKind, HandleKind> = {
  bar: 'knob',
  knob: 'bar',
  cup: 'knob',
  ring: 'knob',
  none: 'finger',
  finger: 'long',
  long: 'knob',
  rope: 'knob',
  deco: 'ring',
};

/**
 * The second set of variants (12–23) stands on other legs of the style's family; a plinth or slab
 * base stays (it sets the body's height), and its frame wood changes tone instead.
 */
const ALT_LEG: Record<LegKind, LegKind> = {
  tapered: 'thin',
  hairpin: 'block',
  turned: 'tapered',
  chunky: 'turned',
  plinth: 'plinth',
  thin: 'hairpin',
  cane: 'tapered',
  deco: 'tapered',
  block: 'thin',
  slab: 'slab',
};

const ALT_FRONT: Record<FrontKind, FrontKind> = {
  flat: 'shaker',
  shaker: 'flat',
  raised: 'shaker',
  plank: 'flat',
  cane: 'slat',
  fluted: 'slat',
  slat: 'fluted',
  pattern: 'cane',
  frame: 'flat',
};

const ALT_ARM: Record<ArmKind, ArmKind> = {
  track: 'slim',
  rolled: 'slim',
  slim: 'track',
  curved: 'track',
  wood: 'slim',
  rattan: 'wood',
};

/** The style's traits for the second set of variants: other legs, fronts, arms, corners, wood and metal. */
function alternate(t: StyleTraits): void {
  t.leg = ALT_LEG[t.leg];
  t.front = ALT_FRONT[t.front];
  t.arm = ALT_ARM[t.arm];
  t.round = t.round >= 2 ? t.round / 3 : t.round + 2;
  t.wood = luminance(t.wood) > 0.45 ? darken(t.wood, 0.3) : lighten(t.wood, 0.3);
  if (!t.shinyMetal) t.metal = lighten(t.metal, 0.45);
}

/** Variants 0–11 vary the layout (by variant % 2, % 3 and % 4); 12–23 repeat them with alternate() traits. */
export const ALT_MATERIAL_FROM = 12;

export function makeLook(s: LookInput): Look {
  const hex = colorHex(s.color);
  const t = styleTraits(s.style);
  if (s.variant % 4 === 3) t.handle = ALT_HANDLE[t.handle];
  const alt = Math.floor(s.variant / ALT_MATERIAL_FROM) % 2 === 1;
  if (alt) alternate(t);
  const woodTone = isWoodTone(s.color);
  const leather = t.textile === 'leather';
  const key = `${s.category}|${s.style}|${s.color}|${s.variant}|${s.widthCm}x${s.depthCm}x${s.heightCm}`;
  const c = new Canvas(s.widthCm, s.heightCm, s.depthCm, outlineOf(mix(hex, '#3a3430', 0.35)), idPrefix(key));
  // Legs in the same tone as a white or ivory body would vanish, so the frame wood is kept distinct.
  const woodHex =
    Math.abs(luminance(t.wood) - luminance(hex)) < 0.06
      ? luminance(t.wood) > 0.6
        ? darken(t.wood, 0.15)
        : mix(t.wood, '#e3c08a', 0.5)
      : t.wood;
  return {
    c,
    t,
    // The second set turns the body's board (grain on paint, smooth on wood) and its upholstery (leather, fabric).
    body: {
      hex,
      finish: woodTone !== alt ? 'wood' : 'paint',
      grain: woodTone !== alt,
      aged: isAgedTone(s.color),
    },
    fabric: { hex, finish: leather !== alt ? 'leather' : 'fabric', aged: false },
    wood: { hex: woodHex, finish: 'wood', grain: true },
    metal: t.metal,
    rnd: new Rng(`${s.category}|${s.style}|${s.variant}`),
    variant: s.variant,
    W: s.widthCm,
    H: s.heightCm,
    D: s.depthCm,
  };
}
