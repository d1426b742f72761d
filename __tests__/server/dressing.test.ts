// The room's dressing: a screen hangs above its TV unit, but never over the window, and plants and lamps
// stand clear of the pieces (issue 16).
import { CATEGORIES as C } from '../../src/shared/constants';
import { windowSpan } from '../../src/shared/roomOpenings';
import { footprintAt } from '../../src/shared/layoutRules';
import { dressingSvgParts, drawDressing } from '../../src/server/generation/compositor/dressing';
import { baseRoom, Camera } from '../../src/server/generation/compositor/geometry';
import { roomLook } from '../../src/server/generation/compositor/palette';
import { finish, itemsOf } from '../../src/server/generation/compositor/planner';
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { drawDecor, planDecor } from '../../src/server/generation/compositor/decor';
import { drawPiece } from '../../src/server/generation/compositor/drawPiece';
import { planOf } from '../../src/server/generation/compositor/index';
import { paintKey } from '../../src/server/generation/compositor/pose';
import { blankSprite, type Sprite } from '../../src/server/generation/compositor/sprite';

const roomType = 'Living Room - Small';
const room = baseRoom(roomType);
const win = windowSpan({ depthCm: room.depth });

/** A TV unit against the left wall (the window's), centred at depth cz, and the dressing drawn for it. */
function dressed(lengthCm: number, cz: number) {
  const size = { widthCm: lengthCm, depthCm: 45, heightCm: 55 };
  const items = itemsOf([{ id: 'tv', category: C.tvUnits, dimensions: size }]);
  const rect = footprintAt(2 + 45 / 2, cz, size, 90);
  const plan = finish(roomType, room, items, new Map([[0, { rect, angle: 90 }]]));
  // The whole room's view, which shows the wall over the whole unit: the framing chosen may cut its near end.
  const camera = new Camera(room);
  const layer = dressingSvgParts(roomType, camera, room, plan.placements, roomLook('Modern', 'Oak'), 'seed');
  const frame = blankSprite(1536, 1024);
  drawDressing(frame, layer);
  const screens = layer.parts.filter((p) => p.includes('screenOff')).length;
  /** Whether the pixel on the left wall at (height h, depth z) is drawn dark, as a screen is. */
  const dark = (h: number, z: number) => {
    const p = camera.project(0.5, h, z);
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

/** The solid pixels (alpha at least half) of a frame. */
const solid = (frame: Sprite) => {
  const mask = new Uint8Array(frame.width * frame.height);
  for (let i = 0; i < mask.length; i++) mask[i] = frame.data[i * 4 + 3] >= 128 ? 1 : 0;
  return mask;
};

describe('dressing: wall art', () => {
  it('hangs inside the picture over a sofa or a bed framed close', () => {
    const cut: string[] = [];
    for (const roomType of ['Living Room - Small', 'Bedroom - Small', 'Bedroom - Large'])
      for (const style of ['Modern', 'Japandi', 'Traditional', 'Coastal', 'Art Deco'])
        for (const color of ['Navy', 'Oak']) {
          const { spec } = auditCase(roomType, style, color, 'fewest');
          const plan = planOf(spec);
          // A piece alone: nothing but the rug and the art in the layer, the art above the rug.
          const layer = dressingSvgParts(
            roomType,
            plan.camera,
            plan.room,
            plan.placements,
            roomLook(style, color),
            spec.roomType,
          );
          if (layer.y0 < 0) cut.push(`${roomType} ${style} ${color}: top at ${Math.round(layer.y0)} px`);
        }
    expect(cut).toEqual([]);
  });
});

describe('dressing: plants and lamps stand clear of the pieces', () => {
  // Rooms where, before, a floor lamp's shade stood over a bookcase, a chest or a glass cabinet, or a plant's
  // leaves over a chest of drawers (5 to 14 % of the piece).
  const rooms: [string, string, string][] = [
    ['Gaming/Office Room', 'Industrial', 'White'],
    ['Gaming/Office Room', 'Art Deco', 'Navy'],
    ['Bedroom - Large', 'Farmhouse', 'Navy'],
    ['Bedroom - Large', 'Mid-Century', 'White'],
    ['Living Room - Small', 'Japandi', 'Navy'],
    // A floor lamp stood behind a side table's lamp, its shade over the table lamp's.
    ['Home Theater', 'Farmhouse', 'Navy'],
    ['Home Theater', 'Japandi', 'Oak'],
  ];

  it.each(rooms)(
    '%s, %s %s: no plant or lamp is drawn over a piece behind it, or over another (a table lamp too)',
    async (roomType, style, color) => {
      const { spec } = auditCase(roomType, style, color, 'usual');
      const plan = planOf(spec);
      const decor = planDecor(plan, roomLook(style, color), style, `${roomType}|${style}|${color}`);
      expect(decor.length).toBeGreaterThan(0);
      const masks = await Promise.all(
        plan.placements.map(async (p) => {
          const frame = blankSprite(1536, 1024);
          await drawPiece(frame, plan.camera, p, spec.pieces[p.index]);
          return { key: paintKey(p), mask: solid(frame), name: p.category };
        }),
      );
      const decorMasks = decor.map((d) => {
        const frame = blankSprite(1536, 1024);
        drawDecor(frame, plan.camera, d);
        return solid(frame);
      });
      const share = (under: Uint8Array, over: Uint8Array) => {
        let own = 0;
        let covered = 0;
        for (let i = 0; i < under.length; i++)
          if (under[i]) {
            own++;
            if (over[i]) covered++;
          }
        return own ? covered / own : 0;
      };
      const over: string[] = [];
      decor.forEach((d, k) => {
        // A table lamp stands on its table, drawn over it.
        for (const m of d.onPiece === undefined ? masks : [])
          if (m.key <= d.z && share(m.mask, decorMasks[k]) > 0.02) over.push(`${d.art.heightCm} cm over ${m.name}`);
        decorMasks.forEach((other, j) => {
          if (j !== k && share(other, decorMasks[k]) > 0.02) over.push(`${d.art.heightCm} cm over dressing ${j}`);
        });
      });
      expect(over).toEqual([]);
    },
  );

  it('a floor lamp that finds no clear spot beside the sofa stands in a back corner', () => {
    const { spec } = auditCase('Living Room - Small', 'Modern', 'White', 'usual');
    const plan = planOf(spec);
    const decor = planDecor(plan, roomLook('Modern', 'White'), 'Modern', 'Living Room - Small|Modern|White');
    const lamp = decor.find((d) => d.art.heightCm === 165);
    expect(lamp).toBeDefined();
    expect(lamp!.z).toBeLessThan(60);
    expect(Math.min(lamp!.x, plan.room.width - lamp!.x)).toBeLessThan(40);
  });
});
