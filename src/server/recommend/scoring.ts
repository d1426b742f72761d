// The score of a piece and of a set. Every part is 0..1, higher is better.
//
//   base  = 0.40·style + 0.25·colour + 0.15·fit + 0.20·price          (WEIGHTS)
//   total = (1 − λ)·base + λ·personal,   λ = 0.3 · events / (events + 5)
//
// so a new user (events 0) gets exactly the unpersonalised ranking, and the profile's pull grows with
// the choices it has seen (λ 0.15 after 5, towards 0.3). Style weighs most because the user chose it:
// a piece of the chosen style beats a related one unless colour, fit and price all clearly say otherwise.
import { COLOUR_WEIGHTS, deltaE, harmony, labOf, sameGroup, type Swatch } from './colour';
import { roomFit, scaleChecks, scaleSum, type SetPiece } from './fit';
import { styleAffinity } from './styleAffinity';
import type { FurnitureRow, RecommendRequest, RoomSize, TasteProfile } from './types';

export const WEIGHTS = { style: 0.4, colour: 0.25, fit: 0.15, price: 0.2 } as const;
/** λ's ceiling and how many choices make it half way. */
export const PERSONAL_MAX = 0.3;
export const PERSONAL_HALF_EVENTS = 5;
/** The personal part: the user's styles, colours (OKLab-near ones count) and price level per category. */
export const PERSONAL_WEIGHTS = { style: 0.4, colour: 0.3, price: 0.3 } as const;

export interface Parts {
  style: number;
  colour: number;
  fit: number;
  price: number;
  personal: number;
  total: number;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : 0;
};

export const personalWeight = (p: TasteProfile): number =>
  p.events > 0 ? (PERSONAL_MAX * p.events) / (p.events + PERSONAL_HALF_EVENTS) : 0;

export function combine(style: number, colour: number, fit: number, price: number, personal: number, lambda: number) {
  const base = WEIGHTS.style * style + WEIGHTS.colour * colour + WEIGHTS.fit * fit + WEIGHTS.price * price;
  return { style, colour, fit, price, personal, total: (1 - lambda) * base + lambda * personal };
}

/** What scoring needs to know about one request: the room, the price levels of the candidates, the user. */
export class Scorer {
  readonly lambda: number;
  private readonly lnPrices = new Map<string, number[]>();
  private readonly priceTarget = new Map<string, number>();
  private readonly styleMax: number;
  private readonly colourMax: number;
  /** The price tier (0..1) the budget affords; 0.5 without one. */
  tierTarget = 0.5;

  constructor(
    readonly req: RecommendRequest,
    readonly room: RoomSize,
    readonly profile: TasteProfile,
    rows: readonly FurnitureRow[],
  ) {
    this.lambda = personalWeight(profile);
    for (const r of rows) {
      const list = this.lnPrices.get(r.category) ?? [];
      list.push(Math.log(Math.max(1, r.priceCents)));
      this.lnPrices.set(r.category, list);
    }
    for (const list of this.lnPrices.values()) list.sort((a, b) => a - b);
    this.styleMax = Math.max(0, ...Object.values(profile.styles));
    this.colourMax = Math.max(0, ...Object.values(profile.colors));
    // Categories the user has bought in say where they sit against the candidates' median; the same
    // offset is assumed for the categories they have not.
    const offsets: number[] = [];
    for (const [category, list] of this.lnPrices) {
      const known = profile.prices[category];
      if (known && known.n > 0) {
        this.priceTarget.set(category, known.meanLog);
        offsets.push(known.meanLog - median(list));
      }
    }
    if (offsets.length) {
      const offset = offsets.reduce((a, b) => a + b, 0) / offsets.length;
      for (const [category, list] of this.lnPrices)
        if (!this.priceTarget.has(category)) this.priceTarget.set(category, median(list) + offset);
    }
  }

  /** Mid-rank percentile of a price among the category's candidates, 0..1. */
  tier(row: FurnitureRow): number {
    const list = this.lnPrices.get(row.category);
    if (!list || list.length < 2) return 0.5;
    const v = Math.log(Math.max(1, row.priceCents));
    let below = 0;
    let equal = 0;
    for (const x of list) {
      if (x < v) below++;
      else if (x === v) equal++;
    }
    return clamp01((below + equal / 2) / list.length);
  }

  /** The category's price at a tier (for the budget's tier). */
  priceAtTier(category: string, t: number): number {
    const list = this.lnPrices.get(category);
    if (!list?.length) return 0;
    return Math.exp(list[Math.min(list.length - 1, Math.floor(t * list.length))]);
  }

