// How many of a piece a room takes: one of each category, except seats that go with a table.
import { CATEGORIES as C } from '../../shared/constants';
import type { FurnitureRow } from './types';

/** Dining chairs per table width: under 160 cm seats 4, under 220 cm 6, from 220 cm 8. */
const CHAIRS: string = C.diningChairs;
const TABLE: string = C.diningTables;

export function seatsAt(tableWidthCm: number): number {
  return tableWidthCm < 160 ? 4 : tableWidthCm < 220 ? 6 : 8;
}

/** Bedside tables come in pairs (one each side of the bed); kids' chairs in twos at their table. */
const FIXED = new Map<string, number>([
  [C.bedsideTables, 2],
  [C.kidsChairs, 2],
]);

/** Where the count of a category depends on another piece: dining chairs on the dining table. */
export const DEPENDS_ON: Record<string, string> = { [C.diningChairs]: C.diningTables };

/** The count of `category` given the other pieces of the set (a missing table: the fewest seats). */
export function quantityFor(category: string, others: ReadonlyMap<string, FurnitureRow>): number {
  if (category === CHAIRS) {
    const table = others.get(TABLE);
    return table ? seatsAt(table.widthCm) : 4;
  }
  return FIXED.get(category) ?? 1;
}

/** The smallest count a category can take whatever the rest of the set (for the budget bound). */
export const minQuantity = (category: string): number => (category === CHAIRS ? 4 : (FIXED.get(category) ?? 1));
