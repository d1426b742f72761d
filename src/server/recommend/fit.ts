// Proportion and fit: scale rules between pieces and the floor they leave free. Placeability itself is
// the renderer's planner (planInRoom), not a rule here.
import { CATEGORIES as C } from '../../shared/constants';
import type { FurnitureRow, RoomSize } from './types';

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

export interface SetPiece {
  category: string;
  row: FurnitureRow;
  quantity: number;
}

/** A piece's floor share (footprint × quantity over the floor). */
export const floorShare = (p: SetPiece, room: RoomSize): number =>
  (p.row.widthCm * p.row.depthCm * p.quantity) / (room.widthCm * room.depthCm);

/** One piece against the room: full marks up to 12 % of the floor, nothing from 37 %; and it must fit a wall. */
export function roomFit(p: SetPiece, room: RoomSize): number {
  const longest = Math.max(room.widthCm, room.depthCm);
  if (Math.max(p.row.widthCm, p.row.depthCm) > longest) return 0;
  return clamp01(1 - Math.max(0, floorShare(p, room) - 0.12) / 0.25);
}

/** Walkways: the set's footprint may take up to 30 % of the floor at full marks, nothing from 55 %. */
export function walkwayScore(pieces: readonly SetPiece[], room: RoomSize): number {
  const share = pieces.reduce((s, p) => s + floorShare(p, room), 0);
  return clamp01(1 - Math.max(0, share - 0.3) / 0.25);
}

/** A bed's top (mattress) is taken as 55 cm when the frame's height is a headboard (80 cm or more), else the frame. */
export const bedTopCm = (bed: FurnitureRow): number => (bed.heightCm >= 80 ? 55 : bed.heightCm);

export interface ScaleRule {
  /** The two categories it relates: [piece, reference]. */
  between: [string, string];
  score(piece: SetPiece, reference: SetPiece): number;
  /** For reasons: what the rule checks, when it holds. */
  says: string;
}

/**
 * The scale rules, each 0..1:
 * - coffee table ≈ 2/3 of the sofa's width (full marks at the ratio, nothing 0.35 away);
 * - bedside tables no higher than the bed's top + 10 cm (nothing at 30 cm over);
 * - an office chair tucks in at the desk: chair width ≤ desk width − 30 cm (nothing when it is as wide
 *   as the desk);
 * - dining chairs fit along the table: the seats not at the ends, half per long side, each chair's width
 *   + 10 cm, within the table's width (nothing 40 cm short).
 */
export const SCALE_RULES: ScaleRule[] = [
  {
    between: [C.coffeeTables, C.sofas],
    score: (t, s) => clamp01(1 - Math.abs(t.row.widthCm / s.row.widthCm - 2 / 3) / 0.35),
    says: 'about two thirds of the sofa’s width',
  },
  {
    between: [C.bedsideTables, C.bedFrames],
    score: (t, b) => clamp01(1 - Math.max(0, t.row.heightCm - bedTopCm(b.row) - 10) / 20),
    says: 'level with the top of the bed',
  },
  {
    between: [C.officeChairs, C.desks],
    score: (c, d) => clamp01((d.row.widthCm - c.row.widthCm) / 30),
    says: 'tucks in at the desk',
  },
  {
    between: [C.diningChairs, C.diningTables],
    score: (c, t) => {
      const perSide = Math.ceil(Math.max(0, c.quantity - 2) / 2);
      return clamp01(1 - Math.max(0, perSide * (c.row.widthCm + 10) - t.row.widthCm) / 40);
    },
    says: 'seat comfortably around the table',
  },
];

export interface ScaleCheck {
  rule: ScaleRule;
  piece: SetPiece;
  reference: SetPiece;
  score: number;
}

/** The scale rules that apply between the pieces of a set, with their scores. */
export function scaleChecks(pieces: readonly SetPiece[]): ScaleCheck[] {
  const out: ScaleCheck[] = [];
  for (const rule of SCALE_RULES) {
    let piece: SetPiece | undefined;
    let reference: SetPiece | undefined;
    for (const p of pieces) {
      if (!piece && p.category === rule.between[0]) piece = p;
      else if (!reference && p.category === rule.between[1]) reference = p;
    }
    if (piece && reference) out.push({ rule, piece, reference, score: rule.score(piece, reference) });
  }
  return out;
}

/** The sum and count of the scale rules that apply (what scaleChecks gives, without building it). */
export function scaleSum(pieces: readonly SetPiece[], out: { sum: number; count: number }): void {
  out.sum = 0;
  out.count = 0;
  for (const rule of SCALE_RULES) {
    let piece: SetPiece | undefined;
    let reference: SetPiece | undefined;
    for (const p of pieces) {
      if (!piece && p.category === rule.between[0]) piece = p;
      else if (!reference && p.category === rule.between[1]) reference = p;
    }
    if (piece && reference) {
      out.sum += rule.score(piece, reference);
      out.count++;
    }
  }
}
