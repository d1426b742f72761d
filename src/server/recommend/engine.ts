// The recommendation engine: complete, coherent, placeable sets of furniture for a room, swaps for one
// piece, and items like a given one. Pure: the routes fetch the rows (candidateQuery / similarQuery say
// which) and the caller's taste profile and hand them in. How sets are scored: scoring.ts; the search:
// search.ts; README.md "Recommendations" sums both up.
import { defaultRoomSize } from '../../shared/rooms';
import { deltaE, labOf } from './colour';
import type { SetPiece } from './fit';
import { quantityFor } from './quantity';
import { pieceReason, setReason, stylePhrase, colourPhrase } from './reasons';
import type { Parts } from './scoring';
import { formatMoney, Search, type SetRows } from './search';
import { styleAffinity } from './styleAffinity';
import type { FurnitureRow, RecommendRequest, RoomSize, TasteProfile } from './types';

export { candidateQuery, selectCandidates, similarQuery } from './query';

/** Each part 0..1; total = (1 − λ)·(0.40·style + 0.25·colour + 0.15·fit + 0.20·price) + λ·personal (scoring.ts). */
export interface ScoreParts {
  style: number;
  colour: number;
  fit: number;
  price: number;
  personal: number;
  total: number;
}
export interface PieceResult {
  category: string;
  row: FurnitureRow;
  quantity: number;
  score: number;
  breakdown: ScoreParts;
  reason: string;
}
export interface SetResult {
  pieces: PieceResult[];
  totalMinor: number;
  score: number;
  breakdown: ScoreParts;
  reason: string;
}
export interface RecommendResult {
  sets: SetResult[];
  cheapestTotalMinor: number;
  currency: string;
  emptyReason?: string;
}
export interface AlternativeResult {
  row: FurnitureRow;
  score: number;
  reason: string;
  totalMinor: number;
}

/** The request's room, or the room type's usual one. */
export function roomFor(req: RecommendRequest): RoomSize {
  if (req.room) return { widthCm: req.room.widthCm, depthCm: req.room.depthCm };
  const { widthCm, depthCm } = defaultRoomSize(req.roomType);
  return { widthCm, depthCm };
}

const round = (v: number) => Math.round(v * 1000) / 1000;
const rounded = (p: Parts): ScoreParts => ({
  style: round(p.style),
  colour: round(p.colour),
  fit: round(p.fit),
  price: round(p.price),
  personal: round(p.personal),
  total: round(p.total),
});

function currencyOf(rows: readonly FurnitureRow[]): string {
  return rows[0]?.currency ?? 'AUD';
}

function toSetResult(search: Search, set: SetRows): SetResult {
  const { req, scorer, room } = search;
  const pieces = search.piecesOf(set);
  const scored = scorer.set(pieces);
  return {
    pieces: pieces.map((p, i) => ({
      category: p.category,
      row: p.row,
      quantity: p.quantity,
      score: round(scored.pieces[i].total),
      breakdown: rounded(scored.pieces[i]),
      reason: pieceReason(p, pieces, scored.pieces[i], req.style, req.color),
    })),
    totalMinor: search.costOf(pieces),
    score: round(scored.set.total),
    breakdown: rounded(scored.set),
    reason: setReason(pieces, scored.set, req.style, req.color, room),
  };
}

export function recommendSets(
  req: RecommendRequest,
  candidates: FurnitureRow[],
  profile: TasteProfile,
): RecommendResult {
  const search = new Search(req, candidates, profile, roomFor(req));
  const currency = currencyOf([...req.pinned, ...search.rows]);
  const missing = search.missingCategory();
  if (missing !== undefined) {
    return {
      sets: [],
      cheapestTotalMinor: 0,
      currency,
      emptyReason: `No ${missing} in ${req.style} or a related style is available to complete the ${req.roomType}.`,
    };
  }
  const cheapest = search.cheapest();
  const { widthCm, depthCm } = search.room;
  if (!cheapest) {
    return {
      sets: [],
      cheapestTotalMinor: 0,
      currency,
      emptyReason: `No complete ${req.roomType} from these pieces fits a room of ${widthCm} × ${depthCm} cm.`,
    };
  }
  if (req.budget !== undefined && cheapest.cost > req.budget) {
    return {
      sets: [],
      cheapestTotalMinor: cheapest.cost,
      currency,
      emptyReason:
        `No complete ${req.roomType} fits a budget of ${formatMoney(req.budget, currency)}; ` +
        `the cheapest is ${formatMoney(cheapest.cost, currency)}.`,
    };
  }
  const found = search.best(Math.max(1, req.sets));
  // The beam's best sets may all fail to plan where the cheapest did: that one is still an answer.
  const sets = found.length ? found : [cheapest];
  return {
    sets: sets.map((s) => toSetResult(search, s)),
    cheapestTotalMinor: cheapest.cost,
    currency,
  };
}

