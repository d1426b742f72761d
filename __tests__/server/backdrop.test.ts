// The empty room is painted back to front without clip paths: the floor's pattern and the back wall's finish
// must still stay on their own surface, each covered at its edges by the surfaces painted after it.
import { Resvg } from '@resvg/resvg-js';
import { STYLES } from '../../src/server/catalog/styles';
import { backdropSvg } from '../../src/server/generation/compositor/backdrop';
import { floorSvg } from '../../src/server/generation/compositor/floorSvg';
import { baseRoom, Camera } from '../../src/server/generation/compositor/geometry';
import { roomLook } from '../../src/server/generation/compositor/palette';
import { wallTreatment } from '../../src/server/generation/compositor/wallSvg';

const render = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render();

/** How many pixels where `keep` holds differ between the two renders. */
function differing(a: Uint8Array, b: Uint8Array, width: number, keep: (x: number, y: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    const px = i / 4;
    const x = px % width;
    if (!keep(x, (px - x) / width)) continue;
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  }
  return n;
}

describe('the empty room', () => {
  // Every floor kind (boards, herringbone, concrete, tiles) and wall finish (brick, wainscot, shiplap, slats, deco)
  // comes with one of the styles; herringbone blocks, concrete mottling and bricks run past their surface's edges.
  const room = baseRoom('Living Room - Large');
  // A crop close to the back wall, as the camera choice takes them, and the whole room's view.
  const cameras = [new Camera(room), new Camera(room, { zc: 700, xc: room.width / 2 - 40, f: 1900, hy: 260 })];

  it.each(STYLES)('%s: the floor shows only on the floor, the back wall’s finish only on the back wall', (style) => {
    const look = roomLook(style, 'Navy');
    const seed = `backdrop|${style}`;
    for (const cam of cameras) {
      const svg = backdropSvg(cam, room, look, seed);
      const floor = floorSvg(cam, room, look, seed);
      const finish = wallTreatment(cam, room, look, seed);
      expect(svg).toContain(floor);
      const whole = render(svg);
      const { width } = whole;
      const pixels = whole.pixels;
      const withoutFloor = render(svg.replace(floor, '')).pixels;
      const withoutFinish = finish ? render(svg.replace(finish, '')).pixels : pixels;
      // Clear of the floor's outline by 2 px: above its back edge, or beyond the side walls' foot.
      const back = cam.project(0, 0, 0).y;
      const offFloor = (x: number, y: number) => {
        if (y < back - 2) return true;
        const z = cam.depthAtRow(y + 0.5);
        return x < cam.project(0, 0, z).x - 2 || x > cam.project(room.width, 0, z).x + 2;
      };
      // Clear of the back wall's rectangle by 2 px.
      const [tl, br] = [cam.project(0, room.height, 0), cam.project(room.width, 0, 0)];
      const offBackWall = (x: number, y: number) => x < tl.x - 2 || x > br.x + 2 || y < tl.y - 2 || y > br.y + 2;
      expect(differing(pixels, withoutFloor, width, offFloor)).toBe(0);
      expect(differing(pixels, withoutFinish, width, offBackWall)).toBe(0);
      // And the floor and finish are there to be covered: removing them changes their own surface.
      expect(differing(pixels, withoutFloor, width, (x, y) => !offFloor(x, y))).toBeGreaterThan(1000);
      if (finish) expect(differing(pixels, withoutFinish, width, (x, y) => !offBackWall(x, y))).toBeGreaterThan(100);
    }
  });

  it('from a camera stepped back beyond the front wall, the ceiling runs on to the top of the picture', () => {
    // A wide room framed whole from further back than its front wall, as a 12-piece theatre's is: the ceiling used
    // to stop where the floor leaves the bottom of the frame, a band of flat colour above it.
    const wide = baseRoom('Home Theater');
    const cam = new Camera(wide, { zc: wide.depth + 500, xc: wide.width / 2, f: 1100, hy: 500 });
    const { pixels, width } = render(backdropSvg(cam, wide, roomLook('Farmhouse', 'Navy'), 'ceiling'));
    const wallTop = Math.floor(cam.project(wide.width / 2, wide.height, 0).y);
    const x = Math.round(width / 2);
    const level = (y: number) => pixels[(y * width + x) * 4];
    // Down the middle, from the top of the picture to the back wall, the ceiling's shade changes smoothly.
    const steps = Array.from({ length: wallTop - 3 }, (_, y) => Math.abs(level(y + 1) - level(y)));
    expect(Math.max(...steps)).toBeLessThanOrEqual(2);
    expect(level(0)).toBeLessThan(level(wallTop - 3));
  });
});
