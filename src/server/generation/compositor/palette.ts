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
  /** The style's accent: art and lamp shades (the rug and drapes carry the chosen colour). */
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

/** Above this luminance a colour is pale: pale pieces need a deeper wall behind them. */
export const PALE_LUMINANCE = 0.72;
/** The least luminance difference between the chosen colour and the back wall. */
const MIN_WALL_CONTRAST = 0.15;

/**
 * The style's own accent, the 10 % of a designed room: art, lamp shades and cushions, so that the
 * chosen colour leads without being the only one.
 */
const STYLE_ACCENT: Record<string, string> = {
  Modern: '#c0643f',
  Scandinavian: '#6f8f7a',
  Industrial: '#b2622a',
  'Mid-Century': '#d49a2a',
  Coastal: '#3f7fa0',
  Hamptons: '#5b7fa6',
  Farmhouse: '#7d8b5a',
  Japandi: '#8c6a4f',
  Minimalist: '#4a4a4a',
  Traditional: '#8b2f3a',
  Bohemian: '#c0562e',
  'Art Deco': '#1f6b5c',
};

/**
 * 60 % neutral, 30 % the chosen colour, 10 % the style's accent. The walls are the neutral: only
 * faintly tinted by the chosen colour, so pieces in a strong colour stand out against them instead
 * of melting into a wall of their own colour. Pale pieces would vanish against pale walls, so a
 * pale choice gets a deeper back wall. The chosen colour itself is in the pieces (the catalog's),
 * the rug and the drapes; the style's accent in the art and the lamps.
 */
export function roomLook(style: string, color: string): RoomLook {
  const base = STYLE[style] ?? STYLE.Modern;
  const chosen = colorHex(color);
  const lum = luminance(chosen);
  // A wood tone is a furniture finish, not a paint: it only warms the walls.
  const wood = isWoodTone(color);
  const pale = !wood && lum > PALE_LUMINANCE;
  const styleAccent = STYLE_ACCENT[style] ?? STYLE_ACCENT.Modern;
  const deeper = darken(mix(base.wall, styleAccent, 0.25), 0.3);
  const tinted = mix(base.wall, chosen, wood ? 0.22 : 0.1);
  // Pale pieces, painted or a light wood, would vanish against a wall as light as they are.
  const backWall = pale || Math.abs(luminance(tinted) - lum) < MIN_WALL_CONTRAST ? deeper : tinted;
  const sideWall = wood ? mix(base.wall, chosen, 0.1) : mix(base.wall, chosen, pale ? 0.2 : 0.05);
  // Textiles carry the chosen colour; a near-white one is deepened so the rug still shows a pattern.
  const textile = lum > 0.8 ? darken(chosen, 0.35) : chosen;
  const accent = styleAccent;
  // A pale choice is the rug's ground itself, a deeper one its pattern on a light ground.
  const rugGround = base.rug === 'jute' ? '#c9b38c' : pale ? chosen : mix('#f4efe6', textile, lum < 0.3 ? 0.2 : 0.3);
  return {
    backWall,
    sideWall,
    ceiling: lighten(base.wall, 0.45),
    skirting: style === 'Minimalist' ? darken(base.wall, 0.05) : lighten(mix(base.wall, '#ffffff', 0.6), 0.2),
    accent,
    rug: {
      ground: rugGround,
      pattern: mix(textile, rugGround, 0.2),
      border: darken(mix(textile, rugGround, 0.15), 0.1),
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
          ? mix(textile, '#efe9df', lum < 0.3 ? 0.35 : 0.5)
          : CURTAINS[style] === 'blind'
            ? mix('#e9e1d2', textile, 0.12)
            : '#f7f5f0',
    },
  };
}
