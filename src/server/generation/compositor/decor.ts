// Plants and lamps the style suggests, set where the furniture left room for them.
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { CATEGORIES as C } from '../../../shared/constants';
import { Rng } from '../../catalog/art/rng';
import { quantizeScale } from './art';
import { type DecorArt, floorLampArt, plantArt, tableLampArt } from './decorArt';
import { Floor } from './floor';
import type { Camera, Rect } from './geometry';
import type { RoomLook } from './palette';
import type { Placement, Plan } from './planner';
import { type Box, paintKey } from './pose';
import { blit, type Sprite } from './sprite';
import { coveredShare } from './visibility';

export interface DecorItem {
  art: DecorArt;
  /** Bottom centre: across, height it stands at (0 on the floor, a table top otherwise), depth. */
  x: number;
  h: number;
  z: number;
  /** Floor footprint, for contact shadows; none for what stands on furniture. */
  footprint?: Rect;
  /** Drawn right after this placement (a lamp on its table); otherwise by depth. */
  onPiece?: number;
}

const FLOOR_LAMP_ROOMS = new Set([
  'Living Room - Small',
  'Living Room - Large',
  'Bedroom - Large',
  'Gaming/Office Room',
  'Home Theater',
]);

/**
 * The share of a piece's image box a plant or lamp may stand in front of: more, and a shade over a bookcase or
 * leaves across a wardrobe read as pieces colliding on screen.
 */
const OVER_PIECE = 0.03;

/** The image box of what is drawn solid of a piece of dressing standing at (x, z), `above` the floor (cm). */
function decorBox(cam: Camera, art: DecorArt, x: number, z: number, above = 0): Box {
  const s = cam.scale(z);
  const foot = cam.project(x, above, z);
  const w = art.solidWidthCm * s;
  const h = art.heightCm * s;
  return { left: foot.x - w / 2, top: foot.y - h, width: w, height: h };
}

/** The share of a plant or lamp that a piece in front of it may hide: more, and it peeks out from behind. */
const HIDDEN_DECOR = 0.25;

/**
 * Whether dressing at (x, z) would be drawn over a piece behind it, stand mostly hidden behind one in front of
 * it, or cross other dressing either way.
 */
function standsOver(
  cam: Camera,
  placements: readonly Placement[],
  placed: readonly DecorItem[],
  art: DecorArt,
  x: number,
  z: number,
): boolean {
  const box = decorBox(cam, art, x, z);
  const over = (behind: Box) => coveredShare(behind, box) > OVER_PIECE;
  return (
    placements.some((p) => (paintKey(p) <= z ? over(p.box) : coveredShare(box, p.box) > HIDDEN_DECOR)) ||
    // A lamp on a table too: a floor lamp behind it stood its shade over the table lamp's, one lamp on another.
    placed.some((d) => {
      const other = decorBox(cam, d.art, d.x, d.z, d.h);
      return over(other) || coveredShare(box, other) > OVER_PIECE;
    })
  );
}

export function planDecor(plan: Plan, look: RoomLook, style: string, seed: string): DecorItem[] {
  const { room, camera, placements } = plan;
  const floor = new Floor(room, camera, 6);
  for (const p of placements) floor.take(p.footprint);
  const rnd = new Rng(`decor|${seed}|${placements.length}`);
  const items: DecorItem[] = [];
  const W = room.width;
  const D = room.depth;
  const stand = (art: DecorArt, spots: [number, number][], foot = 34): boolean => {
    for (const [cx, cz] of spots) {
      const r = { x: cx - foot / 2, z: cz - foot / 2, w: foot, d: foot };
      const z = cz + foot / 2 - 6;
      if (floor.fits(r) && !standsOver(camera, placements, items, art, cx, z)) {
        floor.take(r);
        items.push({ art, x: cx, h: 0, z, footprint: r });
        return true;
      }
    }
    return false;
  };
  // Lamps on bedside tables and on side tables, two at most.
  const tables = placements.filter(
    (p) => (p.category === C.bedsideTables || p.category === C.sideTables) && p.angle === 0 && p.size.heightCm < 90,
  );
  for (const t of tables.slice(0, 2)) {
    // Set at the front edge of the top, where the flat front view draws it.
    items.push({
      art: tableLampArt(look.accent),
      x: t.x,
      h: t.size.heightCm,
      z: t.footprint.z + t.footprint.d - 3,
      onPiece: t.index,
    });
  }
  // A floor lamp at an end of the main seat or the bed.
  if (FLOOR_LAMP_ROOMS.has(plan.roomType)) {
    const host =
      placements.find((p) => (p.category === C.sofas || p.category === C.desks) && p.angle === 0) ??
      placements.find((p) => p.category === C.armchairs);
    if (host) {
      const f = host.footprint;
      // The end towards the nearer side wall first, so the lamp frames the group rather than stands inside it.
      const ends = host.x < W / 2 ? [f.x - 26, f.x + f.w + 26] : [f.x + f.w + 26, f.x - 26];
      // Further out where the nearest spots would stand it over a piece beside the host.
      const out = host.x < W / 2 ? [-30, 30] : [30, -30];
      stand(floorLampArt(look.metal, look.accent), [
        [ends[0], f.z + 20],
        [ends[0], f.z + f.d - 10],
        [ends[1], f.z + 20],
        [ends[1], f.z + f.d - 10],
        [ends[0] + out[0], f.z + 20],
        [ends[1] + out[1], f.z + 20],
        [ends[0] + out[0], f.z + f.d + 10],
        [ends[1] + out[1], f.z + f.d + 10],
        // Else a back corner, the one away from the window first.
        [W - 30, 26],
        [30, 26],
      ]);
    }
  }
  // Plants in the corners, the one by the window first.
  const corners: [number, number][] = [
    [30, D * 0.12],
    [W - 30, 26],
    [30, 26],
    [W - 30, D * 0.45],
  ];
  let plants = look.plants;
  for (const [x, z] of corners) {
    if (plants <= 0) break;
    const inward = x < W / 2 ? 1 : -1;
    // Near the corner, else further along either wall, clear of what stands there.
    const spots: [number, number][] = [
      [x, z],
      [x, z + 20],
      [x + inward * 20, z],
      [x, z + 60],
      [x + inward * 60, z],
      [x, z + 100],
      [x, z + 140],
    ];
    if (stand(plantArt(style, rnd), spots, 40)) plants--;
  }
  return items;
}

const rasters = new LRUCache<string, Sprite>({ max: 256 });

function raster(art: DecorArt, k: number): Sprite {
  const key = `${art.svg.length}:${hash(art.svg)}|${k}`;
  const hit = rasters.get(key);
  if (hit) return hit;
  const img = new Resvg(art.svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(art.widthCm * k)) },
    font: { loadSystemFonts: false },
  }).render();
  const sprite = { width: img.width, height: img.height, data: new Uint8Array(img.pixels) };
  rasters.set(key, sprite);
  return sprite;
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

export function drawDecor(dst: Sprite, cam: Camera, item: DecorItem): void {
  const k = quantizeScale(cam.scale(item.z));
  const sprite = raster(item.art, k);
  const foot = cam.project(item.x, item.h, item.z);
  blit(dst, sprite, Math.round(foot.x - sprite.width / 2), Math.round(foot.y - sprite.height));
}
