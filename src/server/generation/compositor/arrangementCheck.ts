// The planner's arrangement checked against the drawn picture. The planner chooses among its recipe's
// arrangements by the pieces' image boxes (planner.ts), and the boxes misjudge what a piece hides and how much
// floor shows: in an office they chose the storage and the bookshelf on the back wall either side of the desk,
// drawn 0.39 hidden behind the desk and 0.24 behind its chair, the lowest third 0.66 empty floor, where the
// arrangement with the two on the side walls met every goal. Where the chosen arrangement's picture, drawn small
// from its checked framing, misses a goal, the recipe's other arrangements in the same room are drawn small too,
// and the first whose picture meets every goal is taken.
import type { RoomSpec } from '../renderer';
import { breathe } from './breathe';
import { type CheckedFraming, checkedFraming } from './cameraCheck';
import type { Room } from './geometry';
import { arrangements, type Plan, planArrangement, planRoom } from './planner';

/**
 * How far past a goal the chosen arrangement's picture may be for the others to be drawn. Over the audit's 864
 * rooms a gate of 0.25 brought 8 within the goals (the office above missed by 0.2); 0.4 two more, a kids' room whose
 * lowest third was 0.84 empty floor among them; 0.6 one more 12-piece room. A crowded room's picture, a piece in it
 * hidden 0.6, is not drawn again for each arrangement.
 */
export const ARRANGEMENT_NEAR_MISS = 0.4;

/**
 * The most other arrangements drawn, those the boxes estimate nearest the goals first: all of them (an office has
 * four arrangements, a small living room five). The nearest two held every room that drawing them all brought within
 * the goals until an office's third, the boxes estimating it to miss three goals, met them all drawn (its desk's chair
 * from chest height, the bookshelf along the side wall cut as the closer crops cut it); no other of the audit's
 * pictures changes. Only a picture that misses a goal by no more than ARRANGEMENT_NEAR_MISS draws them: planning and
 * checking the audit's 288 usual rooms took p95 273-279 ms and at most 577-637 ms on this machine, against 249-255
 * and 479-500 with two.
 */
const MOST_ARRANGEMENTS_DRAWN = 4;

/**
 * The planner's plan, framed by the camera check; or, where its picture misses a goal by no more than
 * ARRANGEMENT_NEAR_MISS, the first of the recipe's other arrangements (at most MOST_ARRANGEMENTS_DRAWN) whose picture
 * meets every goal. The others are planned in the same room, keeping the walkways and relations (planArrangement): an
 * arrangement that needs a larger room is not taken, the room stays the size the planner gives these pieces.
 */
export async function checkedArrangement(spec: RoomSpec, room?: Room): Promise<Plan> {
  return (await arrangementChecked(spec, planRoom(spec.roomType, spec.pieces, room))).plan;
}

/** The same from the planner's plan `planned`, with the gaps to the goals of the picture taken. */
export async function arrangementChecked(spec: RoomSpec, planned: Plan): Promise<CheckedFraming> {
  const first = await checkedFraming(planned, spec);
  if (first.gaps.every((gap) => gap === 0) || first.gaps.some((gap) => gap > ARRANGEMENT_NEAR_MISS)) return first;
  const others: { plan: Plan; score: [number, number] }[] = [];
  for (let choice = 0; choice < arrangements(spec.roomType); choice++) {
    const other = planArrangement(spec.roomType, spec.pieces, first.plan.room, choice);
    if (!other || [first.plan, ...others.map((o) => o.plan)].some((p) => sameSpots(p, other.plan))) continue;
    others.push(other);
  }
  others.sort((a, b) => a.score[0] - b.score[0] || a.score[1] - b.score[1]);
  for (const { plan } of others.slice(0, MOST_ARRANGEMENTS_DRAWN)) {
    await breathe();
    const framed = await checkedFraming(plan, spec);
    if (framed.gaps.every((gap) => gap === 0)) return framed;
  }
  return first;
}

/** Whether two plans of the same pieces put each piece at the same spot. */
const sameSpots = (a: Plan, b: Plan) =>
  a.placements.every((p, i) => {
    const q = b.placements[i];
    return p.angle === q.angle && p.footprint.x === q.footprint.x && p.footprint.z === q.footprint.z;
  });
