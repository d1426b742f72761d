// The search for sets: a bounded beam over per-category candidate lists, never the cartesian product.
//
// - Each free category keeps its OPTIONS best candidates by their own score (style, harmony with the
//   walls, fit in the room, nearness to the budget's price tier, personal) plus its CHEAP cheapest, so
//   a tight budget can still be met. Pinned pieces fill their category and are never replaced; excluded
//   ids never enter a list.
// - Categories are filled anchor first (sofa, bed, table, desk...), so a table is chosen before the
//   chairs whose count depends on it. After each category the BEAM best partial sets (by the set score of
//   the pieces chosen so far, ties by ids) go on.
// - Budget bound (admissible): a partial set goes on only if its cost plus the cheapest possible rest
//   (each remaining category's cheapest candidate × its smallest count) is within the budget.
// - The room planner runs only on complete sets, best first, until one plans in the request's room
//   (at most MAX_PLANS planner runs a request); when a round's best sets do not plan, the next round
//   weighs the set's floor share against it (PRESSURES), so smaller pieces come up. Once a set is taken,
//   DIVERSITY_PENALTY is taken off per piece a set shares with one already taken, and a set is accepted
//   only when it differs from every taken set in at least 2 of the categories not pinned (all of them
//   when fewer are free).
import { categoriesForRoomType, CATEGORIES as C } from '../../shared/constants';
import { defaultRoomSize } from '../../shared/rooms';
import { planInRoom, type PlanPiece } from '../generation/compositor/planner';
import type { SetPiece } from './fit';
import { minQuantity, quantityFor, seatsAt } from './quantity';
import { Scorer } from './scoring';
import type { FurnitureRow, RecommendRequest, RoomSize, TasteProfile } from './types';

export const OPTIONS = 10;
export const CHEAP = 3;
export const BEAM = 24;
export const MAX_PLANS = 30;
export const PLAN_TRIES = 6;
export const MAX_ROUNDS = 8;
export const PRESSURES = [0, 0.3, 1, 3];
export const DIVERSITY_PENALTY = 0.04;
export const MIN_DIFFERENT = 2;

/** Filled first: the pieces others are placed and sized against. */
const ANCHORS: string[] = [
  C.sofas,
  C.bedFrames,
  C.kidsBeds,
  C.diningTables,
  C.desks,
  C.kidsTables,
  C.tvUnits,
  C.wardrobes,
];

export interface SetRows {
  /** One row per category of the room type. */
  slots: Map<string, FurnitureRow>;
  cost: number;
  /** Ids in search order, for ties. */
  key: string;
}

interface State {
  /** Aligned with Search.free. */
  rows: (FurnitureRow | undefined)[];
  cost: number;
  bound: number;
  score: number;
}

