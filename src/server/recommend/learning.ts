// How a user's choices change their taste profile. Pure: repositories/tasteProfiles.ts stores the result.
import type { FurnitureRow, TasteProfile } from './types';

/** Every earlier weight is multiplied by this at each event, so recent choices count more. */
export const PROFILE_DECAY = 0.9;
/** A piece newly added to the selection. */
export const SELECTION_WEIGHT = 1;
/** A piece of a generated room: the user went as far as rendering it. */
export const PROJECT_WEIGHT = 3;
/** Weights below this are dropped, so a profile stays small however long the history. */
const MIN_WEIGHT = 0.01;
/** A category's mean price forgets like a moving average over about this many pieces. */
const PRICE_MEMORY = 10;

export type ChosenPiece = Pick<FurnitureRow, 'id' | 'category' | 'style' | 'color' | 'priceCents'>;

function decayed(weights: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, w] of Object.entries(weights)) {
    const next = w * PROFILE_DECAY;
    if (next >= MIN_WEIGHT) out[key] = next;
  }
  return out;
}

/**
 * One event (a selection change or a generated room): every style and colour weight decays by
 * PROFILE_DECAY, then each distinct piece adds `weight` to its style and its colour and moves its
 * category's mean log-price toward its own (a piece counts once however many of it were placed).
 */
export function learn(profile: TasteProfile, pieces: readonly ChosenPiece[], weight: number): TasteProfile {
  const distinct = [...new Map(pieces.map((p) => [p.id, p])).values()];
  if (!distinct.length || !(weight > 0)) return profile;
  const styles = decayed(profile.styles);
  const colors = decayed(profile.colors);
  const prices = { ...profile.prices };
  for (const piece of distinct) {
    styles[piece.style] = (styles[piece.style] ?? 0) + weight;
    colors[piece.color] = (colors[piece.color] ?? 0) + weight;
    if (piece.priceCents > 0) {
      const before = prices[piece.category] ?? { meanLog: 0, n: 0 };
      const prior = Math.min(before.n, PRICE_MEMORY);
      const meanLog = (before.meanLog * prior + Math.log(piece.priceCents) * weight) / (prior + weight);
      prices[piece.category] = { meanLog, n: before.n + 1 };
    }
  }
  return { styles, colors, prices, events: profile.events + 1 };
}
