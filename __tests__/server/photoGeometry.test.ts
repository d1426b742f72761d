import { photoFloor, type FloorOutline } from '../../src/server/generation/compositor/photo/photoCamera';
import { type KnownCamera, knownOutline, projectKnown } from '../support/server/syntheticPhoto';

const turned: KnownCamera = { width: 4000, height: 3000, f: 2600, x: 100, h: 150, z: 750, pitchDeg: 24, yawDeg: -14 };
const straight: KnownCamera = { ...turned, f: Math.round((4000 * 28) / 36), x: 200, z: 780, pitchDeg: 26, yawDeg: 0 };

describe('photo floor geometry', () => {
  it.each([
    ['two vanishing points', turned, 'vanishing-points'],
    ['the back wall square on (the default lens)', straight, 'default'],
  ])('recovers the camera of a synthetic photo: %s', (_, cam, focalFrom) => {
    const floor = photoFloor(knownOutline(cam, 400, 350), 400, cam.width, cam.height);
    expect(floor.focalFrom).toBe(focalFrom);
    expect(Math.abs(floor.focalPx / cam.f - 1)).toBeLessThan(0.03);
    expect(Math.abs(floor.depthCm / 350 - 1)).toBeLessThan(0.03);
    expect(Math.abs(floor.camera.eye / cam.h - 1)).toBeLessThan(0.03);
    // A piece at a known floor point: its foot and its top land within a few pixels of the known camera's.
    for (const [x, h, z] of [
      [150, 0, 120],
      [150, 90, 120],
      [320, 200, 40],
      [60, 45, 300],
    ]) {
      const got = floor.camera.project(x, h, z);
      const want = projectKnown(cam, x, h, z);
      expect(Math.hypot(got.x - want[0], got.y - want[1])).toBeLessThan(3);
    }
  });

  const good = knownOutline(turned, 400, 350);
  it.each<[string, FloorOutline, RegExp]>([
    ['crossing', [good[0], good[1], good[3], good[2]], /crosses itself/],
    ['zero area', [good[0], good[0], good[0], good[0]], /no area|almost no area/],
    [
      'collinear',
      [
        [100, 100],
        [2000, 100],
        [3000, 100],
        [1000, 100.5],
      ],
      /almost no area/,
    ],
    [
      'a corner outside',
      [good[0], good[1], [good[2][0], 3400], good[3]],
      /front-right floor corner .* outside the photo/,
    ],
    ['anticlockwise', [good[3], good[2], good[1], good[0]], /anticlockwise/],
    [
      'not convex',
      [
        [1000, 1000],
        [3000, 1000],
        [2000, 1300],
        [1000, 2500],
      ],
      /not a convex/,
    ],
    [
      'no real lens',
      [
        [1000, 1200],
        [2500, 1000],
        [2800, 1500],
        [600, 2000],
      ],
      /vanishing points|implausible lens/,
    ],
  ])('refuses an outline that is %s', (_, outline, message) => {
    expect(() => photoFloor(outline, 400, 4000, 3000)).toThrow(message);
  });
});
