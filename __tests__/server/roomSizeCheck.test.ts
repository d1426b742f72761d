// The room's size checked against the drawn picture (roomSizeCheck.ts): a crowded selection whose picture hides a
// piece in the planner's smallest room is drawn in a larger one where every piece is seen.
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { planFigures } from '../../src/server/generation/compositor/audit/planChecks';
import { drawnPlan, planRoom } from '../../src/server/generation/compositor';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { goalGaps, PICTURE_GOALS } from '../../src/server/generation/compositor/pictureGoals';

jest.setTimeout(60_000);

describe('the room size checked against the picture', () => {
  test('twelve pieces in a large bedroom: drawn a size larger, where every piece is seen', async () => {
    const { spec } = auditCase('Bedroom - Large', 'Farmhouse', 'Navy', 'most');
    const smallest = planRoom(spec.roomType, spec.pieces).room;
    // In the smallest room that keeps the walkways, the reading chairs stand before the beds' tables.
    const crowded = await drawnPlan(spec, smallest);
    expect(Math.max(...(await pictureFigures(crowded, spec)).hidden)).toBeGreaterThan(PICTURE_GOALS.maxHiddenShare);

    const plan = await drawnPlan(spec);
    expect(plan.room.width).toBeGreaterThan(smallest.width);
    expect(plan.room.depth).toBeGreaterThan(smallest.depth);
    expect(goalGaps(await pictureFigures(plan, spec))).toEqual([0, 0, 0]);
    const rules = planFigures(plan);
    expect([rules.outside, rules.overlaps, rules.walkways, rules.relations]).toEqual([0, 0, [], []]);
  });

  test('a usual theatre a little short of coverage is framed closer in the next room, and meets every goal', async () => {
    // In the planner's room its furniture covers 0.41 of the picture, every piece seen.
    const { spec } = auditCase('Home Theater', 'Bohemian', 'Oak', 'usual');
    const smallest = planRoom(spec.roomType, spec.pieces).room;
    const [hidden, coverage] = goalGaps(await pictureFigures(await drawnPlan(spec, smallest), spec));
    expect(hidden).toBe(0);
    expect(coverage).toBeGreaterThan(0);
    const plan = await drawnPlan(spec);
    expect(plan.room.width).toBeGreaterThan(smallest.width);
    expect(goalGaps(await pictureFigures(plan, spec))).toEqual([0, 0, 0]);
  });

  test('a picture over the empty-floor goal keeps the planner’s room, even where a larger one would meet the goals', async () => {
    // The 12-piece Coastal Grey large living room would meet them a size larger, but over the audit a larger room
    // mended too much empty floor in 1 of the 95 rooms over that goal, so none is drawn. (The audit's example, the
    // 12-piece Coastal White office, meets every goal in its own room since its desk chairs keep clear of the next
    // desk.)
    const { spec } = auditCase('Living Room - Large', 'Coastal', 'Grey', 'most');
    const plan = await drawnPlan(spec);
    const [, , emptyFloor] = goalGaps(await pictureFigures(plan, spec));
    expect(emptyFloor).toBeGreaterThan(0);
    expect(plan.room).toEqual(planRoom(spec.roomType, spec.pieces).room);
  });

  test('a picture that meets the goals keeps the planner’s room', async () => {
    const { spec } = auditCase('Bedroom - Large', 'Farmhouse', 'Navy', 'usual');
    const plan = await drawnPlan(spec);
    expect(goalGaps(await pictureFigures(plan, spec))).toEqual([0, 0, 0]);
    expect(plan.room).toEqual(planRoom(spec.roomType, spec.pieces).room);
  });
});
