// What a recipe works with while the planner tries a room: the floor, the items and the spots taken.
import { backWall, type Candidate, near, sideWall } from './candidates';
import { type Floor, overlaps } from './floor';
import { type Rect, type Room, sideWallOf } from './geometry';
import { belongsOnWall, isBox, type Size } from './kinds';
import { CATEGORIES as C } from '../../../shared/constants';
import { gapBetween } from './relations';
import { coveredShare, type Seen, seenAt } from './visibility';
import { keepsWalkways, type Outline, outlineOf, type PlacedOutline, placedOutline } from './walkways';

/** A candidate the floor and the rules accept, with what placing the item there records. */
interface Spot {
  c: Candidate;
  outline: Outline;
  seen?: Seen;
}

export interface Item {
  index: number;
  id: string;
  category: string;
  size: Size;
  /** Drawn from an imported photo (PlanPiece.image). */
  photo?: boolean;
}

/** The share of a storage piece's image box that may stand behind a taller piece nearer the camera. */
const HIDDEN_STORAGE = 0.25;
/**
 * The wall kept free between two pieces in a row along a side wall, in depths of the deeper one. Seen from the room's
 * middle, a piece on a side wall shows its near end as much as its front, and the next piece nearer the camera hides
 * that end unless the gap lets the line of sight pass in front of it: flush, a wardrobe in a row was hidden 0.5-0.8.
 * Over the audit's 288 twelve-piece rooms: pieces hidden past the goal 885 -> 765 of 3456, the mean hidden share per
 * piece 0.130 -> 0.115, rooms meeting every goal 31 -> 32 (a large bedroom and a dining room gained, an office lost);
 * at 1.5 depths 767, 0.113 and 30 rooms, at 2 depths 761, 0.115 and 31; taking a flush spot on the first wall rather
 * than trying the recipe's other walls for the gap, 795, 0.120 and 32. The usual selections' pictures change in 3 of
 * 288, none of them meeting the goals more or less; the fewest in none.
 */
const ROW_GAP_DEPTHS = 1.75;
/**
 * How many more of a source's spots are looked at for one that keeps the row's gap, once a spot that keeps every other
 * rule is found: the spots along a side wall come in 5 cm steps either way from where the recipe aims, 2 × 86 of them
 * in a 4.3 m deep room, so the whole wall of any room the planner grows is looked at.
 */
const ROW_LOOKAHEAD = 400;
/** Pieces that stand in rows along a wall: storage, beds, desks, and sofas along a side wall. */
const inRows = (category: string): boolean => belongsOnWall(category) || category === C.sofas;

/** Storage that goes along the walls (a bedside table stands by its bed, whatever is in front of it). */
const inSightOnItsWall = (category: string): boolean => isBox(category) && category !== C.bedsideTables;

/** What a recipe works with: the floor, the items still to place, and the spots of the pieces already placed. */
export class Planning {
  readonly done = new Map<number, { rect: Rect; angle: number }>();
  /** Floor in front of the main pieces that fallbacks keep clear, so nothing foreign stands before a bed or sofa. */
  readonly corridors: Rect[] = [];
  /** A piece that had to stand with its partner (a chair at its table) found no spot there. */
  missed = false;
  /** The turned outlines of the pieces placed so far. */
  private readonly outlines: PlacedOutline[] = [];
  /** What the camera sees of the pieces placed so far, and how tall each is. */
  private readonly seen: { seen: Seen; heightCm: number }[] = [];

  constructor(
    readonly room: Room,
    readonly floor: Floor,
    readonly items: Item[],
    /** Keep 60 cm clear before seats, beds, wardrobes and desks (walkways.ts); off when the room is too full. */
    readonly walkways = false,
    /** Insist that chairs sit at their table and bedside tables beside their bed (see require()). */
    readonly insist = false,
    /**
     * Which of its arrangements the recipe tries (recipes.ts VARIANTS): the first is the designer's, kept unless
     * another's picture comes nearer the goals.
     */
    readonly variant = 0,
  ) {}

  of(category: string): Item[] {
    return this.items.filter((i) => i.category === category && !this.done.has(i.index));
  }

  keepClear(anchor: Rect | undefined): void {
    if (!anchor) return;
    this.corridors.push({
      x: anchor.x + anchor.w * 0.1,
      z: anchor.z,
      w: anchor.w * 0.8,
      d: this.room.depth - anchor.z,
    });
  }

  /**
   * A designer's attempt (walkways kept) also insists that pieces stand with their partners: a chair that
   * finds no seat at its table fails it, so the planner tries a larger room before it gives in.
   */
  require(placed: Rect | undefined): void {
    if (this.insist && !placed) this.missed = true;
  }