const CHAIRS: string = C.diningChairs;
const TABLE: string = C.diningTables;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ties between states: their ids in search order. */
function byIds(a: State, b: State): number {
  for (let i = 0; i < a.rows.length; i++) {
    const x = a.rows[i]?.id ?? '';
    const y = b.rows[i]?.id ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const keyOf = (s: State) => s.rows.map((r) => r?.id ?? '').join('|');

export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency,
      minimumFractionDigits: minor % 100 ? 2 : 0,
      maximumFractionDigits: minor % 100 ? 2 : 0,
    }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

export class Search {
  /** The candidates: one per id, by id, without excluded or pinned ids. */
  readonly rows: FurnitureRow[];
  readonly scorer: Scorer;
  readonly categories: string[];
  readonly pinnedSlots = new Map<string, FurnitureRow>();
  /** Pinned pieces beyond one per category of the room type: kept as they are, one of each. */
  readonly extras: FurnitureRow[] = [];
  /** Categories to fill, in search order. */
  readonly free: string[];
  private readonly freeAt = new Map<string, number>();
  /** The room's categories in order: pinned row or index in `free`, and the count. */
  private readonly layout: { category: string; pinned?: FurnitureRow; at: number; chairs: boolean; quantity: number }[];
  private readonly pinnedTable: FurnitureRow | undefined;
  private readonly tableAt: number;
  private readonly minCost: number[];
  private readonly restChairs: boolean[];
  readonly options = new Map<string, FurnitureRow[]>();
  private readonly minPrice = new Map<string, number>();
  private readonly plans = new Map<string, boolean>();
  plansRun = 0;

  constructor(
    readonly req: RecommendRequest,
    candidates: readonly FurnitureRow[],
    profile: TasteProfile,
    readonly room: RoomSize,
  ) {
    this.categories = [...categoriesForRoomType(req.roomType)];
    const pinnedIds = new Set<string>();
    for (const row of req.pinned) {
      if (pinnedIds.has(row.id)) continue;
      pinnedIds.add(row.id);
      if (this.categories.includes(row.category) && !this.pinnedSlots.has(row.category))
        this.pinnedSlots.set(row.category, row);
      else this.extras.push(row);
    }
    const byId = new Map<string, FurnitureRow>();
    for (const row of candidates)
      if (!req.excluded.has(row.id) && !pinnedIds.has(row.id) && !byId.has(row.id)) byId.set(row.id, row);
    this.rows = [...byId.values()].sort((a, b) => cmp(a.id, b.id));
    this.scorer = new Scorer(req, room, profile, [...this.rows, ...req.pinned]);
    const rank = (c: string) => {
      const i = ANCHORS.indexOf(c);
      return i < 0 ? ANCHORS.length + this.categories.indexOf(c) : i;
    };
    this.free = this.categories.filter((c) => !this.pinnedSlots.has(c)).sort((a, b) => rank(a) - rank(b));
    this.free.forEach((c, i) => this.freeAt.set(c, i));
    this.layout = this.categories.map((category) => ({
      category,
      pinned: this.pinnedSlots.get(category),
      at: this.freeAt.get(category) ?? -1,
      chairs: category === CHAIRS,
      quantity: minQuantity(category),
    }));
    this.pinnedTable = this.pinnedSlots.get(TABLE);
    this.tableAt = this.freeAt.get(TABLE) ?? -1;
    for (const c of this.free) {
      const own = this.rows.filter((r) => r.category === c);
      this.minPrice.set(c, own.length ? Math.min(...own.map((r) => r.priceCents)) : Infinity);
    }
    this.minCost = this.free.map((c) => this.minPrice.get(c)! * minQuantity(c));
    this.restChairs = this.free.map((c) => c === CHAIRS);
    if (req.budget !== undefined) this.scorer.tierTarget = this.budgetTier(req.budget);
    for (const c of this.free) {
      const own = this.rows.filter((r) => r.category === c);
      const q = minQuantity(c);
      const ranked = own
        .map((row) => ({ row, s: this.scorer.unary({ category: c, row, quantity: q }).total }))
        .sort((a, b) => b.s - a.s || cmp(a.row.id, b.row.id))
        .map((x) => x.row);
      const cheap = [...own].sort((a, b) => a.priceCents - b.priceCents || cmp(a.id, b.id)).slice(0, CHEAP);
      const list = ranked.slice(0, OPTIONS);
      for (const r of cheap) if (!list.includes(r)) list.push(r);
      this.options.set(c, list);
    }
  }

  /** The highest price tier whose pieces (at their smallest counts) the budget still buys. */
  private budgetTier(budget: number): number {
    const fixed = this.costOf(this.piecesOf({ slots: this.pinnedSlots }));
    const costAt = (t: number) =>
      fixed + this.free.reduce((s, c) => s + this.scorer.priceAtTier(c, t) * minQuantity(c), 0);
    let lo = 0;
    let hi = 1;
    if (costAt(1) <= budget) return 1;
    for (let i = 0; i < 16; i++) {
      const mid = (lo + hi) / 2;
      if (costAt(mid) <= budget) lo = mid;
      else hi = mid;
    }
    return lo;
  }

  /** A category the room needs that no candidate (nor pin) fills. */
  missingCategory(): string | undefined {
    return this.free.find((c) => !this.options.get(c)?.length);
  }

  /** The set's pieces in the room type's category order (pinned extras last) with their counts. */
  piecesOf(set: Pick<SetRows, 'slots'>): SetPiece[] {
    const pieces: SetPiece[] = [];
    for (const c of this.categories) {
      const row = set.slots.get(c);
      if (row) pieces.push({ category: c, row, quantity: quantityFor(c, set.slots) });
    }
    for (const row of this.extras) pieces.push({ category: row.category, row, quantity: 1 });
    return pieces;
  }

  costOf(pieces: readonly SetPiece[]): number {
    return pieces.reduce((s, p) => s + p.row.priceCents * p.quantity, 0);
  }

  /** Whether the renderer's planner places every piece (each count) in the request's room, unchanged. */
  placeable(pieces: readonly SetPiece[]): boolean {
    const key = pieces.map((p) => `${p.row.id}x${p.quantity}`).join(',');
    const known = this.plans.get(key);
    if (known !== undefined) return known;
    const planPieces: PlanPiece[] = [];
    for (const p of pieces)
      for (let i = 0; i < p.quantity; i++)
        planPieces.push({
          id: p.row.id,
          category: p.category,
          dimensions: { widthCm: p.row.widthCm, depthCm: p.row.depthCm, heightCm: p.row.heightCm },
        });
    const { heightCm } = defaultRoomSize(this.req.roomType);
    this.plansRun++;
    const ok =
      planInRoom(
        this.req.roomType,
        planPieces,
        {
          width: this.room.widthCm,
          depth: this.room.depthCm,
          height: heightCm,
        },
        'first',
      ) !== undefined;
    this.plans.set(key, ok);
    return ok;
  }

  /** Pieces of the pinned slots and `chosen` (aligned with `free`; undefined: not chosen yet), room order. */
  private build(chosen: readonly (FurnitureRow | undefined)[]): SetPiece[] {
    const pieces: SetPiece[] = [];
    const table = this.pinnedTable ?? (this.tableAt >= 0 ? chosen[this.tableAt] : undefined);
    for (const slot of this.layout) {
      const row = slot.pinned ?? chosen[slot.at];
      if (!row) continue;
      const quantity = slot.chairs ? (table ? seatsAt(table.widthCm) : 4) : slot.quantity;
      pieces.push({ category: slot.category, row, quantity });
    }
    for (const row of this.extras) pieces.push({ category: row.category, row, quantity: 1 });
    return pieces;
  }

  private toSetRows(state: State): SetRows {
    const slots = new Map(this.pinnedSlots);
    this.free.forEach((c, i) => slots.set(c, state.rows[i]!));
    return { slots, cost: state.cost, key: keyOf(state) };
  }

  private beam(width: number, objective: (pieces: SetPiece[], s: State) => number, budget?: number): State[] {
    const empty = this.free.map(() => undefined);
    const startCost = this.costOf(this.build(empty));
    let beam: State[] = [{ rows: empty, cost: startCost, bound: startCost, score: 0 }];
    for (let i = 0; i < this.free.length; i++) {
      const category = this.free[i];
      const next: State[] = [];
      for (const state of beam) {
        for (const row of this.options.get(category) ?? []) {
          const rows = state.rows.slice();
          rows[i] = row;
          const pieces = this.build(rows);
          const cost = this.costOf(pieces);
          let bound = cost;
          const table = this.pinnedTable ?? (this.tableAt >= 0 ? rows[this.tableAt] : undefined);
          for (let j = i + 1; j < this.free.length; j++)
            bound +=
              this.restChairs[j] && table ? this.minPrice.get(CHAIRS)! * seatsAt(table.widthCm) : this.minCost[j];
          if (budget !== undefined && bound > budget) continue;
          const s: State = { rows, cost, bound, score: 0 };
          s.score = objective(pieces, s);
          next.push(s);
        }
      }
      next.sort((a, b) => b.score - a.score || byIds(a, b));
      beam = next.slice(0, width);
    }
    if (budget !== undefined) beam = beam.filter((s) => s.cost <= budget);
    return beam;
  }

  /** The cheapest complete set that plans in the room (cost-first beam, a few planner runs). */
  cheapest(): SetRows | undefined {
    const finals = this.beam(12, (_, s) => -s.bound);
    finals.sort((a, b) => a.cost - b.cost || byIds(a, b));
    let tries = 0;
    for (const f of finals) {
      if (tries++ >= 8) break;
      if (this.placeable(this.build(f.rows))) return this.toSetRows(f);
    }
    return undefined;
  }

  private shared(rows: readonly (FurnitureRow | undefined)[], chosen: readonly State[]): number {
    let n = 0;
    for (const set of chosen) for (let i = 0; i < rows.length; i++) if (rows[i] && rows[i] === set.rows[i]) n++;
    return n;
  }

  private differs(a: State, b: State): number {
    let n = 0;
    for (let i = 0; i < a.rows.length; i++) if (a.rows[i]?.id !== b.rows[i]?.id) n++;
    return n;
  }

  /** The set's footprint over the floor (what crowds a room). */
  private share(pieces: readonly SetPiece[]): number {
    let area = 0;
    for (const p of pieces) area += p.row.widthCm * p.row.depthCm * p.quantity;
    return area / (this.room.widthCm * this.room.depthCm);
  }

  /**
   * Up to k diverse, placeable sets within the budget, best first. Each round runs the beam and takes its
   * complete sets greedily (best first, placeable, diverse from those taken; at most PLAN_TRIES fresh
   * planner failures a round). Once a set is taken the beam runs with the diversity penalty; a round that
   * adds nothing raises the crowding pressure (PRESSURES × the set's floor share, taken off the score),
   * since sets the planner refuses are too big for the room, until the last pressure adds nothing.
   */
  best(k: number): SetRows[] {
    const chosen: State[] = [];
    const need = Math.min(MIN_DIFFERENT, this.free.length);
    let level = 0;
    for (let round = 0; round < MAX_ROUNDS && chosen.length < k && this.plansRun < MAX_PLANS; round++) {
      if (chosen.length && need === 0) break;
      const pressure = PRESSURES[level];
      const finals = this.beam(
        BEAM,
        (pieces, s) =>
          this.scorer.setParts(pieces).total -
          pressure * this.share(pieces) -
          DIVERSITY_PENALTY * this.shared(s.rows, chosen),
        this.req.budget,
      );
      let added = 0;
      let failures = 0;
      for (const f of finals) {
        if (chosen.length >= k || this.plansRun >= MAX_PLANS || failures >= PLAN_TRIES) break;
        if (chosen.includes(f) || chosen.some((c) => byIds(c, f) === 0)) continue;
        if (chosen.length && !chosen.every((c) => this.differs(c, f) >= need)) continue;
        const before = this.plansRun;
        if (this.placeable(this.build(f.rows))) {
          chosen.push(f);
          added++;
        } else if (this.plansRun > before) failures++;
      }
      if (!added) {
        if (level === PRESSURES.length - 1) break;
        level++;
      }
    }
    for (const c of chosen) c.score = this.scorer.setParts(this.build(c.rows)).total;
    return chosen.sort((a, b) => b.score - a.score || byIds(a, b)).map((s) => this.toSetRows(s));
  }
}