  style(row: FurnitureRow): number {
    return styleAffinity(this.req.style, row.style);
  }

  /** 0..1: the user's liking for the piece's style, colour (near colours count, ΔE 0.25 → none) and price. */
  personal(row: FurnitureRow): number {
    if (this.lambda === 0) return 0;
    const p = this.profile;
    const style = this.styleMax > 0 ? (p.styles[row.style] ?? 0) / this.styleMax : 0;
    let colour = 0;
    if (this.colourMax > 0) {
      const lab = labOf(row.color);
      for (const [c, w] of Object.entries(p.colors))
        colour = Math.max(colour, (w / this.colourMax) * clamp01(1 - deltaE(lab, labOf(c)) / 0.25));
    }
    const target = this.priceTarget.get(row.category);
    const price =
      target === undefined ? 0.5 : Math.exp(-((Math.log(Math.max(1, row.priceCents)) - target) ** 2) / (2 * 0.35 ** 2));
    return PERSONAL_WEIGHTS.style * style + PERSONAL_WEIGHTS.colour * colour + PERSONAL_WEIGHTS.price * price;
  }

  /** A piece on its own: style, harmony with the walls, fit in the room, nearness to the budget's tier. */
  unary(piece: SetPiece): Parts {
    const { row } = piece;
    return combine(
      this.style(row),
      harmony(row.color, this.req.color),
      roomFit(piece, this.room),
      1 - Math.abs(this.tier(row) - this.tierTarget),
      this.personal(row),
      this.lambda,
    );
  }

  private readonly info = new Map<FurnitureRow, RowInfo>();

  /** What a row brings whatever the set: computed once a request. */
  private infoOf(row: FurnitureRow): RowInfo {
    let i = this.info.get(row);
    if (!i) {
      i = {
        style: this.style(row),
        wall: harmony(row.color, this.req.color),
        tier: this.tier(row),
        personal: this.personal(row),
        colour: this.colourOf(row.color),
      };
      this.info.set(row, i);
    }
    return i;
  }

