// What the compositor needs to know about a category: how it stands in a room and how it is drawn.
import { CATEGORIES as C } from '../../../shared/constants';
import { isKidsStool } from '../../catalog/art/kids';
import { isRoundTop } from '../../catalog/art/tables';

export interface Size {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

/** Carcass furniture: drawn with a visible end panel and top when turned towards a side wall. */
const BOXES = new Set<string>([
  C.storageWallUnits,
  C.tvUnits,
  C.sideboards,
  C.chestOfDrawers,
  C.wardrobes,
  C.bookshelves,
  C.officeStorages,
  C.kidsCabinets,
  C.bedsideTables,
]);

/** Deep pieces whose head stands at the back wall: drawn as a keystone from the foot to the headboard. */
const BEDS = new Set<string>([C.bedFrames, C.kidsBeds]);

/** Pieces that belong against a wall when the planner does not know better. */
const WALL_PIECES = new Set<string>([...BOXES, C.desks, C.bedFrames, C.kidsBeds]);

export const isBox = (category: string): boolean => BOXES.has(category);

const ON_LEGS = new Set<string>([
  C.coffeeTables,
  C.diningTables,
  C.desks,
  C.sideTables,
  C.kidsTables,
  C.diningChairs,
  C.kidsChairs,
  C.officeChairs,
]);

/** How dark the contact shadow: solid bases block more light than tables and chairs on legs. */
export const shadowStrength = (category: string): number =>
  BOXES.has(category) ? 0.85 : ON_LEGS.has(category) ? 0.45 : 0.7;
export const isBed = (category: string): boolean => BEDS.has(category);

/**
 * Facing the camera, drawn as the planes their art shows (a bed's foot, duvet and headboard; a seat's front, its
 * seat and its back, a sofa's and an armchair's arms at the front), each where it stands in the room.
 */
export const drawnInPlanes = (category: string): boolean => BEDS.has(category) || SEATS_IN_PLANES.has(category);
const SEATS_IN_PLANES = new Set<string>([C.diningChairs, C.sofas, C.armchairs]);

/** A kids' stool: round, the same from every side, so drawn by its front whichever way it is turned. */
export const isStool = (category: string, size: Size): boolean =>
  category === C.kidsChairs && isKidsStool(size.heightCm);

/** Upholstered seats: their back cushions' face stands a good way in from their back (a chair's back at its back). */
export const isUpholstered = (category: string): boolean => category === C.sofas || category === C.armchairs;

/** A round table: the catalog lists its depth equal to its width, as its art reads it. */
export const isRound = (size: Size): boolean => isRoundTop(size.widthCm, size.depthCm);
/** Tables whose catalog art draws a round top when the product is round (catalog/art/tables.ts). */
const ROUND_TOPPED = new Set<string>([C.diningTables, C.coffeeTables, C.sideTables]);
/** A piece drawn round: a dining, coffee or side table listed as deep as it is wide. */
export const isRoundTable = (category: string, size: Size): boolean => ROUND_TOPPED.has(category) && isRound(size);
export const belongsOnWall = (category: string): boolean =>
  WALL_PIECES.has(category) || !(Object.values(C) as string[]).includes(category);

/** Typical sizes for pieces whose dimensions are missing or absurd. */
const TYPICAL: Record<string, Size> = {
  [C.coffeeTables]: { widthCm: 110, depthCm: 60, heightCm: 45 },
  [C.sofas]: { widthCm: 220, depthCm: 92, heightCm: 85 },
  [C.storageWallUnits]: { widthCm: 200, depthCm: 45, heightCm: 190 },
  [C.tvUnits]: { widthCm: 180, depthCm: 42, heightCm: 52 },
  [C.armchairs]: { widthCm: 85, depthCm: 85, heightCm: 90 },
  [C.sideboards]: { widthCm: 160, depthCm: 45, heightCm: 80 },
  [C.diningChairs]: { widthCm: 46, depthCm: 52, heightCm: 86 },
  [C.diningTables]: { widthCm: 180, depthCm: 90, heightCm: 75 },
  [C.bedFrames]: { widthCm: 165, depthCm: 215, heightCm: 115 },
  [C.bedsideTables]: { widthCm: 50, depthCm: 40, heightCm: 55 },
  [C.chestOfDrawers]: { widthCm: 90, depthCm: 45, heightCm: 110 },
  [C.wardrobes]: { widthCm: 150, depthCm: 60, heightCm: 210 },
  [C.bookshelves]: { widthCm: 90, depthCm: 30, heightCm: 190 },
  [C.desks]: { widthCm: 130, depthCm: 65, heightCm: 75 },
  [C.officeChairs]: { widthCm: 66, depthCm: 66, heightCm: 115 },
  [C.officeStorages]: { widthCm: 47, depthCm: 62, heightCm: 132 },
  [C.sideTables]: { widthCm: 50, depthCm: 50, heightCm: 55 },
  [C.kidsBeds]: { widthCm: 98, depthCm: 200, heightCm: 115 },
  [C.kidsCabinets]: { widthCm: 90, depthCm: 40, heightCm: 80 },
  [C.kidsChairs]: { widthCm: 34, depthCm: 34, heightCm: 58 },
  [C.kidsTables]: { widthCm: 80, depthCm: 60, heightCm: 50 },
};
const FALLBACK_SIZE: Size = { widthCm: 80, depthCm: 45, heightCm: 80 };

const sane = (v: unknown, fallback: number, max: number): number => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 5 ? Math.min(n, max) : fallback;
};

/** Dimensions the planner can trust: finite, at least 5 cm, at most a size that fits a room. */
export function saneSize(category: string, dims: Partial<Size> | undefined): Size {
  const t = TYPICAL[category] ?? FALLBACK_SIZE;
  return {
    widthCm: sane(dims?.widthCm, t.widthCm, 400),
    depthCm: sane(dims?.depthCm, t.depthCm, 300),
    heightCm: sane(dims?.heightCm, t.heightCm, 250),
  };
}
