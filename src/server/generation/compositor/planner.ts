// Layout planner: where each piece of a room stands. Pure: pieces in, placements out.
import type { Dimensions } from '../../../shared/api';
import { CATEGORIES as C } from '../../../shared/constants';
import { backWall, type Candidate, near, rows, sideWall } from './candidates';
import { Floor, overlaps } from './floor';
import { baseRoom, Camera, type Rect, type Room } from './geometry';
import { belongsOnWall, saneSize, type Size } from './kinds';
import { type Box, type Pose, poseBox, poseOf } from './pose';
import { pairLeftovers, RECIPES } from './recipes';

export interface PlanPiece {
  id: string;
  category: string;
  dimensions?: Partial<Dimensions>;
}

export interface Placement {
  /** Index of the piece in the input. */
  index: number;
  id: string;
  category: string;
  size: Size;
  /** Floor footprint (cm, axis-aligned bounds of the turned piece). */
  footprint: Rect;
  angle: number;
  /** Centre of the footprint across the room (cm from the left wall). */
  x: number;
  /** Floor depth of the footprint centre (cm from the back wall). */
  y: number;
  /** Image box the piece is drawn in. */
  box: Box;
  widthPx: number;
  heightPx: number;
  /** Drawing order, back to front. */
  zOrder: number;
  pose: Pose;
}

export interface Plan {
  roomType: string;
  room: Room;
  camera: Camera;
  placements: Placement[];
}

export interface Item {
  index: number;
  id: string;
  category: string;
  size: Size;
}

/** What a recipe works with: the floor, the items still to place, and the spots of the pieces already placed. */
export class Planning {
  readonly done = new Map<number, { rect: Rect; angle: number }>();
  /** Floor in front of the main pieces that fallbacks keep clear, so nothing foreign stands before a bed or sofa. */
  readonly corridors: Rect[] = [];

  constructor(
    readonly room: Room,
    readonly floor: Floor,
    readonly items: Item[],
  ) {}

  of(category: string): Item[] {
    return this.items.filter((i) => i.category === category && !this.done.has(i.index));
  }

  keepClear(anchor: Rect | undefined): void {
    if (!anchor) return;
    this.corridors.push({
      x: anchor.x + anchor.w * 0.1,
      z: anchor.z,
      w: anchor.w * 0.8,
      d: this.room.depth - anchor.z,
    });
  }

  /** Places the item at the first candidate the floor accepts. */
  put(item: Item, ...sources: Iterable<Candidate>[]): Rect | undefined {
    if (this.done.has(item.index)) return this.done.get(item.index)!.rect;
    for (const source of sources) {
      for (const c of source) {
        if (this.floor.fits(c.rect, item.size.heightCm)) {
          this.floor.take(c.rect);
          this.done.set(item.index, c);
          return c.rect;
        }
      }
    }
    return undefined;
  }

  /**
   * Anywhere sensible: along the walls first, then the open floor at the sides of the room (never in front of
   * the main group). A carcass that finds no wall is left unplaced, so the planner tries a bigger room rather
   * than stand it mid-floor.
   */
  putAnywhere(item: Item): Rect | undefined {
    const { room } = this;
    const { widthCm: w } = item.size;
    const walls = [
      backWall(room, item.size, room.width / 2),
      sideWall(room, 'right', item.size, room.depth * 0.4),
      sideWall(room, 'left', item.size, room.depth * 0.6),
    ];
    if (belongsOnWall(item.category)) return this.put(item, ...walls);
    const reach = room.width * 0.2;
    const sides = [
      near(room, item.size, 0, Math.min(room.width / 2, w / 2 + 12), room.depth * 0.5, reach),
      near(room, item.size, 0, Math.max(room.width / 2, room.width - w / 2 - 12), room.depth * 0.5, reach),
    ];
    const clear = this.corridors;
    const open = sides.map(function* (source) {
      for (const c of source) if (!clear.some((r) => overlaps(r, c.rect))) yield c;
    });
    return this.put(item, ...walls, ...open);
  }
}

