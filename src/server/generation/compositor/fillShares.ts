// How much of its image box a turned piece's drawing fills: seen at an angle, an armchair's or a dining chair's
// box spans its whole footprint, and most of it is the floor beside the seat. The camera choice weighs what a
// turned piece hides with these, so a turned armchair in front of a wall unit does not count as hiding the whole
// of its lower half. A piece facing the camera (or turned its back to it) counts as filling its box: a table top
// or a sofa in front hides what is behind it nearly solidly, and the estimate stays on the side of hiding more.
// Means over the turned pieces of the layout audit's usual and 12-piece rooms (the drawn mask's pixels over the
// image box's: 2001 pieces), rounded to 0.05.
import { CATEGORIES as C } from '../../../shared/constants';

const TURNED: Record<string, number> = {
  [C.armchairs]: 0.5,
  [C.bookshelves]: 0.85,
  [C.chestOfDrawers]: 0.8,
  [C.sofas]: 0.4,
  [C.desks]: 0.35,
  [C.diningChairs]: 0.25,
  [C.kidsBeds]: 0.95,
  [C.kidsCabinets]: 0.8,
  [C.kidsChairs]: 0.15,
  [C.officeChairs]: 0.25,
  [C.officeStorages]: 0.9,
  [C.sideboards]: 0.65,
  [C.storageWallUnits]: 0.9,
  [C.tvUnits]: 0.5,
  [C.wardrobes]: 0.9,
};

/** The share of its image box a piece of this category at this angle is drawn over (1 for a category not measured). */
export function fillShare(category: string, angle: number): number {
  return angle % 180 === 0 ? 1 : (TURNED[category] ?? 1);
}
