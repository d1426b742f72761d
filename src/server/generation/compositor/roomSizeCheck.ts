// The room's size checked against the drawn picture. The planner takes the smallest room that keeps the walkways
// and the designer relations, and a crowded selection fills it wall to wall: every piece stands before another
// (twelve pieces in a large bedroom: the reading chairs before the beds, a chest behind a wardrobe, the outer
// bedside tables behind their beds' corners). A room a size or two larger spreads them apart. It also draws them
// smaller and shows more floor, so it is tried only where the picture misses the hidden goal, or the coverage goal
// by a little, and meets the empty-floor goal: a picture with too much empty floor or well short of coverage seldom
// meets the goals in a larger room (below).
import type { RoomSpec } from '../renderer';
import { arrangementChecked } from './arrangementCheck';
import { breathe } from './breathe';
import { largerRooms, type Plan, planKeepingTheRules, planRoom } from './planner';

/**
 * How many larger rooms are drawn. Over the audit's 864 rooms: 599 met every goal in the planner's room, 626 with
 * the next two sizes tried (large bedrooms with twelve pieces 3 -> 18 of 36, kids' rooms 4 -> 11, theatres 10 -> 13,
 * an office and a dining room), none lost; 627 with three (a kids' room). Tried wherever the picture misses a goal,
 * 628: two more (a usual theatre a little short of coverage, which COVERAGE_NEAR_MISS now takes, and a 12-piece
 * office over the empty-floor goal) of the 137 more rooms drawn again.
 */
export const LARGER_ROOMS_DRAWN = 2;

/**
 * How far short of the coverage goal a picture may be for the larger rooms to be tried: a usual theatre covering 0.41
 * of its picture, every piece seen, is framed closer in the next room and meets every goal (the audit's 632 -> 633).
 */
export const COVERAGE_NEAR_MISS = 0.05;

/**
 * The planner's plan, its arrangement and framing checked (arrangementCheck.ts); where its picture misses the hidden
 * goal or the coverage goal by no more than COVERAGE_NEAR_MISS, and meets the empty-floor goal, the first of the next
 * LARGER_ROOMS_DRAWN room sizes where the pieces keep the walkways and relations and the checked picture meets every
 * goal; else the first.
 */
export async function checkedRoomSize(spec: RoomSpec): Promise<Plan> {
  const first = await arrangementChecked(spec, planRoom(spec.roomType, spec.pieces));
  const [hidden, coverage, emptyFloor] = first.gaps;
  if ((hidden === 0 && coverage === 0) || coverage > COVERAGE_NEAR_MISS || emptyFloor > 0) return first.plan;
  for (const room of largerRooms(spec.roomType, first.plan.room, LARGER_ROOMS_DRAWN)) {
    const planned = planKeepingTheRules(spec.roomType, spec.pieces, room);
    if (!planned) continue;
    await breathe();
    const larger = await arrangementChecked(spec, planned);
    if (larger.gaps.every((gap) => gap === 0)) return larger.plan;
  }
  return first.plan;
}
