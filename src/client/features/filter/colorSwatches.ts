import type { ColorName } from '../../../shared/constants';

/** Swatch fill per colour name of SPEC.md §9 (the server's art palette is its own). */
export const COLOR_SWATCHES: Record<ColorName, string> = {
  Anthracite: '#383e42',
  Antique: '#a07f5a',
  Beige: '#dccbb0',
  Black: '#1f1f1f',
  Blue: '#3d6a9e',
  Brown: '#7b5337',
  Charcoal: '#404040',
  Chocolate: '#4b2f22',
  Dark: '#33291f',
  Desk: '#a8744a',
  Distressed: '#a9a08f',
  Grey: '#8e9093',
  Ivory: '#f3ecd9',
  Light: '#e6d5b8',
  Mahogany: '#6e2d1f',
  Natural: '#d6b582',
  Navy: '#25334f',
  Oak: '#b8894f',
  Slate: '#5b6672',
  Tan: '#c8a27c',
  Taupe: '#8a7c6d',
  Walnut: '#5e4131',
  Weathered: '#8f8b81',
  White: '#f8f7f4',
  // 'Other' is any colour, so it is drawn as a mix rather than one more flat tone.
  Other: 'conic-gradient(#c8734a, #d6b582, #3d6a9e, #2f5d50, #c8734a)',
};

export const swatchFor = (name: string): string => COLOR_SWATCHES[name as ColorName] ?? COLOR_SWATCHES.Other;