  /**
   * A set (or the part of one chosen so far):
   * - style: mean affinity of the pieces' styles with the chosen one;
   * - colour: setColourScore (walls 0.4, pieces with each other 0.35, 60-30-10 scheme 0.25), each piece
   *   weighted by footprint × quantity;
   * - fit: mean of the walkway score, each piece's room fit and each scale rule that applies;
   * - price: coherence, 1 − 2·(mean distance of the pieces' price tiers from their median);
   * - personal: mean over the pieces.
   */
  setParts(pieces: readonly SetPiece[]): Parts {
    const n = pieces.length;
    if (!n) return combine(1, 1, 1, 1, 0, this.lambda);
    if (this.tiers.length < n) this.grow(n);
    const { tiers, weights, colours, heads, headWeights } = this;
    const floor = this.room.widthCm * this.room.depthCm;
    const longest = Math.max(this.room.widthCm, this.room.depthCm);
    let style = 0;
    let personal = 0;
    let fitSum = 0;
    let share = 0;
    let total = 0;
    let wall = 0;
    for (let i = 0; i < n; i++) {
      const p = pieces[i];
      const info = this.infoOf(p.row);
      style += info.style;
      personal += info.personal;
      tiers[i] = info.tier;
      const area = p.row.widthCm * p.row.depthCm * p.quantity;
      const pieceShare = area / floor;
      share += pieceShare;
      // roomFit (fit.ts), inline
      fitSum +=
        Math.max(p.row.widthCm, p.row.depthCm) > longest ? 0 : clamp01(1 - Math.max(0, pieceShare - 0.12) / 0.25);
      const w = Math.max(1, area);
      weights[i] = w;
      colours[i] = info.colour;
      total += w;
      wall += w * info.wall;
    }
    // walkwayScore (fit.ts), inline
    fitSum += clamp01(1 - Math.max(0, share - 0.3) / 0.25);
    scaleSum(pieces, this.scale);
    const fit = (fitSum + this.scale.sum) / (n + 1 + this.scale.count);
    // setColourScore (colour.ts) on the same weights, with the request's harmony table
    let pairs = 0;
    let pairWeight = 0;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const w = weights[i] * weights[j];
        pairs += w * this.harmonyAt(colours[i], colours[j]);
        pairWeight += w;
      }
    let groups = 0;
    for (let i = 0; i < n; i++) {
      let g = 0;
      while (g < groups && !this.sameAt(heads[g], colours[i])) g++;
      if (g === groups) {
        heads[groups] = colours[i];
        headWeights[groups++] = weights[i];
      } else headWeights[g] += weights[i];
    }
    let top = 0;
    for (let g = 0; g < groups; g++) top = Math.max(top, headWeights[g]);
    top /= total;
    const scheme = clamp01(1 - (0.5 * Math.max(0, 0.6 - top)) / 0.6 - 0.2 * Math.max(0, groups - 3));
    const colour =
      COLOUR_WEIGHTS.walls * (wall / total) +
      COLOUR_WEIGHTS.pieces * (pairWeight ? pairs / pairWeight : 1) +
      COLOUR_WEIGHTS.scheme * scheme;
    // price coherence around the median tier
    const sorted = this.sorted;
    for (let i = 0; i < n; i++) {
      let k = i;
      while (k > 0 && sorted[k - 1] > tiers[i]) {
        sorted[k] = sorted[k - 1];
        k--;
      }
      sorted[k] = tiers[i];
    }
    const mid = (sorted[(n - 1) >> 1] + sorted[n >> 1]) / 2;
    let spread = 0;
    for (let i = 0; i < n; i++) spread += Math.abs(tiers[i] - mid);
    return combine(style / n, colour, fit, clamp01(1 - (2 * spread) / n), personal / n, this.lambda);
  }

  // Scratch for setParts, which runs thousands of times a request.
  private tiers = new Float64Array(16);
  private sorted = new Float64Array(16);
  private weights = new Float64Array(16);
  private headWeights = new Float64Array(16);
  private colours = new Int32Array(16);
  private heads = new Int32Array(16);
  private readonly scale = { sum: 0, count: 0 };

  private grow(n: number): void {
    this.tiers = new Float64Array(n);
    this.sorted = new Float64Array(n);
    this.weights = new Float64Array(n);
    this.headWeights = new Float64Array(n);
    this.colours = new Int32Array(n);
    this.heads = new Int32Array(n);
  }

  // The request's colours by index, with their harmony and same-group tables filled as colours appear.
  private readonly colourIndex = new Map<string, number>();
  private readonly colourNames: string[] = [];
  private readonly harmonies: number[][] = [];
  private readonly same: boolean[][] = [];

  private colourOf(color: string): number {
    let i = this.colourIndex.get(color);
    if (i === undefined) {
      i = this.colourNames.length;
      this.colourIndex.set(color, i);
      this.colourNames.push(color);
      this.harmonies.push([]);
      this.same.push([]);
      for (let j = 0; j <= i; j++) {
        const other = this.colourNames[j];
        this.harmonies[i][j] = harmony(color, other);
        this.harmonies[j][i] = harmony(other, color);
        this.same[i][j] = sameGroup(color, other);
        this.same[j][i] = sameGroup(other, color);
      }
    }
    return i;
  }

  private harmonyAt(i: number, j: number): number {
    return this.harmonies[i][j];
  }

  private sameAt(i: number, j: number): boolean {
    return this.same[i][j];
  }

  /** The set's parts and each piece's: its own style, personal, room fit and scale rules; its colour half walls, half the other pieces; its price 1 − its tier's distance from the set's median. */
  set(pieces: readonly SetPiece[]): { set: Parts; pieces: Parts[] } {
    const set = this.setParts(pieces);
    const swatches = swatchesOf(pieces);
    const totalWeight = swatches.reduce((s, x) => s + x.weight, 0);
    const checks = scaleChecks(pieces);
    const mid = median(pieces.map((p) => this.infoOf(p.row).tier));
    const each = pieces.map((p, i) => {
      const info = this.infoOf(p.row);
      const others = totalWeight - swatches[i].weight;
      let withOthers = 0;
      for (let j = 0; j < pieces.length; j++)
        if (j !== i) withOthers += (swatches[j].weight / others) * harmony(p.row.color, pieces[j].row.color);
      const colour = others > 0 ? 0.5 * info.wall + 0.5 * withOthers : info.wall;
      const own = checks.filter((c) => c.piece === p || c.reference === p).map((c) => c.score);
      const roomScore = roomFit(p, this.room);
      const fit = (roomScore + own.reduce((a, b) => a + b, 0)) / (own.length + 1);
      return combine(info.style, colour, fit, 1 - Math.abs(info.tier - mid), info.personal, this.lambda);
    });
    return { set, pieces: each };
  }
}

interface RowInfo {
  colour: number;
  style: number;
  wall: number;
  tier: number;
  personal: number;
}

/** Colours weighted by what they cover: footprint × quantity. */
export function swatchesOf(pieces: readonly SetPiece[]): Swatch[] {
  return pieces.map((p) => ({ color: p.row.color, weight: Math.max(1, p.row.widthCm * p.row.depthCm * p.quantity) }));
}
