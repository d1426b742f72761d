import {
  defaultFloorOutline,
  floorOutlineProblem,
  OUTLINE_PROBLEMS,
  REFERENCE_CM_MAX,
  REFERENCE_CM_MIN,
  type FloorOutline,
} from '../../src/shared/floorOutline';
import { roomPhotoParamsSchema } from '../../src/shared/schemas/layout';

const W = 1600;
const H = 1200;
const GOOD: FloorOutline = [
  [400, 700],
  [1200, 700],
  [1500, 1100],
  [100, 1100],
];

describe('floorOutlineProblem (shared by the SPA and the server)', () => {
  it('accepts a clockwise convex outline inside the photo, and the first guess', () => {
    expect(floorOutlineProblem(GOOD, W, H)).toBeNull();
    expect(floorOutlineProblem(defaultFloorOutline(W, H), W, H)).toBeNull();
    expect(floorOutlineProblem(defaultFloorOutline(3024, 4032), 3024, 4032)).toBeNull();
    // corners on the photo's edges are inside it
    expect(
      floorOutlineProblem(
        [
          [0, 600],
          [W, 600],
          [W, H],
          [0, H],
        ],
        W,
        H,
      ),
    ).toBeNull();
  });

  it.each<[string, FloorOutline, string]>([
    ['a corner left of the photo', [[-1, 700], GOOD[1], GOOD[2], GOOD[3]], OUTLINE_PROBLEMS.outside('Back-left')],
    ['a corner below the photo', [GOOD[0], GOOD[1], [1500, H + 1], GOOD[3]], OUTLINE_PROBLEMS.outside('Front-right')],
    [
      'a corner that is not a number',
      [GOOD[0], GOOD[1], GOOD[2], [Number.NaN, 1100]],
      OUTLINE_PROBLEMS.outside('Front-left'),
    ],
    ['back corners swapped (a bow tie)', [GOOD[1], GOOD[0], GOOD[2], GOOD[3]], OUTLINE_PROBLEMS.crossing],
    ['left corners swapped', [GOOD[3], GOOD[1], GOOD[2], GOOD[0]], OUTLINE_PROBLEMS.crossing],
    [
      'all four on one line',
      [
        [100, 700],
        [500, 700],
        [900, 700],
        [1300, 700],
      ],
      OUTLINE_PROBLEMS.crossing,
    ],
    ['two corners on one spot', [GOOD[0], GOOD[0], GOOD[2], GOOD[3]], OUTLINE_PROBLEMS.crossing],
    [
      'a sliver',
      [
        [400, 700],
        [1200, 700],
        [1200, 702],
        [400, 702],
      ],
      OUTLINE_PROBLEMS.tooSmall,
    ],
    ['a dent', [GOOD[0], GOOD[1], [800, 750], GOOD[3]], OUTLINE_PROBLEMS.notConvex],
    ['a mirrored (anticlockwise) order', [GOOD[1], GOOD[0], GOOD[3], GOOD[2]], OUTLINE_PROBLEMS.wrongOrder],
  ])('refuses %s', (_what, floor, problem) => {
    expect(floorOutlineProblem(floor, W, H)).toBe(problem);
  });
});

it("the back wall's bounds the SPA checks are the schema's", () => {
  const { minValue, maxValue } = roomPhotoParamsSchema.shape.referenceCm;
  expect([REFERENCE_CM_MIN, REFERENCE_CM_MAX]).toEqual([minValue, maxValue]);
});
