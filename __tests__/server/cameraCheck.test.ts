// The camera's framing checked against the drawn picture (issue 16): drawn small, the picture's figures are the
// full picture's; where the box estimate's framing misses a picture goal that another framing meets, that one is
// drawn.
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { CHECK_HEIGHTS_CM, CHECK_SCALE, goalsMissed } from '../../src/server/generation/compositor/cameraCheck';
import { CAMERA_HEIGHTS_CM, cameraFramings, shotsOf } from '../../src/server/generation/compositor/cameraChoice';
import { withCamera } from '../../src/server/generation/compositor/planner';
import { Camera } from '../../src/server/generation/compositor/geometry';
import { figuresUnlessHidden, pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { drawnPlan, planOf } from '../../src/server/generation/compositor';
import { CATEGORIES as C, ROOM_TYPE_NAMES } from '../../src/shared/constants';
import { ROOM_IMAGE_WIDTH } from '../../src/server/generation/renderer';

jest.setTimeout(120_000);

const mostHidden = (hidden: number[]) => Math.max(0, ...hidden);
describe('camera check', () => {
  it('a camera drawing small projects every point where the full-size one does, scaled', () => {
    const cam = new Camera({ width: 560, depth: 500, height: 265 }, { zc: 700, xc: 250, f: 900, hy: 420, eye: 190 });
    const small = cam.scaled(0.25);
    for (const [x, h, z] of [
      [0, 0, 0],
      [560, 265, 0],
      [120, 80, 380],
      [400, 0, 495],
    ]) {
      const a = cam.project(x, h, z);
      const b = small.project(x, h, z);
      expect(b.x).toBeCloseTo(a.x * 0.25, 6);
      expect(b.y).toBeCloseTo(a.y * 0.25, 6);
    }
    expect(small.depthAtRow(cam.hy * 0.25 + 100)).toBeCloseTo(cam.depthAtRow(cam.hy + 400), 6);
  });

  it('drawn small, the usual room of every type has the full picture’s figures', async () => {
    const diffs = { hidden: [] as number[], coverage: [] as number[], empty: [] as number[] };
    for (const roomType of ROOM_TYPE_NAMES) {
      const c = auditCase(roomType, 'Japandi', 'Oak', 'usual');
      const plan = planOf(c.spec);
      const full = await pictureFigures(plan, c.spec);
      const small = await pictureFigures(plan, c.spec, CHECK_SCALE);
      expect(small.hidden).toHaveLength(full.hidden.length);
      diffs.hidden.push(Math.abs(mostHidden(full.hidden) - mostHidden(small.hidden)));
      diffs.coverage.push(Math.abs(full.coverage - small.coverage));
      diffs.empty.push(Math.abs(full.emptyLowerThird - small.emptyLowerThird));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(diffs.hidden)).toBeLessThan(0.02);
    expect(mean(diffs.coverage)).toBeLessThan(0.01);
    expect(mean(diffs.empty)).toBeLessThan(0.01);
  });

  it('drawn only up to a piece hidden past the goal, answers whether a picture meets the goals as its figures do, a crowded room’s too', async () => {
    const answers: boolean[] = [];
    for (const [roomType, size] of [
      ['Bedroom - Small', 'usual'],
      ['Living Room - Large', 'usual'],
      ['Living Room - Large', 'most'],
      ['Dining Room', 'most'],
    ] as const) {
      const c = auditCase(roomType, 'Modern', 'Oak', size);
      const plan = planOf(c.spec);
      const f = await pictureFigures(plan, c.spec, CHECK_SCALE);
      const small = await figuresUnlessHidden(plan, c.spec, CHECK_SCALE);
      if (small) expect(small).toEqual(f);
      const meets = small !== undefined && goalsMissed(small) === 0;
      expect(meets).toBe(goalsMissed(f) === 0);
      answers.push(meets);
    }
    expect(answers).toEqual([true, expect.any(Boolean), false, false]);
  });

  it('keeps the estimate’s framing where its picture meets every goal', async () => {
    const c = auditCase('Bedroom - Small', 'Modern', 'Navy', 'usual');
    const plan = planOf(c.spec);
    const f = await pictureFigures(plan, c.spec);
    expect(goalsMissed(f)).toBe(0);
    expect((await drawnPlan(c.spec)).camera.key).toBe(plan.camera.key);
  });

  it('takes another framing where the estimate’s hides a piece past the goal and that one hides none', async () => {
    // From 240 cm, the framing the box estimate chose, a bedside table is hidden 0.25; drawn small, one from 215 cm
    // meets every goal.
    const c = auditCase('Bedroom - Large', 'Scandinavian', 'White', 'usual');
    const estimated = planOf(c.spec);
    const before = await pictureFigures(estimated, c.spec);
    expect(mostHidden(before.hidden)).toBeGreaterThan(0.2);
    const drawn = await drawnPlan(c.spec);
    expect(drawn.camera.key).not.toBe(estimated.camera.key);
    const after = await pictureFigures(drawn, c.spec);
    expect(goalsMissed(after)).toBe(0);
    // The same pieces in the same spots: only the camera moved.
    expect(drawn.placements.map((p) => p.footprint)).toEqual(estimated.placements.map((p) => p.footprint));
  });

  it('takes a framing from between the choice’s heights where none of theirs meets every goal', async () => {
    const c = auditCase('Living Room - Small', 'Scandinavian', 'Oak', 'usual');
    const estimated = planOf(c.spec);
    for (const camera of cameraFramings(estimated.room, shotsOf(estimated))) {
      expect(goalsMissed(await pictureFigures(withCamera(estimated, camera), c.spec, CHECK_SCALE))).toBeGreaterThan(0);
    }
    const drawn = await drawnPlan(c.spec);
    expect(CAMERA_HEIGHTS_CM).not.toContain(drawn.camera.eye);
    expect(CHECK_HEIGHTS_CM).toContain(drawn.camera.eye);
    expect(goalsMissed(await pictureFigures(drawn, c.spec))).toBe(0);
  });

  it('finds a framing that meets every goal far down the closest-first order, trying first those the boxes favour', async () => {
    // A theatre: the framing whose picture meets every goal (from 240 cm) comes last of the choice's 6 closest-first,
    // 10th of the 11 the check may draw; the check, drawing first those the boxes favour, finds it.
    const c = auditCase('Home Theater', 'Traditional', 'Oak', 'usual');
    const estimated = planOf(c.spec);
    expect(goalsMissed(await pictureFigures(estimated, c.spec))).toBeGreaterThan(0);
    const drawn = await drawnPlan(c.spec);
    expect(goalsMissed(await pictureFigures(drawn, c.spec))).toBe(0);
  });

  it('shoots a dining table alone from a seated eye where standing and chest height leave its floor half empty', async () => {
    // From 130 cm, the closest framing's lowest third was 0.52 empty floor around the table's feet.
    const c = auditCase('Dining Room', 'Bohemian', 'Navy', 'fewest');
    const drawn = await drawnPlan(c.spec);
    expect(drawn.camera.eye).toBe(100);
    expect(goalsMissed(await pictureFigures(drawn, c.spec))).toBe(0);
  });

  it('measures a picture within a hundredth of a goal drawn whole, and looks further where it misses it', async () => {
    // A theatre's: drawn small its picture meets every goal, drawn whole its furniture covers 0.4489 of it. (A desk
    // alone was the audit's case, 0.441, until its splayed legs were drawn down to the floor.)
    const c = auditCase('Home Theater', 'Hamptons', 'White', 'usual');
    const estimated = planOf(c.spec);
    const [small, whole] = [
      await pictureFigures(estimated, c.spec, CHECK_SCALE),
      await pictureFigures(estimated, c.spec),
    ];
    expect(goalsMissed(small)).toBe(0);
    expect(goalsMissed(whole)).toBeGreaterThan(0);
    const drawn = await drawnPlan(c.spec);
    expect(drawn.camera.key).not.toBe(estimated.camera.key);
    expect(goalsMissed(await pictureFigures(drawn, c.spec))).toBe(0);
  });

  it('where no framing that cuts a side-wall piece to a half meets every goal, takes one cutting it to a third', async () => {
    // A large living room whose TV unit runs along the right wall: framed to show half of it, the group around the
    // coffee table covered 0.38 of the picture.
    const c = auditCase('Living Room - Large', 'Japandi', 'White', 'usual');
    const estimated = planOf(c.spec);
    for (const camera of cameraFramings(estimated.room, shotsOf(estimated), CHECK_HEIGHTS_CM)) {
      expect(goalsMissed(await pictureFigures(withCamera(estimated, camera), c.spec, CHECK_SCALE))).toBeGreaterThan(0);
    }
    const drawn = await drawnPlan(c.spec);
    expect(goalsMissed(await pictureFigures(drawn, c.spec))).toBe(0);
    // The TV unit's share in the picture, across: under a half, at least a third (the frame's side margin aside).
    const tv = drawn.placements.find((p) => p.category === C.tvUnits)!;
    const { x, z, w, d } = tv.footprint;
    const xs = [x, x + w].flatMap((px) => [z, z + d].map((pz) => drawn.camera.project(px, 0, pz).x));
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    const shown = (Math.min(right, ROOM_IMAGE_WIDTH) - Math.max(left, 0)) / (right - left);
    expect(shown).toBeLessThan(0.5);
    expect(shown).toBeGreaterThan(0.3);
  });

  it('an empty room keeps its camera', async () => {
    const spec = { roomType: 'Bedroom - Small', style: 'Modern', color: 'Navy', pieces: [] };
    expect((await drawnPlan(spec)).camera.key).toBe(planOf(spec).camera.key);
  });
});
