// The floor outline of a room photo (API.md Realtime `roomPhoto.floor`): four corners in photo
// pixels, clockwise from back-left. Shared so the SPA refuses what the server would refuse, with
// the same words.

export type Point = readonly [number, number];
export type FloorOutline = readonly [Point, Point, Point, Point];

export const CORNER_NAMES = ['Back-left', 'Back-right', 'Front-right', 'Front-left'] as const;

/** The back edge's real length (roomParams.roomPhoto.referenceCm) the server accepts. */
export const REFERENCE_CM_MIN = 50;
export const REFERENCE_CM_MAX = 5000;

/** Below this share of the photo the outline is too small to derive a floor plane from. */
export const MIN_OUTLINE_AREA_SHARE = 0.01;

export const OUTLINE_PROBLEMS = {
  outside: (corner: string) => `The ${corner.toLowerCase()} corner is outside the photo.`,
  crossing: 'The outline crosses itself: the back corners must stay behind the front ones, left on the left.',
  tooSmall: 'The outline is too small: spread the corners over the floor.',
  notConvex: 'The outline bends inwards: a floor seen in a photo has four outward corners.',
  wrongOrder: 'The corners are mirrored: back-left and back-right (and the front pair) are swapped.',
} as const;

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether segments ab and cd cross or touch (collinear overlaps included). */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: Point, q: Point, r: Point) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Twice the signed area (shoelace). Image y points down, so an outline that runs clockwise on
 * screen comes out positive.
 */
export function signedDoubleArea(floor: FloorOutline): number {
  let sum = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x1, y1] = floor[i];
    const [x2, y2] = floor[(i + 1) % 4];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * Why the outline cannot be a floor of a `width` × `height` photo, or null when it can: every
 * corner inside the photo, no edge crossing the opposite one, a convex quadrilateral (any
 * rectangle seen in perspective is one) running clockwise, and not vanishingly small.
 */
export function floorOutlineProblem(floor: FloorOutline, width: number, height: number): string | null {
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = floor[i];
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || x > width || y > height)
      return OUTLINE_PROBLEMS.outside(CORNER_NAMES[i]);
  }
  if (segmentsMeet(floor[0], floor[1], floor[2], floor[3]) || segmentsMeet(floor[1], floor[2], floor[3], floor[0]))
    return OUTLINE_PROBLEMS.crossing;
  const area = signedDoubleArea(floor) / 2;
  if (Math.abs(area) < MIN_OUTLINE_AREA_SHARE * width * height) return OUTLINE_PROBLEMS.tooSmall;
  const turns = [0, 1, 2, 3].map((i) => Math.sign(cross(floor[i], floor[(i + 1) % 4], floor[(i + 2) % 4])));
  if (turns.some((t) => t !== turns[0])) return OUTLINE_PROBLEMS.notConvex;
  if (area < 0) return OUTLINE_PROBLEMS.wrongOrder;
  return null;
}

const round = (v: number) => Math.round(v);

/** A first guess: a trapezoid over the lower part of the photo, narrower at the back. */
export function defaultFloorOutline(width: number, height: number): [Point, Point, Point, Point] {
  return [
    [round(width * 0.22), round(height * 0.58)],
    [round(width * 0.78), round(height * 0.58)],
    [round(width * 0.96), round(height * 0.95)],
    [round(width * 0.04), round(height * 0.95)],
  ];
}
