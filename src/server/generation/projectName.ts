import { CATEGORIES } from '../../shared/constants';
import { PROJECT_NAME_MAX } from '../../shared/schemas/projects';

/** The piece a room is named after: the first of these categories present, else the dearest piece. */
const MAIN_CATEGORIES: readonly string[] = [
  CATEGORIES.bedFrames,
  CATEGORIES.kidsBeds,
  CATEGORIES.sofas,
  CATEGORIES.diningTables,
  CATEGORIES.desks,
  CATEGORIES.armchairs,
];

export interface NamedPiece {
  title: string;
  category: string;
  priceCents: number;
}

export function mainPiece<P extends NamedPiece>(pieces: readonly P[]): P | undefined {
  const rank = (p: NamedPiece) => {
    const i = MAIN_CATEGORIES.indexOf(p.category);
    return i === -1 ? MAIN_CATEGORIES.length : i;
  };
  return [...pieces].sort(
    (a, b) => rank(a) - rank(b) || b.priceCents - a.priceCents || a.title.localeCompare(b.title),
  )[0];
}

/** "Living Room - Large" → "Living Room": the size tells rooms of one user apart less than the piece does. */
const roomLabel = (roomType: string) => roomType.replace(/\s+-\s+(Small|Large)$/i, '');

/** "Living Room – Nordic Sofa": room type and main piece, cut to leave room for a " #n". */
export function baseProjectName(roomType: string, pieces: readonly NamedPiece[]): string {
  const room = roomLabel(roomType);
  const piece = mainPiece(pieces)?.title.trim();
  const name = piece ? `${room} – ${piece}` : room;
  const roomForNumber = PROJECT_NAME_MAX - 4;
  return name.length <= roomForNumber ? name : `${name.slice(0, roomForNumber - 1).trimEnd()}…`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * base, or "base #n" when the user already has base: n is one more than the highest number in
 * use (the plain name counts as #1), so a deleted project never makes two rooms share a name.
 */
export function numberedName(base: string, existing: readonly string[]): string {
  const numbered = new RegExp(`^${escapeRegExp(base)} #(\\d+)$`);
  let highest = 0;
  for (const name of existing) {
    if (name === base) highest = Math.max(highest, 1);
    const n = numbered.exec(name)?.[1];
    if (n) highest = Math.max(highest, Number(n));
  }
  return highest === 0 ? base : `${base} #${highest + 1}`;
}
