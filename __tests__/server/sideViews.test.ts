// Turned seats are drawn with a side view (issue 16.5): the profile of a sofa, armchair or chair in its
// style, colour and legs, on the end the camera sees, instead of a skewed front.
import { CATEGORIES as C, type Category } from '../../src/shared/constants';
import { renderSideSvg, hasSideView } from '../../src/server/catalog/art/sideViews';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { STYLES } from '../../src/server/catalog/styles';
import { drawPiece } from '../../src/server/generation/compositor/drawPiece';
import { baseRoom } from '../../src/server/generation/compositor/geometry';
import { finish, itemsOf } from '../../src/server/generation/compositor/planner';
import { blankSprite } from '../../src/server/generation/compositor/sprite';
import type { RoomPiece } from '../../src/server/generation/renderer';
import { footprintAt } from '../../src/shared/layoutRules';

const SEATS: Category[] = [C.sofas, C.armchairs, C.diningChairs, C.officeChairs, C.kidsChairs];

describe('side views of seats', () => {
  it('every seat in every style has a side view as deep as the piece and as tall; other pieces have none', () => {
    for (const category of SEATS)
      for (const style of STYLES) {
        const svg = renderSideSvg({
          category,
          style,
          color: 'Navy',
          variant: 3,
          dimensions: { widthCm: 90, depthCm: 80, heightCm: 95 },
        })!;
        const [, , w, h] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
        // The canvas keeps a margin of 1.5 % each side and 3 % above.
        expect(w).toBeCloseTo(80 * 1.03, 1);
        expect(h).toBeCloseTo(95 * 1.03, 1);
      }
    expect(hasSideView(C.wardrobes)).toBe(false);
    expect(
      renderSideSvg({
        category: C.wardrobes,
        style: 'Modern',
        color: 'Oak',
        variant: 0,
        dimensions: { widthCm: 1, depthCm: 1, heightCm: 1 },
      }),
    ).toBeUndefined();
  });

  it('an armchair against the left wall shows its profile: the back rest at the wall rises above the arm at the front', async () => {
    const size = { widthCm: 85, depthCm: 85, heightCm: 95 };
    const room = baseRoom('Living Room - Large');
    const items = itemsOf([{ id: 'a', category: C.armchairs, dimensions: size }]);
    // Facing +x (the planner's 90), its back against the left wall, its +z end towards the camera.
    const rect = footprintAt(2 + 85 / 2, 330, size, 90);
    const plan = finish('Living Room - Large', room, items, new Map([[0, { rect, angle: 90 }]]));
    const piece: RoomPiece = {
      id: 'a',
      category: C.armchairs,
      title: 'Armchair',
      style: 'Modern',
      color: 'Navy',
      dimensions: size,
      artVariant: 0,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({
          category: C.armchairs,
          style: 'Modern',
          color: 'Navy',
          variant: 0,
          dimensions: size,
        }),
      },
    };
    const frame = blankSprite(1536, 1024);
    await drawPiece(frame, plan.camera, plan.placements[0], piece);
    const cam = plan.camera;
    const end = rect.z + rect.d;
    /** The top of the drawn piece in the image column over floor point (x, end). */
    const topAt = (x: number) => {
      const col = Math.round(cam.project(x, 0, end).x);
      for (let y = 0; y < frame.height; y++) if (frame.data[(y * frame.width + col) * 4 + 3] > 128) return y;
      return frame.height;
    };
    const px = cam.scale(end);
    const back = topAt(rect.x + 85 * 0.12);
    const front = topAt(rect.x + 85 * 0.8);
    // The back rest (full height) stands at least a fifth of the piece's height above the arm (70 %).
    expect(front - back).toBeGreaterThan(0.2 * 95 * px);
  });
});
