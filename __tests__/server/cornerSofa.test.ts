// A corner sofa drawn as the L it is (issue 16, true scale): its main run against the wall, its chaise reaching
// forward to the front of its footprint on the side nearer a side wall; alone, it fills the goal's share.
import { CATEGORIES as C } from '../../src/shared/constants';
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { drawnPlan } from '../../src/server/generation/compositor';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { PICTURE_GOALS } from '../../src/server/generation/compositor/pictureGoals';
import { poseBox } from '../../src/server/generation/compositor/pose';
import type { RoomPiece } from '../../src/server/generation/renderer';
import { artPiece } from '../../src/server/generation/pieces';
import { drawnFirst, shadeOnWhiteFloor } from '../support/server/drawnPiece';
import { drawPiece } from '../../src/server/generation/compositor/drawPiece';
import { blankSprite } from '../../src/server/generation/compositor/sprite';
import { SEAT_BACK_TOP_DEPTH } from '../../src/server/catalog/art/sideViews';

jest.setTimeout(60_000);

function sofaOf(depthCm: number): RoomPiece {
  return artPiece({
    id: `sofa-${depthCm}`,
    category: C.sofas,
    title: 'Corner Modular Sofa',
    style: 'Modern',
    color: 'Navy',
    widthCm: 300,
    depthCm,
    heightCm: 80,
    artVariant: 0,
  });
}

/** The sofa against the back wall with its left end at x, drawn from the whole room's view. */
async function drawnAt(piece: RoomPiece, x: number) {
  const rect = { x, z: 2, w: piece.dimensions.widthCm, d: piece.dimensions.depthCm };
  const { plan, camera, solid } = await drawnFirst('Living Room - Small', piece, [{ piece, rect, angle: 0 }]);
  return { rect, plan, placement: plan.placements[0], camera, solid };
}