/**
 * The next best pieces for `slot`, the rest of `set` kept (an id repeats for its count; the new piece
 * takes the count of the one it replaces): best set score first, within the budget, placeable.
 */
export function alternatives(
  req: RecommendRequest,
  set: FurnitureRow[],
  slot: string,
  candidates: FurnitureRow[],
  profile: TasteProfile,
  limit: number,
): AlternativeResult[] {
  const search = new Search(req, [...candidates, ...set], profile, roomFor(req));
  const counts = new Map<string, { row: FurnitureRow; count: number }>();
  for (const row of set) {
    const seen = counts.get(row.id);
    if (seen) seen.count++;
    else counts.set(row.id, { row, count: 1 });
  }
  const current = [...counts.values()];
  const replaced = current.find((c) => c.row.category === slot);
  const rest = current.filter((c) => c !== replaced);
  const others = new Map(rest.map((c) => [c.row.category, c.row] as const));
  const count = replaced?.count ?? quantityFor(slot, others);
  const inSet = new Set(set.map((r) => r.id));
  const seen = new Set<string>();
  const options: { row: FurnitureRow; pieces: SetPiece[]; parts: Parts; cost: number }[] = [];
  for (const row of [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (row.category !== slot || inSet.has(row.id) || req.excluded.has(row.id) || seen.has(row.id)) continue;
    seen.add(row.id);
    const pieces: SetPiece[] = [
      ...rest.map((c) => ({ category: c.row.category, row: c.row, quantity: c.count })),
      { category: slot, row, quantity: count },
    ];
    const cost = search.costOf(pieces);
    if (req.budget !== undefined && cost > req.budget) continue;
    options.push({ row, pieces, parts: search.scorer.setParts(pieces), cost });
  }
  options.sort((a, b) => b.parts.total - a.parts.total || (a.row.id < b.row.id ? -1 : 1));
  const out: AlternativeResult[] = [];
  const currency = currencyOf([...set, ...candidates]);
  const before = replaced
    ? search.costOf(current.map((c) => ({ category: c.row.category, row: c.row, quantity: c.count })))
    : 0;
  let plans = 0;
  for (const o of options) {
    if (out.length >= limit || plans >= limit * 2 + 10) break;
    plans++;
    if (!search.placeable(o.pieces)) continue;
    const delta = o.cost - before;
    const price =
      !replaced || delta === 0 ? '' : `; ${formatMoney(Math.abs(delta), currency)} ${delta < 0 ? 'less' : 'more'}`;
    out.push({
      row: o.row,
      score: round(o.parts.total),
      reason: `${stylePhrase(o.row.style, req.style)}; ${colourPhrase(o.row.color, req.color)}${price}`,
      totalMinor: o.cost,
    });
  }
  return out;
}

/**
 * Distance for "more like this", 0..1: 0.4·style (1 − affinity) + 0.3·colour (OKLab ΔE, 0.3 = far)
 * + 0.15·size (mean relative difference of width, depth, height) + 0.15·price (|Δ ln price|, 1 = far).
 */
export function similarity(item: FurnitureRow, other: FurnitureRow): number {
  const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(1, a, b);
  const size =
    (rel(item.widthCm, other.widthCm) + rel(item.depthCm, other.depthCm) + rel(item.heightCm, other.heightCm)) / 3;
  const price = Math.min(1, Math.abs(Math.log(Math.max(1, item.priceCents)) - Math.log(Math.max(1, other.priceCents))));
  return (
    0.4 * (1 - styleAffinity(item.style, other.style)) +
    0.3 * Math.min(1, deltaE(labOf(item.color), labOf(other.color)) / 0.3) +
    0.15 * size +
    0.15 * price
  );
}

export function similar(item: FurnitureRow, candidates: FurnitureRow[], limit: number): FurnitureRow[] {
  const seen = new Set<string>([item.id]);
  const scored: { row: FurnitureRow; d: number }[] = [];
  for (const row of candidates) {
    if (row.category !== item.category || seen.has(row.id)) continue;
    seen.add(row.id);
    scored.push({ row, d: similarity(item, row) });
  }
  scored.sort((a, b) => a.d - b.d || (a.row.id < b.row.id ? -1 : 1));
  return scored.slice(0, Math.max(0, limit)).map((s) => s.row);
}
