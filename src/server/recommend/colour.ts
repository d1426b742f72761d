// Colour harmony on the swatches of the catalog's colour names, in OKLab (Björn Ottosson's
// perceptual space: sRGB → linear light → LMS → cube root → Lab; distance ≈ perceived difference).
import { COLORS } from '../../shared/constants';
import { colorHex } from '../catalog/art/colors';

export interface Lab {
  L: number;
  a: number;
  b: number;
  /** Chroma (colourfulness): under ~0.04 reads as a neutral (white, grey, black, pale beige). */
  C: number;
  /** Hue angle in degrees. */
  h: number;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

export function hexToOklab(hex: string): Lab {
  const [r, g, b] = [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808688464 * s;
  return { L, a: A, b: B, C: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

const cache = new Map<string, Lab>();
export function labOf(color: string): Lab {
  let lab = cache.get(color);
  if (!lab) cache.set(color, (lab = hexToOklab(colorHex(color))));
  return lab;
}

export const deltaE = (x: Lab, y: Lab): number => Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b);

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** 1 for a neutral, 0 for a clearly coloured swatch (chroma 0.04 → 0.10). */
export const neutrality = (c: Lab): number => clamp01((0.1 - c.C) / 0.06);

/**
 * Hue relation of two coloured swatches: analogous (within 30°) 1, complementary (150–210°) 0.8,
 * split/triadic distances in between fall to 0.35 at 90° (the clashing "neither near nor opposite").
 */
function hueHarmony(dh: number): number {
  const d = Math.min(dh, 360 - dh);
  if (d <= 30) return 1;
  if (d >= 150) return 0.8;
  if (d <= 90) return 1 - ((d - 30) / 60) * 0.65;
  return 0.35 + ((d - 90) / 60) * 0.45;
}

/**
 * How well two colours sit together, 0..1: the same or nearly the same colour (tone on tone,
 * ΔE < 0.05) 1; a neutral goes with anything (0.85, a little more when the lightness contrasts);
 * two colours by their hue relation, softened by how muted the less colourful one is.
 */
export function pairHarmony(x: Lab, y: Lab): number {
  const dE = deltaE(x, y);
  const toneOnTone = clamp01(1 - Math.max(0, dE - 0.05) / 0.1);
  const n = Math.max(neutrality(x), neutrality(y));
  const neutral = 0.85 + 0.1 * clamp01(Math.abs(x.L - y.L) / 0.4);
  const hues = hueHarmony(Math.abs(x.h - y.h));
  return Math.max(toneOnTone, n * neutral + (1 - n) * hues);
}

// Memo per pair of names: the engine asks the same few dozen pairs thousands of times a request.
const harmonies = new Map<string, Map<string, number>>();
const sameGroups = new Map<string, Map<string, boolean>>();
const MEMO_LIMIT = 5000;

function rowOf<T>(cache: Map<string, Map<string, T>>, a: string): Map<string, T> {
  let row = cache.get(a);
  if (!row) {
    if (cache.size > MEMO_LIMIT) cache.clear();
    cache.set(a, (row = new Map<string, T>()));
  }
  return row;
}

export function harmony(a: string, b: string): number {
  const row = rowOf(harmonies, a);
  let v = row.get(b);
  if (v === undefined) row.set(b, (v = pairHarmony(labOf(a), labOf(b))));
  return v;
}

/** Whether two colours read as one in a scheme (ΔE under 0.06). */
export function sameGroup(a: string, b: string): boolean {
  const row = rowOf(sameGroups, a);
  let v = row.get(b);
  if (v === undefined) row.set(b, (v = deltaE(labOf(a), labOf(b)) < 0.06));
  return v;
}

export interface Swatch {
  color: string;
  /** Visual weight: floor footprint × quantity (big pieces dominate the look). */
  weight: number;
}

/**
 * The 60-30-10 rule on a set's colours: colours within ΔE 0.06 count as one; the heaviest should hold
 * at least 60 % of the visual weight, and a room reads calm with at most three colours. 1 when both
 * hold; 0.5 per missing share of dominance and 0.2 per colour past three are taken off.
 */
export function schemeScore(swatches: readonly Swatch[]): number {
  const heads: string[] = [];
  const weights: number[] = [];
  let total = 0;
  for (const s of swatches) {
    total += s.weight;
    let g = 0;
    while (g < heads.length && !sameGroup(heads[g], s.color)) g++;
    if (g === heads.length) {
      heads.push(s.color);
      weights.push(s.weight);
    } else weights[g] += s.weight;
  }
  if (!heads.length || total <= 0) return 1;
  let top = 0;
  for (const w of weights) top = Math.max(top, w);
  top /= total;
  return clamp01(1 - (0.5 * Math.max(0, 0.6 - top)) / 0.6 - 0.2 * Math.max(0, heads.length - 3));
}

/** Weights of a set's colour score: harmony with the walls, with each other, and the 60-30-10 scheme. */
export const COLOUR_WEIGHTS = { walls: 0.4, pieces: 0.35, scheme: 0.25 } as const;

/** A set's colour score, 0..1 (see COLOUR_WEIGHTS); `walls` is the room's colour. */
export function setColourScore(walls: string, swatches: readonly Swatch[]): number {
  if (!swatches.length) return 1;
  const total = swatches.reduce((s, x) => s + x.weight, 0) || 1;
  let wall = 0;
  for (const s of swatches) wall += (s.weight / total) * harmony(s.color, walls);
  let pairs = 0;
  let pairWeight = 0;
  for (let i = 0; i < swatches.length; i++)
    for (let j = i + 1; j < swatches.length; j++) {
      const w = swatches[i].weight * swatches[j].weight;
      pairs += w * harmony(swatches[i].color, swatches[j].color);
      pairWeight += w;
    }
  const pieces = pairWeight ? pairs / pairWeight : 1;
  return COLOUR_WEIGHTS.walls * wall + COLOUR_WEIGHTS.pieces * pieces + COLOUR_WEIGHTS.scheme * schemeScore(swatches);
}

/**
 * Colours to draw candidates from for a room colour: itself first, then the `n` catalog colours that
 * sit best with it (ties by name).
 */
export function companionColours(color: string, n: number): string[] {
  const others = COLORS.filter((c) => c !== color && c !== 'Other')
    .map((c) => ({ c, v: harmony(color, c) }))
    .sort((x, y) => y.v - x.v || (x.c < y.c ? -1 : 1));
  return [color, ...others.slice(0, n).map((o) => o.c)];
}

/** Catalog colours nearest to `color` in OKLab (itself first). */
export function nearestColours(color: string, n: number): string[] {
  const lab = labOf(color);
  const others = COLORS.filter((c) => c !== color)
    .map((c) => ({ c, d: deltaE(lab, labOf(c)) }))
    .sort((x, y) => x.d - y.d || (x.c < y.c ? -1 : 1));
  return [color, ...others.slice(0, n).map((o) => o.c)];
}

/** How a colour relates to another, for reasons: 'match' | 'tone' | 'neutral' | 'analogous' | 'contrast' | 'clash'. */
export function relation(a: string, b: string): 'match' | 'tone' | 'neutral' | 'analogous' | 'contrast' | 'clash' {
  if (a === b) return 'match';
  const x = labOf(a);
  const y = labOf(b);
  if (deltaE(x, y) < 0.08) return 'tone';
  if (neutrality(x) > 0.5) return 'neutral';
  if (neutrality(y) > 0.5) return 'contrast';
  const d = Math.min(Math.abs(x.h - y.h), 360 - Math.abs(x.h - y.h));
  return d <= 40 ? 'analogous' : d >= 140 ? 'contrast' : 'clash';
}
