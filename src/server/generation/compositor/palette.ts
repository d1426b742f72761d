// The room's look from its style and colour: wall paint, floor material, wall treatment and decor.
import { colorHex, darken, isWoodTone, lighten, luminance, mix } from '../../catalog/art/colors';

export type FloorKind = 'boards' | 'herringbone' | 'concrete' | 'tiles';
export type WallTreatment = 'plain' | 'brick' | 'wainscot' | 'shiplap' | 'slats' | 'deco';

export interface RoomLook {
  /** Back wall (may be a feature wall in the chosen colour). */
  backWall: string;
  sideWall: string;
  ceiling: string;
  skirting: string;
  /** Accent for textiles, art and the rug. */
  accent: string;
  /** The rug's ground and pattern colours. */
  rug: { ground: string; pattern: string; border: string; kind: 'plain' | 'border' | 'stripes' | 'diamond' | 'jute' };
  floor: { kind: FloorKind; base: string; plankCm: number; variation: number };
  wall: WallTreatment;
  metal: string;
  plants: number;
  pendant: 'none' | 'globe' | 'dome' | 'cage' | 'paper';
  art: 'abstract' | 'frames' | 'landscape' | 'mirror' | 'none';
  /** Window dressing and its fabric. */
  curtain: { kind: 'none' | 'drapes' | 'sheer' | 'blind'; color: string };
}

const CURTAINS: Record<string, RoomLook['curtain']['kind']> = {
  Traditional: 'drapes',
  Hamptons: 'drapes',
  Bohemian: 'drapes',
  'Art Deco': 'drapes',
  Farmhouse: 'drapes',
  Coastal: 'sheer',
  Scandinavian: 'sheer',
  Modern: 'sheer',
  Japandi: 'blind',
  'Mid-Century': 'blind',
  Minimalist: 'blind',
  Industrial: 'none',
};

interface StyleBase {
  wall: string;
  floor: RoomLook['floor'];
  treatment: WallTreatment;
  metal: string;
  rug: RoomLook['rug']['kind'];
  plants: number;
  pendant: RoomLook['pendant'];
  art: RoomLook['art'];
}

const STYLE: Record<string, StyleBase> = {
  Modern: {
    wall: '#e8e5e0',
    floor: { kind: 'boards', base: '#b68d62', plankCm: 20, variation: 0.08 },
    treatment: 'plain',
    metal: '#2b2b2b',
    rug: 'plain',
    plants: 1,
    pendant: 'globe',
    art: 'abstract',
  },
  Scandinavian: {
    wall: '#f1efea',
    floor: { kind: 'boards', base: '#dcc7a6', plankCm: 18, variation: 0.06 },
    treatment: 'plain',
    metal: '#2f2f2f',
    rug: 'diamond',
    plants: 2,
    pendant: 'paper',
    art: 'frames',
  },
  Industrial: {
    wall: '#d9d6d1',
    floor: { kind: 'concrete', base: '#9c9a96', plankCm: 120, variation: 0.05 },
    treatment: 'brick',
    metal: '#1f1f1f',
    rug: 'border',
    plants: 1,
    pendant: 'cage',
    art: 'frames',
  },
  'Mid-Century': {
    wall: '#ece4d6',
    floor: { kind: 'boards', base: '#9a6b43', plankCm: 14, variation: 0.1 },
    treatment: 'slats',
    metal: '#b08a4a',
    rug: 'stripes',
    plants: 2,
    pendant: 'dome',
    art: 'abstract',
  },
  Coastal: {
    wall: '#eef2f2',
    floor: { kind: 'boards', base: '#e2dcd1', plankCm: 19, variation: 0.05 },
    treatment: 'shiplap',
    metal: '#c9c4b8',
    rug: 'jute',
    plants: 1,
    pendant: 'globe',
    art: 'landscape',
  },
  Hamptons: {
    wall: '#f2f0ea',
    floor: { kind: 'boards', base: '#cdb592', plankCm: 22, variation: 0.06 },
    treatment: 'wainscot',
    metal: '#bfa36a',
    rug: 'border',
    plants: 1,
    pendant: 'dome',
    art: 'landscape',
  },
  Farmhouse: {
    wall: '#efe9de',
    floor: { kind: 'boards', base: '#a97b4f', plankCm: 24, variation: 0.12 },
    treatment: 'shiplap',
    metal: '#2d2a26',
    rug: 'stripes',
    plants: 2,
    pendant: 'dome',
    art: 'frames',
  },
  Japandi: {
    wall: '#ebe5db',
    floor: { kind: 'boards', base: '#d6c09c', plankCm: 20, variation: 0.05 },
    treatment: 'slats',
    metal: '#3a3530',
    rug: 'jute',
    plants: 1,
    pendant: 'paper',
    art: 'abstract',
  },
  Minimalist: {
    wall: '#f3f2ef',
    floor: { kind: 'tiles', base: '#d8d5cf', plankCm: 80, variation: 0.025 },
    treatment: 'plain',
    metal: '#3a3a3a',
    rug: 'plain',
    plants: 0,
    pendant: 'none',
    art: 'none',
  },
  Traditional: {
    wall: '#ece3d2',
    floor: { kind: 'herringbone', base: '#a4754a', plankCm: 9, variation: 0.1 },
    treatment: 'wainscot',
    metal: '#b08d4f',
    rug: 'border',
    plants: 1,
    pendant: 'dome',
    art: 'landscape',
  },
  Bohemian: {
    wall: '#efe1cc',
    floor: { kind: 'boards', base: '#b07e52', plankCm: 16, variation: 0.12 },
    treatment: 'plain',
    metal: '#a7824a',
    rug: 'diamond',
    plants: 3,
    pendant: 'paper',
    art: 'frames',
  },
  'Art Deco': {
    wall: '#e9e1d3',
    floor: { kind: 'herringbone', base: '#6e4a33', plankCm: 9, variation: 0.08 },
    treatment: 'deco',
    metal: '#c5a15a',
    rug: 'border',
    plants: 1,
    pendant: 'globe',
    art: 'mirror',
  },
};

