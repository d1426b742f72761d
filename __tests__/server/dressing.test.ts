// The room's dressing: a screen hangs above its TV unit, but never over the window (issue 16).
import { CATEGORIES as C } from '../../src/shared/constants';
import { windowSpan } from '../../src/shared/roomOpenings';
import { footprintAt } from '../../src/shared/layoutRules';
import { dressingSvgParts, drawDressing } from '../../src/server/generation/compositor/dressing';
import { baseRoom } from '../../src/server/generation/compositor/geometry';
import { roomLook } from '../../src/server/generation/compositor/palette';
import { finish, itemsOf } from '../../src/server/generation/compositor/planner';
import { blankSprite } from '../../src/server/generation/compositor/sprite';

const roomType = 'Living Room - Small';
const room = baseRoom(roomType);
const win = windowSpan({ depthCm: room.depth });

/** A TV unit against the left wall (the window's), centred at depth cz, and the dressing drawn for it. */
function dressed(lengthCm: number, cz: number) {
  const size = { widthCm: lengthCm, depthCm: 45, heightCm: 55 };
  const items = itemsOf([{ id: 'tv', category: C.tvUnits, dimensions: size }]);
  const rect = footprintAt(2 + 45 / 2, cz, size, 90);
  const plan = finish(roomType, room, items, new Map([[0, { rect, angle: 90 }]]));
  const layer = dressingSvgParts(roomType, plan.camera, room, plan.placements, roomLook('Modern', 'Oak'), 'seed');
  const frame = blankSprite(1536, 1024);
  drawDressing(frame, layer);
  const screens = layer.parts.filter((p) => p.includes('screenOff')).length;
  /** Whether the pixel on the left wall at (height h, depth z) is drawn dark, as a screen is. */
  const dark = (h: number, z: number) => {
    const p = plan.camera.project(0.5, h, z);
    const i = (Math.round(p.y) * frame.width + Math.round(p.x)) * 4;
    return frame.data[i + 3] > 128 && frame.data[i] + frame.data[i + 1] + frame.data[i + 2] < 200;
  };
  return { screens, dark };
}

describe('dressing: screens above TV units', () => {
  it('a unit under the window gets no screen over it', () => {
    const mid = (win.from + win.to) / 2;
    const { screens, dark } = dressed(100, mid);
    expect(screens).toBe(0);
    expect(dark(120, mid)).toBe(false);
  });

  it('a long unit reaching past the window gets its screen slid along it, clear of the window', () => {
    const { screens, dark } = dressed(300, win.to);
    expect(screens).toBe(1);
    for (let z = win.from + 5; z < win.to - 5; z += 10) expect(dark(110, z)).toBe(false);
    expect(dark(110, win.to + 75)).toBe(true);
  });
});