describe('a corner sofa', () => {
  it('is drawn as an L: the chaise at the footprint’s front on the side nearer a wall, the main run behind', async () => {
    // Nearer the right wall: the chaise is on the right.
    const { rect, placement, solid } = await drawnAt(sofaOf(200), 170);
    const front = rect.z + rect.d;
    const main = placement.pose.mainZ!;
    expect(main).toBeGreaterThan(rect.z + 60);
    expect(main).toBeLessThan(front - 60);
    // The chaise's front, low down, at the footprint's right front corner.
    expect(solid(rect.x + rect.w - 40, 20, front - 1)).toBe(true);
    // No sofa at the footprint's front at the left end (a straight sofa drawn there covered it): floor before the
    // main run, whose front stands further back.
    expect(solid(rect.x + 40, 20, front - 1)).toBe(false);
    expect(solid(rect.x + 40, 20, main - 1)).toBe(true);
    // The main run's back rises behind the chaise's seat.
    expect(solid(rect.x + rect.w / 2, 75, main)).toBe(true);
  });

  it('has its chaise on the left when it stands nearer the left wall', async () => {
    const { rect, solid } = await drawnAt(sofaOf(200), 10);
    const front = rect.z + rect.d;
    expect(solid(rect.x + 40, 20, front - 1)).toBe(true);
    expect(solid(rect.x + rect.w - 40, 20, front - 1)).toBe(false);
  });

  it('seen from behind (a theatre’s row), shows its chaise’s seat over its back, at the end nearer a wall', async () => {
    // Drawn as its main run's back alone, the 200 cm deep sofa read as one 100 cm deep, bare floor beyond its back.
    const piece = sofaOf(200);
    const rect = { x: 150, z: 250, w: 300, d: 200 };
    const view = { zc: 900, xc: 300, f: 1100, hy: 300, eye: 240 };
    const { solid, camera } = await drawnFirst('Home Theater', piece, [{ piece, rect, angle: 180 }], view);
    // Near the far end of the footprint, at seat height: above the back's top (in from its face by the main run's back
    // rest, of its 100 cm) in the picture, so only a chaise there can be drawn there. The right end is nearer its wall
    // (110 cm against 150).
    const seat = { h: 40, z: rect.z + 15 };
    const backTopEnd = rect.z + rect.d - 100 * SEAT_BACK_TOP_DEPTH;
    for (const x of [rect.x + 45, rect.x + rect.w - 45])
      expect(camera.project(x, seat.h, seat.z).y).toBeLessThan(camera.project(x, 80, backTopEnd).y - 5);
    expect(solid(rect.x + rect.w - 45, seat.h, seat.z)).toBe(true);
    expect(solid(rect.x + 45, seat.h, seat.z)).toBe(false);
  });

  it('a straight sofa keeps its face at its footprint’s front', async () => {
    const { rect, placement, solid } = await drawnAt(sofaOf(95), 90);
    expect(placement.pose.mainZ).toBeUndefined();
    for (const x of [rect.x + 40, rect.x + rect.w - 40]) expect(solid(x, 20, rect.z + rect.d - 1)).toBe(true);
  });

  it('its image box reaches up to the main run’s top, above that of its front', async () => {
    const { placement, camera } = await drawnAt(sofaOf(200), 170);
    const box = poseBox(camera, placement.pose, placement.footprint);
    const frontTop = camera.project(placement.pose.p0.x, placement.pose.heightCm, placement.pose.p0.z).y;
    expect(box.top).toBeLessThan(frontTop - 5);
  });

  it('casts its shadow under its L, not on the floor before its main run', async () => {
    const piece = sofaOf(200);
    const { rect, placement, plan, camera } = await drawnAt(piece, 170);
    const darkening = shadeOnWhiteFloor(plan, camera, [piece]);
    const front = rect.z + rect.d;
    const main = placement.pose.mainZ!;
    // Before the main run at the end away from the chaise: floor, unshaded (the footprint's shadow darkened it).
    expect(darkening(rect.x + 60, (main + front) / 2 + 15)).toBe(0);
    // Under the chaise, shaded.
    expect(darkening(rect.x + rect.w - 40, (main + front) / 2)).toBeGreaterThan(30);
  });

  it('alone, in every style whose sofa is a corner one, fills the goal’s share of the picture', async () => {
    const styles = ['Coastal', 'Farmhouse', 'Minimalist', 'Hamptons', 'Traditional', 'Bohemian'];
    const [corner, filled]: string[][] = [[], []];
    for (const style of styles)
      for (const color of ['Navy', 'White', 'Oak']) {
        const c = auditCase('Living Room - Small', style, color, 'fewest');
        if (c.spec.pieces[0].dimensions.depthCm < 150) continue;
        const figures = await pictureFigures(await drawnPlan(c.spec), c.spec);
        corner.push(`${style} ${color}`);
        if (figures.coverage >= PICTURE_GOALS.minCoverage) filled.push(`${style} ${color}`);
      }
    // Drawn as a straight sofa at the footprint's front, none of these eight filled 0.4 of the picture; framed about
    // its footprint's middle, the Hamptons Oak one filled 0.44.
    expect(corner).toHaveLength(8);
    expect(filled).toEqual(corner);
  });

  it('alone, is framed with as much room on either side of it', async () => {
    const c = auditCase('Living Room - Small', 'Hamptons', 'Oak', 'fewest');
    const plan = await drawnPlan(c.spec);
    const frame = blankSprite(1536, 1024);
    await drawPiece(frame, plan.camera, plan.placements[0], c.spec.pieces[0]);
    let [left, right] = [frame.width, 0];
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++)
        if (frame.data[(y * frame.width + x) * 4 + 3] > 128) [left, right] = [Math.min(left, x), Math.max(right, x)];
    // The chaise, nearer the camera, reaches further out than the main run's other end: aimed at the footprint's
    // middle, the picture kept 19% of its width beside the main run and 3% beside the chaise.
    expect(Math.abs(left - (frame.width - 1 - right))).toBeLessThan(frame.width * 0.06);
  });
});
