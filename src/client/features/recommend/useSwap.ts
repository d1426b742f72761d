import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { RecommendedSet } from '../../../shared/api';
import { errorMessage } from '../../app/errors';
import { formatPrice } from '../../components/formatPrice';
import { useToast } from '../../components/useToast';
import { useLazyGetAlternativesQuery, type RoomArgs } from './recommendApi';
import { idsOf, piecesOf, type SetChoice } from './setChoices';

interface SwapOptions {
  args: RoomArgs;
  set: RecommendedSet;
  choice: SetChoice;
  setChoice: Dispatch<SetStateAction<SetChoice>>;
  announce: (text: string) => void;
}

/**
 * Swaps a slot's piece for the best alternative it has not shown yet: the alternatives are asked
 * for the set as it stands (other swaps included), so each keeps the set coherent and in budget.
 */
export function useSwap({ args, set, choice, setChoice, announce }: SwapOptions) {
  const [fetchAlternatives] = useLazyGetAlternativesQuery();
  const [swapping, setSwapping] = useState<string | null>(null);
  const toast = useToast();

  const swap = useCallback(
    async (category: string) => {
      const pieces = piecesOf(set, choice);
      const original = set.pieces.find((p) => p.category === category);
      if (!original) return;
      setSwapping(category);
      try {
        const alternatives = await fetchAlternatives({ ...args, set: idsOf(pieces), slot: category }, true).unwrap();
        const seen = choice.slots[category]?.seen ?? [original.furniture._id];
        const next = alternatives.find((a) => !seen.includes(a.furniture._id));
        if (!next) {
          announce(`No other ${category} fit this set.`);
          return;
        }
        setChoice((c) => ({
          slots: {
            ...c.slots,
            [category]: { furniture: next.furniture, reason: next.reason, seen: [...seen, next.furniture._id] },
          },
          total: next.total,
        }));
        announce(`${category}: ${next.furniture.title}. Total ${formatPrice(next.total)}.`);
      } catch (err) {
        toast.error(errorMessage(err));
      } finally {
        setSwapping(null);
      }
    },
    [args, set, choice, setChoice, announce, fetchAlternatives, toast],
  );

  return { swap, swapping };
}
