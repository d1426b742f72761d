// What each named style changes in a drawing: legs, handles, fronts, arms, trims and materials.

export type LegKind =
  | 'tapered' // splayed, tapering wooden legs (Mid-Century, Scandinavian)
  | 'hairpin' // black steel hairpins / frames (Industrial)
  | 'turned' // lathe-turned bulbs (Traditional, Hamptons, Bohemian)
  | 'chunky' // thick square posts (Farmhouse)
  | 'plinth' // low recessed base (Japandi)
  | 'thin' // slender metal rods (Minimalist)
  | 'cane' // light wood wrapped in rattan rings (Coastal)
  | 'deco' // brass-capped tapered feet (Art Deco)
  | 'block' // short square metal feet (Modern)
  | 'slab'; // solid end panels (Japandi tables)

export type HandleKind = 'bar' | 'knob' | 'cup' | 'ring' | 'none' | 'finger' | 'long' | 'rope' | 'deco';
export type FrontKind = 'flat' | 'shaker' | 'raised' | 'plank' | 'cane' | 'fluted' | 'slat' | 'pattern' | 'frame';
export type ArmKind = 'track' | 'rolled' | 'slim' | 'curved' | 'wood' | 'rattan';
export type Textile = 'plain' | 'piped' | 'tufted' | 'leather' | 'boho' | 'channel' | 'stripe' | 'skirt' | 'buttoned';
export type TopKind = 'flat' | 'crown' | 'rounded' | 'overhang';

export interface StyleTraits {
  name: string;
  leg: LegKind;
  /** Leg height relative to the style's norm (Japandi sits low). */
  legScale: number;
  handle: HandleKind;
  front: FrontKind;
  arm: ArmKind;
  textile: Textile;
  top: TopKind;
  /** Corner rounding in cm-per-metre of the piece. */
  round: number;
  /** Wood used for legs and frames. */
  wood: string;
  /** Metal for handles, feet and frames. */
  metal: string;
  /** Shiny metal (brass, chrome) gets a stronger highlight. */
  shinyMetal: boolean;
  /** Contrasting painted trim (Hamptons white). */
  trim?: string;
  /** Accent colours for patterns, books and cushions. */
  accents: string[];
}

const BASE: Omit<StyleTraits, 'name'> = {
  leg: 'block',
  legScale: 1,
  handle: 'bar',
  front: 'flat',
  arm: 'track',
  textile: 'piped',
  top: 'flat',
  round: 1,
  wood: '#b48a5a',
  metal: '#2a2a2c',
  shinyMetal: false,
  accents: ['#c4a484', '#7a8b99', '#d9d4cc', '#a05a3c'],
};

const TRAITS: Record<string, Partial<StyleTraits>> = {
  modern: { leg: 'block', handle: 'bar', front: 'flat', arm: 'track', textile: 'piped', metal: '#2b2b2d' },
  scandinavian: {
    leg: 'tapered',
    handle: 'knob',
    arm: 'slim',
    textile: 'plain',
    round: 3,
    wood: '#d6b98d',
    accents: ['#e8e2d6', '#9fb1a4', '#d7a98c', '#8a9bb0'],
  },
  industrial: {
    leg: 'hairpin',
    handle: 'cup',
    front: 'frame',
    arm: 'track',
    textile: 'leather',
    round: 0.5,
    wood: '#7a5a3c',
    metal: '#1e1e20',
    accents: ['#8c5a3c', '#5a5f63', '#b08d57', '#3f4a3c'],
  },
  'mid-century': {
    leg: 'tapered',
    handle: 'long',
    arm: 'slim',
    textile: 'buttoned',
    round: 2,
    wood: '#6b4630',
    metal: '#b8954a',
    accents: ['#d98c2b', '#2f6f6a', '#c65a3a', '#e3c35a'],
  },
  coastal: {
    leg: 'cane',
    handle: 'rope',
    front: 'cane',
    arm: 'rattan',
    textile: 'stripe',
    round: 2,
    wood: '#d9c6a2',
    metal: '#c9c4b8',
    accents: ['#4f7ea8', '#f2efe6', '#8fb8c9', '#d8c8a0'],
  },
  hamptons: {
    leg: 'turned',
    handle: 'cup',
    front: 'shaker',
    arm: 'rolled',
    textile: 'skirt',
    top: 'crown',
    round: 1.5,
    wood: '#f2efe8',
    metal: '#b9bcbf',
    shinyMetal: true,
    trim: '#f6f4ef',
    accents: ['#2d4a6b', '#f5f3ee', '#a9c1d6', '#c9b99a'],
  },
  farmhouse: {
    leg: 'chunky',
    handle: 'cup',
    front: 'plank',
    arm: 'rolled',
    textile: 'plain',
    top: 'overhang',
    round: 0.5,
    wood: '#9b7650',
    metal: '#2a2624',
    accents: ['#f0ead8', '#7d8c6a', '#a65e45', '#c9b48a'],
  },
  japandi: {
    leg: 'plinth',
    legScale: 0.6,
    handle: 'finger',
    front: 'slat',
    arm: 'wood',
    textile: 'plain',
    round: 2.5,
    wood: '#b99c78',
    metal: '#3a3632',
    accents: ['#d8cfc0', '#6f6a5f', '#a99a82', '#3f3b36'],
  },
  minimalist: {
    leg: 'thin',
    handle: 'none',
    front: 'flat',
    arm: 'track',
    textile: 'plain',
    round: 0.3,
    wood: '#cdb79a',
    metal: '#1d1d1f',
    accents: ['#e6e4e0', '#9a9a9a', '#cfcac2', '#4a4a4a'],
  },
  traditional: {
    leg: 'turned',
    handle: 'ring',
    front: 'raised',
    arm: 'rolled',
    textile: 'tufted',
    top: 'crown',
    round: 1,
    wood: '#5c3322',
    metal: '#c9a24a',
    shinyMetal: true,
    accents: ['#7a1f2b', '#c9a24a', '#2e4a3a', '#d9c9a8'],
  },
  bohemian: {
    leg: 'turned',
    legScale: 0.8,
    handle: 'knob',
    front: 'pattern',
    arm: 'rolled',
    textile: 'boho',
    round: 2,
    wood: '#8a5a38',
    metal: '#b07a3a',
    accents: ['#c2562f', '#e2a93b', '#2f7a78', '#8e3b5e', '#f0e2c4'],
  },
  'art deco': {
    leg: 'deco',
    handle: 'deco',
    front: 'fluted',
    arm: 'curved',
    textile: 'channel',
    top: 'rounded',
    round: 4,
    wood: '#3b2418',
    metal: '#c8a04a',
    shinyMetal: true,
    accents: ['#c8a04a', '#1f4f4a', '#7a2a3a', '#e9dcc0'],
  },
};

/** Traits of a style name (case-insensitive); unknown styles draw as Modern. */
export function styleTraits(style: string): StyleTraits {
  const key = style
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  const own = TRAITS[key] ?? TRAITS[key.replace(' ', '-')] ?? TRAITS.modern;
  return { ...BASE, ...own, name: style };
}
