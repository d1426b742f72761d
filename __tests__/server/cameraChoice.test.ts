// The camera chosen per room (issue 16): the height it shoots from and how close it crops, from the
// pieces' image boxes, checked against the drawn pictures' own figures.
import { CATEGORIES as C } from '../../src/shared/constants';
import { type AuditCase, auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { CAMERA_HEIGHTS_CM, estimateFigures, shotsOf } from '../../src/server/generation/compositor/cameraChoice';
import { CLOSENESS, framedCameras, wholeRoomCamera } from '../../src/server/generation/compositor/framing';
import { EYE_HEIGHT_CM } from '../../src/server/generation/compositor/geometry';
import { PICTURE_GOALS } from '../../src/server/generation/compositor/pictureGoals';
import { drawnPlan, planOf, type Plan } from '../../src/server/generation/compositor';
import { ROOM_IMAGE_WIDTH } from '../../src/server/generation/renderer';

jest.setTimeout(60_000);

const piecesOf = (plan: Plan) => plan.placements.map((p) => ({ rect: p.footprint, heightCm: p.pose.heightCm }));
const framings = (plan: Plan, eye: number) => framedCameras(plan.room, piecesOf(plan), eye);
const mostHidden = (hidden: number[]) => Math.max(0, ...hidden);

/** The case's plan, its drawn picture's figures, and those of its closest framing from another height. */
async function againstHeight(c: AuditCase, eye: number) {
  const plan = planOf(c.spec);
  // As the choice does: where no framing from there shows every piece, the whole room's view.
  const [other = wholeRoomCamera(plan.room, piecesOf(plan), eye)] = framings(plan, eye);
  return {
    plan,
    chosen: await pictureFigures(plan, c.spec),
    fromThere: await pictureFigures({ ...plan, camera: other }, c.spec),
  };
}

describe('camera choice', () => {
  it('a sofa alone is shot from chest height, where it fills more of the picture than from standing height', async () => {
    const c = auditCase('Living Room - Small', 'Scandinavian', 'Navy', 'fewest');
    const { plan, chosen, fromThere: fromStanding } = await againstHeight(c, EYE_HEIGHT_CM);
    expect(plan.camera.eye).toBeLessThan(EYE_HEIGHT_CM);
    expect(chosen.coverage).toBeGreaterThan(fromStanding.coverage + 0.05);
  });

  it('does not go down to chest height where that would hide more of a piece', async () => {
    const c = auditCase('Living Room - Large', 'Modern', 'Navy', 'usual');
    // From chest height the armchairs in front hide more of the sofa and the wall unit behind them.
    const { plan, chosen, fromThere: fromLow } = await againstHeight(c, Math.min(...CAMERA_HEIGHTS_CM));
    expect(plan.camera.eye).toBeGreaterThanOrEqual(EYE_HEIGHT_CM);
    expect(mostHidden(fromLow.hidden)).toBeGreaterThan(mostHidden(chosen.hidden) + 0.1);
  });

  it('goes up over a theatre’s seats where the TV unit then shows over them and the furniture fills no less', async () => {
    // Two rows of sofas between the camera and the TV unit (a third along the right wall): from standing height the
    // first row hides the TV unit 0.58.
    const c = auditCase('Home Theater', 'Art Deco', 'Navy', 'most');
    const { plan, chosen, fromThere: fromStanding } = await againstHeight(c, EYE_HEIGHT_CM);
    expect(plan.camera.eye).toBeGreaterThan(EYE_HEIGHT_CM);
    const tv = c.spec.pieces.findIndex((p) => p.category === C.tvUnits);
    expect(chosen.hidden[tv]).toBeLessThan(fromStanding.hidden[tv]);
    expect(mostHidden(chosen.hidden)).toBeLessThanOrEqual(mostHidden(fromStanding.hidden));
    expect(chosen.coverage).toBeGreaterThanOrEqual(fromStanding.coverage - 0.02);
  });

  it('goes up where its crop leaves less empty floor and meets more goals, the furniture filling a little less but enough', async () => {
    // A sofa, a coffee table, a TV unit and a wall unit: from standing height the floor before them filled 0.52 of
    // the lowest third.
    const c = auditCase('Living Room - Small', 'Modern', 'Navy', 'usual');
    const { plan, chosen, fromThere: fromStanding } = await againstHeight(c, EYE_HEIGHT_CM);
    expect(plan.camera.eye).toBeGreaterThan(EYE_HEIGHT_CM);
    expect(chosen.coverage).toBeLessThan(fromStanding.coverage);
    expect(chosen.coverage).toBeGreaterThanOrEqual(PICTURE_GOALS.minCoverage);
    expect(fromStanding.emptyLowerThird).toBeGreaterThan(PICTURE_GOALS.maxEmptyLowerThird);
    expect(chosen.emptyLowerThird).toBeLessThanOrEqual(PICTURE_GOALS.maxEmptyLowerThird);
    expect(mostHidden(chosen.hidden)).toBeLessThanOrEqual(mostHidden(fromStanding.hidden));
  });

  it('stays at standing height where going up would fill less of the picture and meet no more goals', async () => {
    // A dining table: from higher up less empty floor under it, but the furniture a band across an emptier room,
    // short of the share of the picture that standing height fills.
    const c = auditCase('Dining Room', 'Hamptons', 'White', 'usual');
    const { plan, chosen, fromThere: fromHigh } = await againstHeight(c, Math.max(...CAMERA_HEIGHTS_CM));
    expect(plan.camera.eye).toBe(EYE_HEIGHT_CM);
    expect(fromHigh.coverage).toBeLessThan(chosen.coverage - 0.1);
    expect(chosen.coverage).toBeGreaterThanOrEqual(PICTURE_GOALS.minCoverage);
    expect(fromHigh.coverage).toBeLessThan(PICTURE_GOALS.minCoverage);
  });

  it('crops a TV unit along the side wall by up to half, closing in on the living group', async () => {
    // Kept to 0.7 of the TV unit, the picture stayed wide: the furniture covered 0.44 of it.
    const c = auditCase('Living Room - Large', 'Art Deco', 'Navy', 'usual');
    const plan = planOf(c.spec);
    const tv = plan.placements.find((p) => p.category === C.tvUnits)!;
    expect(tv.footprint.x + tv.footprint.w).toBeGreaterThan(plan.room.width - 10);
    const shown = (Math.min(tv.box.left + tv.box.width, ROOM_IMAGE_WIDTH) - Math.max(tv.box.left, 0)) / tv.box.width;
    expect(shown).toBeLessThan(0.7);
    expect(shown).toBeGreaterThanOrEqual(0.5);
    const drawn = await pictureFigures(plan, c.spec);
    expect(drawn.coverage).toBeGreaterThanOrEqual(PICTURE_GOALS.minCoverage);
    expect(drawn.emptyLowerThird).toBeLessThanOrEqual(PICTURE_GOALS.maxEmptyLowerThird);
  });

  it('frames a piece alone about its middle, at every closeness and height', () => {
    // A bed left of the middle of a large bedroom: the stretch of room shown grows evenly about it.
    const room = { width: 560, depth: 500, height: 265 };
    const bed = { rect: { x: 200, z: 2, w: 160, d: 205 }, heightCm: 110 };
    for (const closeness of CLOSENESS)
      for (const eye of CAMERA_HEIGHTS_CM)
        for (const cam of framedCameras(room, [bed], eye, closeness))
          expect({ span: closeness.minSpanCm, eye, xc: cam.xc }).toEqual({ span: closeness.minSpanCm, eye, xc: 280 });
  });

  it('closes in on a sofa alone until it fills the goal’s share of the picture', async () => {
    for (const style of ['Modern', 'Scandinavian', 'Art Deco']) {
      const c = auditCase('Living Room - Small', style, 'Navy', 'fewest');
      const figures = await pictureFigures(planOf(c.spec), c.spec);
      expect({ style, fills: figures.coverage >= PICTURE_GOALS.minCoverage }).toEqual({ style, fills: true });
      expect({ style, empty: figures.emptyLowerThird <= PICTURE_GOALS.maxEmptyLowerThird }).toEqual({
        style,
        empty: true,
      });
    }
  });

  it('a desk or a dining table alone: a longer lens from the same spot fills the goal’s share', async () => {
    for (const [roomType, style] of [
      ['Gaming/Office Room', 'Modern'],
      ['Dining Room', 'Modern'],
    ]) {
      const c = auditCase(roomType, style, 'White', 'fewest');
      const plan = planOf(c.spec);
      const figures = await pictureFigures(plan, c.spec);
      expect({ roomType, fills: figures.coverage >= PICTURE_GOALS.minCoverage }).toEqual({ roomType, fills: true });
      expect({ roomType, lens: plan.camera.f > 2000 }).toEqual({ roomType, lens: true });
    }
  });

  it('a round table alone is framed by its back half, where its legs stand: it fills the goal’s share', async () => {
    // Framed by its whole footprint, the picture kept the floor before its front edge, where nothing stands:
    // 0.37 of it covered.
    for (const style of ['Bohemian', 'Farmhouse']) {
      const c = auditCase('Dining Room', style, style === 'Bohemian' ? 'Navy' : 'White', 'fewest');
      expect(c.spec.pieces[0].dimensions.widthCm).toBe(c.spec.pieces[0].dimensions.depthCm);
      const plan = await drawnPlan(c.spec);
      const { coverage } = await pictureFigures(plan, c.spec);
      expect({ style, fills: coverage >= PICTURE_GOALS.minCoverage }).toEqual({ style, fills: true });
    }
  });

  it('an empty room is shown whole from standing height', () => {
    const plan = planOf({ roomType: 'Bedroom - Small', color: 'Navy', style: 'Modern', pieces: [] });
    expect(plan.camera.eye).toBe(EYE_HEIGHT_CM);
    expect(plan.camera.xc).toBe(plan.room.width / 2);
  });

  it('a turned armchair counts by the share of its box it fills, not as hiding the whole wall unit behind it', async () => {
    // The armchair beside the wall unit is turned to the sofa: its box spans its footprint, mostly floor. Counted as
    // a solid box it hid 0.57 of the wall unit, drawn 0.03.
    const c = auditCase('Living Room - Large', 'Scandinavian', 'Navy', 'usual');
    const plan = planOf(c.spec);
    const unit = plan.placements.find((p) => p.category === C.storageWallUnits)!;
    expect(plan.placements.some((p) => p.category === C.armchairs && p.angle % 180 !== 0)).toBe(true);
    const est = estimateFigures(plan.camera, plan.room, shotsOf(plan)).hidden[unit.index];
    const drawn = (await pictureFigures(plan, c.spec)).hidden[unit.index];
    expect(est).toBeLessThan(0.3);
    // Still on the side of hiding more than the drawing does.
    expect(est).toBeGreaterThanOrEqual(drawn);
  });

  it('the estimate from image boxes bounds the drawn picture: coverage at least, empty floor at most', async () => {
    // Seats in front of storage, a bed between storage, a chair at a desk, a bunk behind a table.
    for (const roomType of ['Living Room - Large', 'Bedroom - Small', 'Gaming/Office Room', 'Kids Room']) {
      const c = auditCase(roomType, 'Scandinavian', 'Oak', 'usual');
      const plan = planOf(c.spec);
      for (const eye of CAMERA_HEIGHTS_CM)
        for (const camera of framings(plan, eye)) {
          const est = estimateFigures(camera, plan.room, shotsOf(plan));
          const drawn = await pictureFigures({ ...plan, camera }, c.spec);
          const at = `${roomType} from ${eye} cm`;
          expect({ at, over: est.coverage >= drawn.coverage - 0.01 }).toEqual({ at, over: true });
          expect({ at, near: est.coverage <= drawn.coverage + 0.2 }).toEqual({ at, near: true });
          expect({ at, under: est.emptyLowerThird <= drawn.emptyLowerThird + 0.01 }).toEqual({ at, under: true });
        }
    }
  });
  it('offers a nearer spot, looking down more steeply, its lens no wider than about 21 mm', () => {
    const first = auditCase('Dining Room', 'Modern', 'White', 'usual');
    const plan = planOf(first.spec);
    const nearer = CLOSENESS.flatMap((closeness) => {
      const [furthest, ...others] = framedCameras(plan.room, piecesOf(plan), 240, closeness);
      return others.filter((cam) => cam.zc < furthest.zc - 50);
    });
    expect(nearer.length).toBeGreaterThan(0);
    // No wider than about 21 mm: the floor does not swell before the pieces.
    for (const cam of nearer) expect(cam.f).toBeGreaterThanOrEqual(850);
  });
});