  /** How far (cm) a piece may move from its place beside a partner: little when the attempt insists. */
  reach(loose: number): number {
    return this.insist ? 14 : loose;
  }

  /**
   * Places the item at the first candidate the floor accepts. An attempt that keeps the walkways places a piece that
   * stands in rows at the first candidate that also keeps a row's gap along a side wall (tooCloseInRow()), the sources
   * in their order, and only where none does at the first candidate accepted.
   */
  put(item: Item, ...sources: Iterable<Candidate>[]): Rect | undefined {
    if (this.done.has(item.index)) return this.done.get(item.index)!.rect;
    const spaced = this.walkways && inRows(item.category);
    // The first spot accepted, kept in case no source has one that keeps the gap.
    let any: Spot | undefined;
    for (const source of sources) {
      let first: Spot | undefined;
      let lookedAt = 0;
      for (const c of source) {
        if (first && ++lookedAt > ROW_LOOKAHEAD) break;
        const spot = this.accepts(item, c);
        if (!spot) continue;
        if (!spaced || !this.tooCloseInRow(c)) return this.take(item, spot);
        first ??= spot;
      }
      any ??= first;
    }
    return any && this.take(item, any);
  }

  /** The candidate as a spot for the item, if the floor, the walkways and storage in sight allow it there. */
  private accepts(item: Item, c: Candidate): Spot | undefined {
    if (!this.floor.fits(c.rect, item.size.heightCm)) return undefined;
    const outline = outlineOf(item.category, c.rect, c.angle, item.size);
    if (this.walkways && !keepsWalkways(this.room, outline, c.rect, this.outlines)) return undefined;
    // A designer's attempt keeps storage in sight (hiddenBehind()).
    const seen = this.insist
      ? seenAt(this.floor.cam, item.category, item.size, c.rect, c.angle, item.photo)
      : undefined;
    if (seen && inSightOnItsWall(item.category) && this.hiddenBehind(seen, item.size.heightCm)) return undefined;
    return { c, outline, seen };
  }

  private take(item: Item, { c, outline, seen }: Spot): Rect {
    this.floor.take(c.rect);
    this.outlines.push(placedOutline(outline));
    if (seen) this.seen.push({ seen, heightCm: item.size.heightCm });
    this.done.set(item.index, c);
    return c.rect;
  }

  /**
   * Whether a spot against a side wall, facing into the room, stands nearer than ROW_GAP_DEPTHS to a piece in a row
   * already on that wall.
   */
  private tooCloseInRow(c: Candidate): boolean {
    const wall = sideWallOf(this.room, c.rect);
    if (!wall || Math.abs(c.angle) !== 90) return false;
    const r = c.rect;
    return this.items.some((other) => {
      const placed = this.done.get(other.index);
      if (!placed || !inRows(other.category) || sideWallOf(this.room, placed.rect) !== wall) return false;
      return gapBetween(placed.rect, r) < ROW_GAP_DEPTHS * Math.max(r.w, placed.rect.w);
    });
  }

  /**
   * Whether storage seen so would stand mostly behind a taller piece nearer the camera (by their image
   * boxes): a chest behind a wardrobe on the same wall shows nothing but its top.
   */
  private hiddenBehind(seen: Seen, heightCm: number): boolean {
    return this.seen.some(
      (o) => o.heightCm > heightCm && o.seen.depth > seen.depth && coveredShare(seen.box, o.seen.box) > HIDDEN_STORAGE,
    );
  }

  /**
   * Anywhere sensible: along the walls first, then the open floor at the sides of the room (never in front of
   * the main group). A carcass that finds no wall is left unplaced, so the planner tries a bigger room rather
   * than stand it mid-floor.
   */
  putAnywhere(item: Item): Rect | undefined {
    const { room } = this;
    const { widthCm: w } = item.size;
    const walls = [
      backWall(room, item.size, room.width / 2),
      sideWall(room, 'right', item.size, room.depth * 0.4),
      sideWall(room, 'left', item.size, room.depth * 0.6),
    ];
    if (belongsOnWall(item.category)) return this.put(item, ...walls);
    const reach = room.width * 0.2;
    const sides = [
      near(room, item.size, 0, Math.min(room.width / 2, w / 2 + 12), room.depth * 0.5, reach),
      near(room, item.size, 0, Math.max(room.width / 2, room.width - w / 2 - 12), room.depth * 0.5, reach),
    ];
    const clear = this.corridors;
    const open = sides.map(function* (source) {
      for (const c of source) if (!clear.some((r) => overlaps(r, c.rect))) yield c;
    });
    return this.put(item, ...walls, ...open);
  }
}
