// The combinations the layout audit measures: every room type × every style × three colours × three
// selection sizes (fewest, usual and most pieces), each piece a real item of the seed catalog.
import { CATEGORIES as C, type Category, MAX_FURNITURE_PER_ROOM, ROOM_TYPE_NAMES } from '../../../../shared/constants';
import { generateSeedCatalog } from '../../../catalog/seedCatalog';
import { STYLES } from '../../../catalog/styles';
import type { NewFurniture } from '../../../repositories/catalog';
import { artPiece } from '../../pieces';
import type { RoomPiece, RoomSpec } from '../../renderer';

export type SelectionSize = 'fewest' | 'usual' | 'most';
export const SELECTION_SIZES: readonly SelectionSize[] = ['fewest', 'usual', 'most'];
/** A strong colour, a pale one and a wood: the three that stress the look and the sizes most. */
export const AUDIT_COLORS = ['Navy', 'White', 'Oak'] as const;

/** What a user picks for each room type: the one piece it is about, a usual set, and the most allowed (12). */
export const SELECTIONS: Record<string, Record<SelectionSize, Category[]>> = {
  'Living Room - Small': {
    fewest: [C.sofas],
    usual: [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits],
    most: [
      C.sofas,
      C.sofas,
      C.sofas,
      C.coffeeTables,
      C.coffeeTables,
      C.coffeeTables,
      C.tvUnits,
      C.tvUnits,
      C.tvUnits,
      C.storageWallUnits,
      C.storageWallUnits,
      C.storageWallUnits,
    ],
  },
  'Living Room - Large': {
    fewest: [C.sofas],
    usual: [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits, C.armchairs, C.armchairs],
    most: [
      C.sofas,
      C.sofas,
      C.coffeeTables,
      C.coffeeTables,
      C.tvUnits,
      C.tvUnits,
      C.storageWallUnits,
      C.storageWallUnits,
      C.armchairs,
      C.armchairs,
      C.armchairs,
      C.armchairs,
    ],
  },
  'Dining Room': {
    fewest: [C.diningTables],
    usual: [C.diningTables, C.diningChairs, C.diningChairs, C.diningChairs, C.diningChairs, C.sideboards],
    most: [C.diningTables, C.diningTables, C.sideboards, C.sideboards, ...Array<Category>(8).fill(C.diningChairs)],
  },
  'Bedroom - Small': {
    fewest: [C.bedFrames],
    usual: [C.bedFrames, C.bedsideTables, C.bedsideTables, C.chestOfDrawers, C.wardrobes],
    most: [
      C.bedFrames,
      C.bedFrames,
      ...Array<Category>(4).fill(C.bedsideTables),
      C.chestOfDrawers,
      C.chestOfDrawers,
      C.chestOfDrawers,
      C.wardrobes,
      C.wardrobes,
      C.wardrobes,
    ],
  },
  'Bedroom - Large': {
    fewest: [C.bedFrames],
    usual: [C.bedFrames, C.bedsideTables, C.bedsideTables, C.chestOfDrawers, C.wardrobes, C.armchairs],
    most: [
      C.bedFrames,
      C.bedFrames,
      ...Array<Category>(4).fill(C.bedsideTables),
      C.chestOfDrawers,
      C.chestOfDrawers,
      C.wardrobes,
      C.wardrobes,
      C.armchairs,
      C.armchairs,
    ],
  },
  'Gaming/Office Room': {
    fewest: [C.desks],
    usual: [C.desks, C.officeChairs, C.bookshelves, C.officeStorages],
    most: [
      C.desks,
      C.desks,
      C.desks,
      C.officeChairs,
      C.officeChairs,
      C.officeChairs,
      C.bookshelves,
      C.bookshelves,
      C.bookshelves,
      C.officeStorages,
      C.officeStorages,
      C.officeStorages,
    ],
  },
  'Home Theater': {
    fewest: [C.sofas],
    usual: [C.tvUnits, C.sofas, C.armchairs, C.armchairs, C.sideTables],
    most: [
      C.tvUnits,
      C.sofas,
      C.sofas,
      C.sofas,
      ...Array<Category>(4).fill(C.armchairs),
      ...Array<Category>(4).fill(C.sideTables),
    ],
  },
  'Kids Room': {
    fewest: [C.kidsBeds],
    usual: [C.kidsBeds, C.kidsCabinets, C.kidsTables, C.kidsChairs, C.kidsChairs],
    most: [
      C.kidsBeds,
      C.kidsBeds,
      C.kidsCabinets,
      C.kidsCabinets,
      C.kidsCabinets,
      C.kidsTables,
      C.kidsTables,
      ...Array<Category>(5).fill(C.kidsChairs),
    ],
  },
};

export interface AuditCase {
  roomType: string;
  style: string;
  color: string;
  size: SelectionSize;
  spec: RoomSpec;
}

let byCombo: Map<string, NewFurniture[]> | undefined;

function seedItems(category: string, style: string, color: string): NewFurniture[] {
  if (!byCombo) {
    byCombo = new Map();
    for (const row of generateSeedCatalog()) {
      const key = `${row.category}|${row.style}|${row.color}`;
      byCombo.set(key, [...(byCombo.get(key) ?? []), row]);
    }
  }
  const items = byCombo.get(`${category}|${style}|${color}`);
  if (!items?.length) throw new Error(`no seed item for ${category}, ${style}, ${color}`);
  return items;
}

function toPiece(row: NewFurniture, n: number): RoomPiece {
  return artPiece({ ...row, id: `${row.id!}#${n}`, artVariant: row.artVariant ?? 0 });
}

/** One selection as the renderer gets it: the k-th piece of a category is the catalog's k-th item there (or its first again). */
export function auditCase(roomType: string, style: string, color: string, size: SelectionSize): AuditCase {
  const categories = SELECTIONS[roomType][size];
  if (categories.length > MAX_FURNITURE_PER_ROOM) throw new Error(`${roomType} ${size}: more than allowed`);
  const seen = new Map<string, number>();
  const pieces = categories.map((category, i) => {
    const k = seen.get(category) ?? 0;
    seen.set(category, k + 1);
    const items = seedItems(category, style, color);
    return toPiece(items[k % items.length], i);
  });
  return { roomType, style, color, size, spec: { roomType, style, color, pieces } };
}

/** Every combination, room type by room type. */
export function* auditCases(colors: readonly string[] = AUDIT_COLORS): Generator<AuditCase> {
  for (const roomType of ROOM_TYPE_NAMES)
    for (const style of STYLES)
      for (const color of colors) for (const size of SELECTION_SIZES) yield auditCase(roomType, style, color, size);
}
