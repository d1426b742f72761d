// Furniture colour palette (SPEC.md §9 colour names) and shading helpers.

const PALETTE: Record<string, string> = {
  anthracite: '#3a3f44',
  antique: '#a07f5a',
  beige: '#dccbb0',
  black: '#262626',
  blue: '#3d6a9e',
  brown: '#7b5337',
  charcoal: '#403f40',
  chocolate: '#4b2f22',
  dark: '#33291f',
  desk: '#a8744a',
  distressed: '#a9a08f',
  grey: '#8e9093',
  ivory: '#efe8d6',
  light: '#e6d5b8',
  mahogany: '#6e2d1f',
  natural: '#d6b582',
  navy: '#25334f',
  oak: '#b8894f',
  slate: '#5b6672',
  tan: '#c8a27c',
  taupe: '#8a7c6d',
  walnut: '#5e4131',
  weathered: '#8f8b81',
  white: '#f3f1ec',
  other: '#8b9a7c',
};

const FALLBACK = PALETTE.other;

/** Colour names whose swatch reads as a wood finish (grain is drawn over it). */
const WOOD_TONES = new Set([
  'antique',
  'brown',
  'chocolate',
  'dark',
  'desk',
  'distressed',
  'light',
  'mahogany',
  'natural',
  'oak',
  'tan',
  'walnut',
  'weathered',
]);

/** Colour names with an aged finish (wear marks are drawn over them). */
const AGED_TONES = new Set(['antique', 'distressed', 'weathered']);

const key = (color: string): string => color.trim().toLowerCase();

/** Hex for a §9 colour name (case-insensitive); a `#rrggbb` passes through; anything else is sage. */
export function colorHex(color: string): string {
  const k = key(color);
  if (/^#[0-9a-f]{6}$/.test(k)) return k;
  return PALETTE[k] ?? FALLBACK;
}

export function isWoodTone(color: string): boolean {
  return WOOD_TONES.has(key(color));
}

export function isAgedTone(color: string): boolean {
  return AGED_TONES.has(key(color));
}

type Rgb = [number, number, number];

/** A colour's red, green and blue (0-255) from its hex. */
export function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/** Relative luminance 0..1 (sRGB approximation), used to pick contrasting outlines and accents. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Outline colour: a deep tone of the fill so dark items keep a visible edge and light ones do not look cartoonish. */
export function outlineOf(hex: string): string {
  return luminance(hex) < 0.22 ? mix(hex, '#000000', 0.7) : darken(hex, 0.55);
}
