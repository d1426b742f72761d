// The shadows the pieces cast on the floor (issue 16, a picture that looks designed): a round table's is round.
import { CATEGORIES as C } from '../../src/shared/constants';
import { artPiece } from '../../src/server/generation/pieces';
import { drawnFirst, shadeOnWhiteFloor } from '../support/server/drawnPiece';

function tableOf(widthCm: number, depthCm: number) {
  return artPiece({
    id: `table-${widthCm}x${depthCm}`,
    category: C.diningTables,
    title: 'Table',
    style: 'Modern',
    color: 'Oak',
    widthCm,
    depthCm,
    heightCm: 75,
    artVariant: 0,
  });
}

/** How much the shadows of a table alone, 110 cm from the left wall, darken a white floor at (x, z). */
async function shadeOf(widthCm: number, depthCm: number) {
  const piece = tableOf(widthCm, depthCm);
  const rect = { x: 110, z: 60, w: widthCm, d: depthCm };
  const { plan, camera } = await drawnFirst('Dining Room', piece, [{ piece, rect, angle: 0 }]);
  return shadeOnWhiteFloor(plan, camera, [piece]);
}

describe('piece shadows', () => {
  it('under a round table (as deep as it is wide) are round: its footprint’s corners stay lit', async () => {
    const round = await shadeOf(110, 110);
    const square = await shadeOf(110, 109);
    // A point just inside the footprint's front corner, outside the circle it stands over.
    const corner = [110 + 6, 60 + 110 - 6] as const;
    expect(round(...corner)).toBeLessThan(square(...corner) / 2);
    // Under the middle, both are shaded.
    expect(round(165, 115)).toBeGreaterThan(30);
  });

  it('under a corner sofa seen from behind fall under its main run and its chaise, not on the floor beside it', async () => {
    // Under its whole 200 cm footprint its shadow stood as a dark hole beyond its back, beside the chaise.
    const piece = artPiece({
      id: 'corner-sofa',
      category: C.sofas,
      title: 'Corner sofa',
      style: 'Modern',
      color: 'Navy',
      widthCm: 285,
      depthCm: 200,
      heightCm: 80,
      artVariant: 0,
    });
    const rect = { x: 150, z: 250, w: 285, d: 200 };
    const { plan, camera } = await drawnFirst('Home Theater', piece, [{ piece, rect, angle: 180 }]);
    const shade = shadeOnWhiteFloor(plan, camera, [piece]);
    // Under the back of the run (the camera's side); 40 cm in from the footprint's far side (the screen's), under the
    // chaise at the end nearer a wall (the right: 125 cm from it, against 150), and not in the middle.
    expect(shade(290, 250 + 200 - 30)).toBeGreaterThan(30);
    expect(shade(400, 250 + 40)).toBeGreaterThan(30);
    expect(shade(290, 250 + 40)).toBeLessThan(5);
  });
});
