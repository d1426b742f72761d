// What a designer checks on a floor plan, measured from the planner's placements alone: nothing outside
// the room or overlapping, clear walkways and the designer's relations (relations.ts).
import { layoutProblems } from '../../../../shared/layoutRules';
import type { Plan } from '../planner';
import { blockedWalkways, designerRelations, pieceLabel } from '../relations';

export interface PlanFigures {
  outside: number;
  overlaps: number;
  /** Pieces whose walkway is blocked, named. */
  walkways: string[];
  /** Designer relations that do not hold, named. */
  relations: string[];
}

export function planFigures(plan: Plan): PlanFigures {
  // The editor's and the server's own rules (shared/layoutRules.ts), tolerance included.
  const problems = layoutProblems(
    plan.placements.map((p) => ({ name: pieceLabel(p), footprint: p.footprint })),
    { widthCm: plan.room.width, depthCm: plan.room.depth },
  );
  return {
    outside: problems.filter((p) => p.kind === 'outside').length,
    overlaps: problems.filter((p) => p.kind === 'overlap').length,
    walkways: blockedWalkways(plan),
    relations: designerRelations(plan),
  };
}
