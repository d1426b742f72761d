// Layout planner: where each piece of a room stands. Pure: pieces in, placements out.
import type { Dimensions } from '../../../shared/api';
import { CATEGORIES as C } from '../../../shared/constants';
import { backWall, rows, sideWall } from './candidates';
import { Floor } from './floor';
import { chosenCamera, chosenFraming } from './cameraChoice';
import { tuckedChairs } from './tucked';
import { baseRoom, Camera, type Rect, type Room } from './geometry';
import { belongsOnWall, saneSize, type Size } from './kinds';
import { type Item, Planning } from './planning';
import { type Box, paintKey, type Pose, poseBox, poseOf } from './pose';
import { DRAWN_ONLY, pairLeftovers, RECIPES, VARIANTS } from './recipes';
import { designerRelations, type PlacedPlan } from './relations';

export interface PlanPiece {
  id: string;
  category: string;
  dimensions?: Partial<Dimensions>;
  /** How a refusal names the piece. */
  title?: string;
  /** Its picture: an imported photo has no planes to draw, and stands upright at its front (drawPiece.ts). */
  image?: { kind: string };
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

const PARTNERS = new Set<string>([C.diningTables, C.kidsTables, C.desks, C.bedFrames, C.kidsBeds, C.sofas]);

/**
 * How strict an attempt is: a designer's (partners placed together, storage in sight, and the rules of
 * relations.ts kept), the rules kept however the pieces got there, or fitting only.
 */
type Strictness = 'designer' | 'rules' | 'fit';

/**
 * How a room's plan is chosen among the recipe's arrangements that place every piece: by its picture (the renderer,
 * the layout editor), or the first (a photo of the user's room, whose camera is the photo's; a check that the pieces
 * fit at all); a number takes that arrangement alone (below `arrangements`), for its picture to be drawn and weighed.
 */
export type ArrangementChoice = 'picture' | 'first' | number;

/** How many arrangements a room type's recipe has: those weighed by their boxes, then those only drawn. */
export const arrangements = (roomType: string): number => (VARIANTS[roomType] ?? 1) + (DRAWN_ONLY[roomType] ?? 0);

/**
 * Of the recipe's arrangements that place every piece, by `choice` the first, or the one whose picture comes
 * nearest the picture goals as the camera choice estimates it from the pieces' boxes: the goals it misses, then by
 * how much; the first (the designer's) on a tie.
 */
function attempt(
  roomType: string,
  room: Room,
  items: Item[],
  gap: number,
  strict: Strictness,
  choice: ArrangementChoice,
): Planning | undefined {
  if (typeof choice === 'number')
    return choice < arrangements(roomType) ? attemptVariant(roomType, room, items, gap, strict, choice) : undefined;
  const variants = VARIANTS[roomType] ?? 1;
  let best: { planning: Planning; shortfall: [number, number] } | undefined;
  const weighed: Planning[] = [];
  for (let variant = 0; variant < variants; variant++) {
    const planning = attemptVariant(roomType, room, items, gap, strict, variant);
    if (!planning) continue;
    if (choice === 'first' || variants === 1) return planning;
    // An arrangement that changes nothing for these pieces (a kids' bed with a table, an office without storage)
    // is the same plan again.
    if (weighed.some((other) => sameSpots(other, planning))) continue;
    weighed.push(planning);
    const shortfall = pictureShortfall(planning);
    if (!best || isNearer(shortfall, best.shortfall)) best = { planning, shortfall };
    if (best.shortfall[0] === 0) break;
  }
  return best?.planning;
}

const sameSpots = (a: Planning, b: Planning) =>
  [...a.done].every(([index, { rect, angle }]) => {
    const other = b.done.get(index)!;
    return other.angle === angle && other.rect.x === rect.x && other.rect.z === rect.z;
  });

const isNearer = ([misses, gap]: [number, number], [bestMisses, bestGap]: [number, number]) =>
  misses < bestMisses || (misses === bestMisses && gap < bestGap);

/** The framing the camera chose for an arrangement that was weighed, so that finishing it does not choose again. */
const framings = new WeakMap<Planning, Camera>();

/** How far an arrangement's picture, from the framing the camera would choose, is from the goals (boxes' estimate). */
function pictureShortfall(planning: Planning): [number, number] {
  const { cam, score } = chosenFraming(planning.room, shotsOfSpots(planning.items, planning.done));
  framings.set(planning, cam);
  return score;
}

/** The plan of an attempt's spots, framed by the camera its weighing chose where it was weighed. */
const finished = (roomType: string, items: readonly Item[], planning: Planning): Plan =>
  finish(roomType, planning.room, items, planning.done, framings.get(planning));

function attemptVariant(
  roomType: string,
  room: Room,
  items: Item[],
  gap: number,
  strict: Strictness,
  variant: number,
): Planning | undefined {
  const cam = new Camera(room);
  const planning = new Planning(
    room,
    new Floor(room, cam, gap),
    items,
    strict !== 'fit',
    strict === 'designer',
    variant,
  );
  (RECIPES[roomType] ?? (() => {}))(planning);
  // What the recipe left: partners first (a desk before its chair), then the rest along the walls.
  for (const item of items)
    if (PARTNERS.has(item.category) && !planning.done.has(item.index)) planning.putAnywhere(item);
  pairLeftovers(planning);
  for (const item of items) if (!planning.done.has(item.index)) planning.putAnywhere(item);
  if (planning.done.size !== items.length || planning.missed) return undefined;
  return strict === 'fit' || keepsTheRules(planning) ? planning : undefined;
}

/**
 * Whether an arrangement keeps every designer relation (relations.ts). A strict attempt keeps the walkways as
 * it places each piece (Planning.put); a relation it cannot see piece by piece (a sofa turned away from the TV
 * that came later, a chair the recipe left for the walls) is checked on the whole plan, and an attempt that
 * breaks one fails.
 */
function keepsTheRules(planning: Planning): boolean {
  const plan: PlacedPlan = {
    room: planning.room,
    placements: planning.items.map((item) => {
      const { rect, angle } = planning.done.get(item.index)!;
      return { index: item.index, category: item.category, size: item.size, footprint: rect, angle };
    }),
  };
  return !designerRelations(plan).length;
}

/** Crowded beyond any arrangement: rows across the floor, biggest first. */
function rowsAttempt(room: Room, items: Item[]): Planning | undefined {
  const cam = new Camera(room);
  const planning = new Planning(room, new Floor(room, cam, 2), items);
  const bySize = [...items].sort(
    (a, b) => b.size.widthCm * b.size.depthCm - a.size.widthCm * a.size.depthCm || a.index - b.index,
  );
  // Storage still goes against a wall where one is free; the rest stands in rows.
  for (const item of bySize) {
    const walls = belongsOnWall(item.category)
      ? [backWall(room, item.size, room.width / 2), sideWall(room, 'left', item.size, room.depth / 2)]
      : [];
    if (!planning.put(item, ...walls, rows(room, item.size))) return undefined;
  }
  return planning;
}

const GROWTH = [1, 1.15, 1.3, 1.5, 1.75, 2, 2.5, 3, 4, 5, 6];
/** The room sizes where a strict attempt (walkways and relations kept) is tried before any that is not. */
const STRICT_GROWTH = GROWTH.filter((k) => k <= 3);

function grown(base: Room, k: number): Room {
  return { width: Math.round(base.width * k), depth: Math.round(base.depth * k), height: base.height };
}

export function itemsOf(pieces: readonly PlanPiece[]): Item[] {
  return pieces.map((p, index) => ({
    index,
    id: p.id,
    category: p.category,
    size: saneSize(p.category, p.dimensions),
    ...(p.image?.kind === 'raster' ? { photo: true } : {}),
  }));
}

/**
 * One room size: the recipe as a designer would have it (walkways kept, chairs at their table, bedside
 * tables beside their bed), with the usual clearance and then tighter; then any arrangement that keeps the
 * walkways and relations; then without; in a grown room, rows as a last resort.
 */
function attemptRoom(
  roomType: string,
  room: Room,
  items: Item[],
  grownRoom: boolean,
  choice: ArrangementChoice,
  /** The strict attempts already failed in this room (planRoom tried them first). */
  strictTried = false,
): Planning | undefined {
  return (
    (strictTried ? undefined : keepingTheRules(roomType, room, items, choice)) ??
    attempt(roomType, room, items, 4, 'fit', choice) ??
    attempt(roomType, room, items, 1, 'fit', choice) ??
    (grownRoom ? rowsAttempt(room, items) : undefined)
  );
}

const strictAttempt = (roomType: string, room: Room, items: Item[], strict: Strictness, choice: ArrangementChoice) =>
  attempt(roomType, room, items, 4, strict, choice) ?? attempt(roomType, room, items, 1, strict, choice);

/** In this room, a designer's arrangement, else one that keeps the walkways and relations however it got there. */
const keepingTheRules = (roomType: string, room: Room, items: Item[], choice: ArrangementChoice) =>
  strictAttempt(roomType, room, items, 'designer', choice) ?? strictAttempt(roomType, room, items, 'rules', choice);

/**
 * The plan in exactly this room, or undefined when the pieces do not fit it. A set that plans here is
 * drawn by the renderer in this room, or, when only the fit-only attempt placed it here,
 * in a room up to 3× larger where a strict attempt keeps the walkways and relations.
 */
export function planInRoom(
  roomType: string,
  pieces: readonly PlanPiece[],
  room: Room,
  choice: ArrangementChoice = 'picture',
): Plan | undefined {
  const items = itemsOf(pieces);
  const planning = attemptRoom(roomType, room, items, false, choice);
  return planning && finished(roomType, items, planning);
}

/**
 * One of the recipe's arrangements (`choice`, below `arrangements`) in exactly this room, keeping the walkways and
 * relations, and how far its picture is from the goals as the boxes estimate it from the framing chosen (the goals it
 * misses, then by how much); undefined where it cannot. The arrangement check draws it (arrangementCheck.ts).
 */
export function planArrangement(
  roomType: string,
  pieces: readonly PlanPiece[],
  room: Room,
  choice: number,
): { plan: Plan; score: [number, number] } | undefined {
  const items = itemsOf(pieces);
  const planning = keepingTheRules(roomType, room, items, choice);
  if (!planning) return undefined;
  // Weighed first, so that finishing takes the framing its weighing chose rather than choose it again.
  const score = pictureShortfall(planning);
  return { plan: finished(roomType, items, planning), score };
}

/** The plan in exactly this room keeping the walkways and relations (a designer's, else the rules'), or undefined. */
export function planKeepingTheRules(roomType: string, pieces: readonly PlanPiece[], room: Room): Plan | undefined {
  const items = itemsOf(pieces);
  const planning = keepingTheRules(roomType, room, items, 'picture');
  return planning && finished(roomType, items, planning);
}

/** The room type's next `count` room sizes larger than `room` where the planner tries to keep the rules. */
export function largerRooms(roomType: string, room: Room, count: number): Room[] {
  const base = baseRoom(roomType);
  return STRICT_GROWTH.map((k) => grown(base, k))
    .filter((r) => r.width > room.width)
    .slice(0, count);
}

/** `room` fixes the room instead of the room type's own (which grows when the pieces do not fit). */
export function planRoom(
  roomType: string,
  pieces: readonly PlanPiece[],
  room?: Room,
  choice: ArrangementChoice = 'picture',
): Plan {
  const items = itemsOf(pieces);
  const base = room ?? baseRoom(roomType);
  let planning: Planning | undefined;
  // A larger room that keeps every walkway and every relation beats the usual room without; the smallest
  // such room, and in it a designer's arrangement before one that only keeps the rules.
  for (const k of STRICT_GROWTH) {
    planning = keepingTheRules(roomType, grown(base, k), items, choice);
    if (planning) return finished(roomType, items, planning);
  }
  // The room type's usual room first; tighter gaps, then a bigger room, when the pieces do not fit.
  for (const k of GROWTH) {
    planning = attemptRoom(roomType, grown(base, k), items, k >= 2, choice, STRICT_GROWTH.includes(k));
    if (planning) break;
  }
  if (!planning) throw new Error('room planner: the pieces do not fit any room');
  return finished(roomType, items, planning);
}

/** The pieces at their spots as the camera sees them. */
function shotsOfSpots(items: readonly Item[], spots: ReadonlyMap<number, { rect: Rect; angle: number }>) {
  const shots = items.map((item) => {
    const { rect, angle } = spots.get(item.index)!;
    const pose = poseOf(item.category, item.size, rect, angle, item.photo);
    return { item, category: item.category, size: item.size, rect, angle, pose };
  });
  const tucked = tuckedChairs(shots.map((s) => ({ ...s, index: s.item.index, footprint: s.rect })));
  return shots.map((s) => ({ ...s, tuckedUnderCm: tucked.get(s.item.index) }));
}

/** Where a piece in this pose shows in this camera's picture. */
function imageBox(camera: Camera, pose: Pose, rect: Rect): Pick<Placement, 'box' | 'widthPx' | 'heightPx'> {
  const box = poseBox(camera, pose, rect);
  return { box, widthPx: box.width, heightPx: box.height };
}

/** The same plan seen through another camera: the pieces' image boxes follow it (the painting order does not). */
export function withCamera(plan: Plan, camera: Camera): Plan {
  const placements = plan.placements.map((p) => ({ ...p, ...imageBox(camera, p.pose, p.footprint) }));
  return { ...plan, camera, placements };
}

/**
 * The plan of spots already chosen (by a recipe, or by the user's floor plan): the camera that frames them,
 * poses, image boxes, painting order.
 */
export function finish(
  roomType: string,
  room: Room,
  items: readonly Item[],
  spots: ReadonlyMap<number, { rect: Rect; angle: number }>,
  /** The camera chosen for these spots already (it depends on nothing else). */
  chosen?: Camera,
): Plan {
  const shots = shotsOfSpots(items, spots);
  const camera = chosen ?? chosenCamera(room, shots);
  const placements: Placement[] = shots.map(({ item, rect, angle, pose }) => ({
    index: item.index,
    id: item.id,
    category: item.category,
    size: item.size,
    footprint: rect,
    angle,
    x: rect.x + rect.w / 2,
    y: rect.z + rect.d / 2,
    ...imageBox(camera, pose, rect),
    zOrder: 0,
    pose,
  }));
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
