// What a recipe's put() does with pieces in a row along a side wall (issue 16): an attempt that keeps the walkways
// leaves a gap between them, so that the nearer does not hide the far one's end; where no wall has room for the gap,
// the piece still stands, flush, as it did.
import { CATEGORIES as C } from '../../src/shared/constants';
import { sideWall } from '../../src/server/generation/compositor/candidates';
import { Floor } from '../../src/server/generation/compositor/floor';
import { Camera, type Rect, type Room } from '../../src/server/generation/compositor/geometry';
import { type Item, Planning } from '../../src/server/generation/compositor/planning';

const WARDROBE = { widthCm: 100, depthCm: 60, heightCm: 200 };
const wardrobes: Item[] = [0, 1].map((index) => ({ index, id: `w${index}`, category: C.wardrobes, size: WARDROBE }));

function planning(room: Room, strict: boolean, items: Item[] = wardrobes): Planning {
  return new Planning(room, new Floor(room, new Camera(room)), items, strict, strict);
}

/** The wall between two footprints along a side wall (cm). */
const gapAlong = (a: Rect, b: Rect) => Math.max(b.z - (a.z + a.d), a.z - (b.z + b.d));

describe('pieces in a row along a side wall', () => {
  const room: Room = { width: 560, depth: 500, height: 265 };
  const fromTheBack = (p: Planning, item: Item) => p.put(item, sideWall(room, 'right', item.size, 4 + 50));

  it('stand 1.75 of their depths apart where the wall has room, in an attempt that keeps the walkways', () => {
    const p = planning(room, true);
    const first = fromTheBack(p, wardrobes[0])!;
    const second = fromTheBack(p, wardrobes[1])!;
    expect(first.x).toBe(second.x);
    // Flush, the second stood 4 cm on (the floor's clearance), and the first's end was hidden behind it.
    expect(gapAlong(first, second)).toBeGreaterThanOrEqual(1.75 * WARDROBE.depthCm);
    expect(gapAlong(first, second)).toBeLessThan(1.75 * WARDROBE.depthCm + 10);
  });

  it('stand as before in an attempt that only fits the pieces', () => {
    const p = planning(room, false);
    const first = fromTheBack(p, wardrobes[0])!;
    const second = fromTheBack(p, wardrobes[1])!;
    expect(gapAlong(first, second)).toBeLessThan(10);
  });

  it('go to the next wall the recipe offers where this one has no room for the gap, else stand flush', () => {
    // Chests, low enough to stand under the window: on 240 cm of wall, two of them and 79 cm between them do not fit.
    const CHEST = { widthCm: 90, depthCm: 45, heightCm: 80 };
    const chests: Item[] = [0, 1].map((index) => ({ index, id: `c${index}`, category: C.chestOfDrawers, size: CHEST }));
    const short: Room = { width: 560, depth: 240, height: 265 };
    const offered = (walls: ('right' | 'left')[]) => {
      const p = planning(short, true, chests);
      return chests.map((c) => p.put(c, ...walls.map((side) => sideWall(short, side, c.size, 4 + 45)))!);
    };
    const [a, b] = offered(['left', 'right']);
    expect(a.x).toBeLessThanOrEqual(6);
    expect(b.x + b.w).toBeGreaterThanOrEqual(short.width - 6);
    const [c, d] = offered(['left']);
    expect(d.x).toBe(c.x);
    expect(gapAlong(c, d)).toBeLessThan(10);
  });
});
