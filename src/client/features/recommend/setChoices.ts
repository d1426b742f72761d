import type { FurnitureDto, Money, RecommendedPiece, RecommendedSet } from '../../../shared/api';

/** A slot whose piece was swapped: the piece shown, why, and every piece it has shown (the original first). */
export interface SlotChoice {
  furniture: FurnitureDto;
  reason: string;
  seen: string[];
}

/** The person's swaps in one set, and the total the last swap's answer gave. */
export interface SetChoice {
  slots: Record<string, SlotChoice>;
  total: Money | null;
}

export const NO_CHOICE: SetChoice = { slots: {}, total: null };

/** The set as the person sees it: the server's pieces with the swapped ones in their slots. */
export function piecesOf(set: RecommendedSet, choice: SetChoice): RecommendedPiece[] {
  return set.pieces.map((p) => {
    const slot = choice.slots[p.category];
    return slot ? { ...p, furniture: slot.furniture, reason: slot.reason } : p;
  });
}

/** The ids a room is generated from (and alternatives asked for): each repeated for its quantity. */
export const idsOf = (pieces: readonly RecommendedPiece[]): string[] =>
  pieces.flatMap((p) => Array.from({ length: p.quantity }, () => p.furniture._id));
