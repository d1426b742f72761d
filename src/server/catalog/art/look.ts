// Everything a category drawing needs: the canvas, the style's traits, the materials and a seeded random source.
import { Canvas } from './canvas';
import { colorHex, darken, isAgedTone, isWoodTone, luminance, mix, outlineOf } from './colors';
import { Rng } from './rng';
import type { Material } from './shading';
import { type HandleKind, styleTraits, type StyleTraits } from './traits';

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

export function makeLook(s: LookInput): Look {
  const hex = colorHex(s.color);
  const t = styleTraits(s.style);
  if (s.variant % 4 === 3) t.handle = ALT_HANDLE[t.handle];
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
    body: {
      hex,
      finish: isWoodTone(s.color) ? 'wood' : 'paint',
      grain: isWoodTone(s.color),
      aged: isAgedTone(s.color),
    },
    fabric: { hex, finish: t.textile === 'leather' ? 'leather' : 'fabric', aged: false },
    wood: { hex: woodHex, finish: 'wood', grain: true },
    metal: t.metal,
    rnd: new Rng(`${s.category}|${s.style}|${s.variant}`),
    variant: s.variant,
    W: s.widthCm,
    H: s.heightCm,
    D: s.depthCm,
  };
}