/** Colours that would be oppressive on every wall go on the back wall only. */
function saturation(hexColor: string): number {
  const h = hexColor.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

export function roomLook(style: string, color: string): RoomLook {
  const base = STYLE[style] ?? STYLE.Modern;
  const chosen = colorHex(color);
  const lum = luminance(chosen);
  // A wood tone is a furniture finish, not a paint: it only warms the walls and colours the accents.
  const wood = isWoodTone(color);
  const bold = !wood && (lum < 0.42 || saturation(chosen) > 0.45);
  // A bold colour makes a feature wall; a pale one tints every wall a little.
  const backWall = bold ? (lum < 0.12 ? lighten(chosen, 0.12) : chosen) : mix(base.wall, chosen, wood ? 0.22 : 0.45);
  const sideWall = bold ? mix(base.wall, chosen, 0.06) : mix(base.wall, chosen, wood ? 0.1 : 0.3);
  const accent = lum > 0.8 ? darken(chosen, 0.35) : chosen;
  const rugGround =
    base.rug === 'jute' ? '#c9b38c' : bold ? mix(lighten(base.wall, 0.2), chosen, 0.12) : mix('#f4efe6', chosen, 0.25);
  return {
    backWall,
    sideWall,
    ceiling: lighten(base.wall, 0.45),
    skirting: style === 'Minimalist' ? darken(base.wall, 0.05) : lighten(mix(base.wall, '#ffffff', 0.6), 0.2),
    accent,
    rug: {
      ground: rugGround,
      pattern: mix(accent, rugGround, 0.25),
      border: darken(mix(accent, rugGround, 0.15), 0.1),
      kind: base.rug,
    },
    floor: base.floor,
    wall: base.treatment,
    metal: base.metal,
    plants: base.plants,
    pendant: base.pendant,
    art: base.art,
    curtain: {
      kind: CURTAINS[style] ?? 'sheer',
      // Drapes pick up the room colour, softened; sheers and blinds stay light.
      color:
        CURTAINS[style] === 'drapes'
          ? mix(accent, '#efe9df', lum < 0.3 ? 0.35 : 0.5)
          : CURTAINS[style] === 'blind'
            ? mix('#e9e1d2', accent, 0.12)
            : '#f7f5f0',
    },
  };
}
