// The layout audit: one combination planned (and drawn) and measured, and the distribution over many.
import type { RoomSpec } from '../../renderer';
import { drawnPlan, planOf } from '../index';
import { goalGaps, PICTURE_GOALS as GOALS } from '../pictureGoals';
import type { AuditCase } from './auditCases';
import { type PictureFigures, pictureFigures } from '../pictureFigures';
import { type PlanFigures, planFigures } from './planChecks';

export interface AuditResult extends PlanFigures, Partial<PictureFigures> {
  name: string;
  pieces: number;
}

export const caseName = (c: Pick<AuditCase, 'roomType' | 'style' | 'color' | 'size'>) =>
  `${c.roomType} · ${c.style} · ${c.color} · ${c.size}`;

/** The plan's figures; with `draw`, the picture's too. */
export async function auditRoom(c: AuditCase, draw: boolean): Promise<AuditResult> {
  const spec: RoomSpec = c.spec;
  const plan = draw ? await drawnPlan(spec) : planOf(spec);
  const base = { name: caseName(c), pieces: spec.pieces.length, ...planFigures(plan) };
  return draw ? { ...base, ...(await pictureFigures(plan, spec)) } : base;
}

const pct = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export interface Distribution {
  min: number;
  p5: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

export function distribution(xs: number[]): Distribution {
  return {
    min: Math.min(...xs),
    p5: pct(xs, 5),
    p50: pct(xs, 50),
    p95: pct(xs, 95),
    max: Math.max(...xs),
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
  };
}

export interface AuditSummary {
  rooms: number;
  outside: number;
  overlaps: number;
  blockedWalkways: number;
  brokenRelations: number;
  /** Rooms whose most hidden piece exceeds the goal. */
  overHidden: number;
  /** The same, a chair pushed in under its table measured whole (tucked.ts). */
  overHiddenWhole: number;
  /** Pieces hidden past the goal, over every room drawn: where a crowded room misses the goal, how many of its pieces do. */
  piecesOverHidden: number;
  /** Pieces drawn. */
  piecesDrawn: number;
  hiddenPerPiece?: Distribution;
  worstHiddenPerRoom?: Distribution;
  coverage?: Distribution;
  underCoverage: number;
  emptyLowerThird?: Distribution;
  overEmpty: number;
  /** Rooms drawn that meet every picture goal: none hidden over the limit, coverage and empty floor within theirs. */
  meetingAll: number;
}

/** Whether a drawn room meets every picture goal. */
export const meetsAll = (r: AuditResult): boolean =>
  goalGaps({ hidden: r.hidden!, coverage: r.coverage!, emptyLowerThird: r.emptyLowerThird! }).every((gap) => gap === 0);

export function summarize(results: readonly AuditResult[]): AuditSummary {
  const drawn = results.filter((r) => r.hidden);
  const hidden = drawn.flatMap((r) => r.hidden!);
  const worst = drawn.map((r) => Math.max(0, ...r.hidden!));
  return {
    rooms: results.length,
    outside: results.reduce((s, r) => s + r.outside, 0),
    overlaps: results.reduce((s, r) => s + r.overlaps, 0),
    blockedWalkways: results.reduce((s, r) => s + r.walkways.length, 0),
    brokenRelations: results.reduce((s, r) => s + r.relations.length, 0),
    overHidden: worst.filter((w) => w > GOALS.maxHiddenShare).length,
    overHiddenWhole: drawn.filter((r) => Math.max(0, ...(r.hiddenWhole ?? r.hidden!)) > GOALS.maxHiddenShare).length,
    piecesOverHidden: hidden.filter((h) => h > GOALS.maxHiddenShare).length,
    piecesDrawn: hidden.length,
    hiddenPerPiece: drawn.length ? distribution(hidden) : undefined,
    worstHiddenPerRoom: drawn.length ? distribution(worst) : undefined,
    coverage: drawn.length ? distribution(drawn.map((r) => r.coverage!)) : undefined,
    underCoverage: drawn.filter((r) => r.coverage! < GOALS.minCoverage).length,
    emptyLowerThird: drawn.length ? distribution(drawn.map((r) => r.emptyLowerThird!)) : undefined,
    overEmpty: drawn.filter((r) => r.emptyLowerThird! > GOALS.maxEmptyLowerThird).length,
    meetingAll: drawn.filter(meetsAll).length,
  };
}