const PARTNERS = new Set<string>([C.diningTables, C.kidsTables, C.desks, C.bedFrames, C.kidsBeds, C.sofas]);

function attempt(roomType: string, room: Room, items: Item[], gap: number): Planning | undefined {
  const cam = new Camera(room);
  const planning = new Planning(room, new Floor(room, cam, gap), items);
  (RECIPES[roomType] ?? (() => {}))(planning);
  // What the recipe left: partners first (a desk before its chair), then the rest along the walls.
  for (const item of items)
    if (PARTNERS.has(item.category) && !planning.done.has(item.index)) planning.putAnywhere(item);
  pairLeftovers(planning);
  for (const item of items) if (!planning.done.has(item.index)) planning.putAnywhere(item);
  return planning.done.size === items.length ? planning : undefined;
}

/** Crowded beyond any arrangement: rows across the floor, biggest first. */
function rowsAttempt(room: Room, items: Item[]): Planning | undefined {
  const cam = new Camera(room);
  const planning = new Planning(room, new Floor(room, cam, 2), items);
  const bySize = [...items].sort(
    (a, b) => b.size.widthCm * b.size.depthCm - a.size.widthCm * a.size.depthCm || a.index - b.index,
  );
  for (const item of bySize) if (!planning.put(item, rows(room, item.size))) return undefined;
  return planning;
}

const GROWTH = [1, 1.15, 1.3, 1.5, 1.75, 2, 2.5, 3, 4, 5, 6];

function grown(base: Room, k: number): Room {
  return { width: Math.round(base.width * k), depth: Math.round(base.depth * k), height: base.height };
}

/** `room` fixes the room instead of the room type's own (which grows when the pieces do not fit). */
export function planRoom(roomType: string, pieces: readonly PlanPiece[], room?: Room): Plan {
  const items: Item[] = pieces.map((p, index) => ({
    index,
    id: p.id,
    category: p.category,
    size: saneSize(p.category, p.dimensions),
  }));
  const base = room ?? baseRoom(roomType);
  let planning: Planning | undefined;
  // The room type's usual room first; tighter gaps, then a bigger room, when the pieces do not fit.
  for (const k of GROWTH) {
    const size = grown(base, k);
    planning =
      attempt(roomType, size, items, 4) ??
      attempt(roomType, size, items, 1) ??
      (k >= 2 ? rowsAttempt(size, items) : undefined);
    if (planning) break;
  }
  if (!planning) throw new Error('room planner: the pieces do not fit any room');
  return finish(roomType, planning, items);
}

/** Painter's order: the nearest front edge last; against a side wall, the middle of the piece counts. */
export function paintKey(p: Pick<Placement, 'pose' | 'angle' | 'y' | 'footprint'>): number {
  return p.pose.mode === 'turned' && Math.abs(p.angle) === 90 ? p.y : p.footprint.z + p.footprint.d;
}

function finish(roomType: string, planning: Planning, items: Item[]): Plan {
  const { room } = planning;
  const camera = planning.floor.cam;
  const placements: Placement[] = items.map((item) => {
    const { rect, angle } = planning.done.get(item.index)!;
    const pose = poseOf(item.category, item.size, rect, angle);
    const box = poseBox(camera, pose, rect);
    return {
      index: item.index,
      id: item.id,
      category: item.category,
      size: item.size,
      footprint: rect,
      angle,
      x: rect.x + rect.w / 2,
      y: rect.z + rect.d / 2,
      box,
      widthPx: box.width,
      heightPx: box.height,
      zOrder: 0,
      pose,
    };
  });
  [...placements]
    .sort(
      (a, b) =>
        paintKey(a) - paintKey(b) ||
        Math.abs(b.x - room.width / 2) - Math.abs(a.x - room.width / 2) ||
        a.index - b.index,
    )
    .forEach((p, i) => {
      p.zOrder = i;
    });
  return { roomType, room, camera, placements };
}
