// What the recommendation engine takes and gives. The engine is pure: the routes fetch the
// candidates (repositories/catalog.ts `candidates`) and the caller's taste profile
// (repositories/tasteProfiles.ts), hand them in, and map the result to the wire shapes.
import type { FurnitureRow } from '../repositories/catalog';

export type { FurnitureRow };

/** A signed-in user's learned taste; an empty profile (events 0) ranks as the unpersonalised engine. */
export interface TasteProfile {
  /** Decayed weight per style the user chose (selected or generated pieces). */
  styles: Record<string, number>;
  /** Decayed weight per colour name the user chose. */
  colors: Record<string, number>;
  /** Per category: mean of ln(price in minor units) of the pieces chosen there, and how many. */
  prices: Record<string, { meanLog: number; n: number }>;
  /** Choices counted so far (0: a new user). */
  events: number;
}

export const EMPTY_PROFILE: TasteProfile = { styles: {}, colors: {}, prices: {}, events: 0 };

/** What the routes fetch before calling the engine: the engine says which rows it needs. */
export interface CandidateQuery {
  categories: string[];
  /** Styles to draw from: the chosen one first, then related ones. */
  styles: string[];
  /** Colours to draw from (any colour when empty). */
  colors: string[];
  /** At most this many rows per (category, style), colours in `colors`. */
  perGroup: number;
  /** Also this many of the cheapest rows per category among `styles` (any colour), so a tight budget can be met. */
  cheapestPerCategory: number;
}

export interface RoomSize {
  widthCm: number;
  depthCm: number;
}

export interface RecommendRequest {
  roomType: string;
  color: string;
  style: string;
  /** Minor units; none: no budget. */
  budget?: number;
  /** The room's floor; none: the room type's usual size. */
  room?: RoomSize;
  /** Rows of the pinned pieces (already chosen: kept, the set is completed around them). */
  pinned: FurnitureRow[];
  excluded: ReadonlySet<string>;
  /** How many sets (1..5). */
  sets: number;
}
