// The floor and camera of a user's room photo, from the four floor corners they marked and one known length.
//
// The marked quadrilateral is the image of a floor rectangle: back-left, back-right, front-right, front-left
// are floor points (0,0), (W,0), (W,D), (0,D) in cm (x from the left, z from the back towards the viewer),
// W = referenceCm. The homography H from the unit square to the image (principal point at the image
// centre, square pixels) is K·[W·r1, D·r2, t] up to scale, K = diag(f, f, 1). Its first two columns are
// the vanishing points of the floor's two edge directions; r1 ⟂ r2 gives f² = −(h1x·h2x + h1y·h2y)/(h1z·h2z)
// (Zhang). When an edge pair is parallel in the photo (the usual shot straight at the back wall) that
// vanishing point is at infinity and the constraint says nothing about f: a typical phone lens is assumed
// (28 mm equivalent). With f known, D/W = |K⁻¹h2| / |K⁻¹h1|, and the rest of the pose follows.
import { column, cross, dot, homography, norm, type Pair, scale, sub, type Vec3 } from './homography';

export type FloorOutline = [Pair, Pair, Pair, Pair];

/** The outline cannot be a floor rectangle seen by a camera: its message is for the user. */
export class PhotoOutlineError extends Error {}

/** 28 mm (35 mm-equivalent) over the 36 mm frame width: focal length as a share of the long side. */
export const DEFAULT_FOCAL_SHARE = 28 / 36;
/** A vanishing point farther out than this (in long sides from the centre) counts as at infinity. */
const FAR_VANISHING = 25;
/** Lenses from a strong wide angle to a short tele, as a share of the long side. */
const FOCAL_RANGE: [number, number] = [0.3, 4];

const CORNERS = ['back-left', 'back-right', 'front-right', 'front-left'];

export class PhotoCamera {
  readonly kind = 'photo';
  /** Camera position in floor coordinates (cm); eye is its height above the floor. */
  readonly xc: number;
  readonly zc: number;
  readonly eye: number;

  constructor(
    readonly f: number,
    readonly cx: number,
    readonly cy: number,
    /** Floor x, up and floor z axes, and the floor origin, in camera coordinates (x right, y down, z ahead). */
    readonly r1: Vec3,
    readonly up: Vec3,
    readonly r2: Vec3,
    readonly t: Vec3,
  ) {
    this.xc = -dot(r1, t);
    this.eye = -dot(up, t);
    this.zc = -dot(r2, t);
  }

  /** Camera coordinates of floor point (x, z) at height h. */
  toCamera(x: number, h: number, z: number): Vec3 {
    const { r1, up, r2, t } = this;
    return [
      r1[0] * x + up[0] * h + r2[0] * z + t[0],
      r1[1] * x + up[1] * h + r2[1] * z + t[1],
      r1[2] * x + up[2] * h + r2[2] * z + t[2],
    ];
  }

  project(x: number, h: number, z: number): { x: number; y: number } {
    const [X, Y, Z] = this.toCamera(x, h, z);
    const w = Math.max(1e-3, Z);
    return { x: this.cx + (this.f * X) / w, y: this.cy + (this.f * Y) / w };
  }

  /** Pixels per centimetre at floor point (x, z). */
  scaleAt(x: number, z: number): number {
    return this.f / Math.max(1, this.toCamera(x, 0, z)[2]);
  }
}

export interface PhotoFloor {
  widthCm: number;
  depthCm: number;
  /** Focal length in pixels, and whether it came from the outline or is the assumed default. */
  focalPx: number;
  focalFrom: 'vanishing-points' | 'default';
  camera: PhotoCamera;
}

const crossZ = (o: Pair, a: Pair, b: Pair) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function segmentsCross(a: Pair, b: Pair, c: Pair, d: Pair): boolean {
  const d1 = crossZ(c, d, a);
  const d2 = crossZ(c, d, b);
  const d3 = crossZ(a, b, c);
  const d4 = crossZ(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Why this outline is no floor rectangle in this photo, or undefined when its shape is fine. */
export function outlineProblem(q: FloorOutline, width: number, height: number): string | undefined {
  const slack = 0.5;
  for (let i = 0; i < 4; i++) {
    const [x, y] = q[i];
    if (x < -slack || y < -slack || x > width + slack || y > height + slack)
      return `The ${CORNERS[i]} floor corner (${Math.round(x)}, ${Math.round(y)}) lies outside the photo (${width}×${height}).`;
  }
  if (segmentsCross(q[0], q[1], q[2], q[3]) || segmentsCross(q[1], q[2], q[3], q[0]))
    return 'The floor outline crosses itself: mark the corners clockwise from back-left (back-left, back-right, front-right, front-left).';
  let area = 0;
  for (let i = 0; i < 4; i++) area += q[i][0] * q[(i + 1) % 4][1] - q[(i + 1) % 4][0] * q[i][1];
  area /= 2;
  const diag = Math.hypot(width, height);
  const minSide = Math.min(...q.map((p, i) => Math.hypot(p[0] - q[(i + 1) % 4][0], p[1] - q[(i + 1) % 4][1])));
  if (Math.abs(area) < 0.002 * width * height || minSide < 0.01 * diag)
    return 'The floor outline encloses almost no area: spread its four corners over the floor.';
  if (area < 0)
    return 'The floor outline runs anticlockwise: its corners go back-left, back-right, front-right, front-left.';
  for (let i = 0; i < 4; i++) {
    const turn = crossZ(q[i], q[(i + 1) % 4], q[(i + 2) % 4]);
    const lens =
      Math.hypot(q[(i + 1) % 4][0] - q[i][0], q[(i + 1) % 4][1] - q[i][1]) *
      Math.hypot(q[(i + 2) % 4][0] - q[(i + 1) % 4][0], q[(i + 2) % 4][1] - q[(i + 1) % 4][1]);
    // A floor rectangle seen in perspective is convex, and no corner of it is a straight angle.
    if (turn / lens < 0.02)
      return `The floor outline is not a convex four-cornered shape at its ${CORNERS[(i + 1) % 4]} corner: a rectangle on the floor cannot look like that.`;
  }
  return undefined;
}

/**
 * The floor rectangle and camera an outline implies. Throws PhotoOutlineError, with a message for the user,
 * when the outline is out of the photo, crossing, degenerate, or implies no real camera.
 */
export function photoFloor(q: FloorOutline, referenceCm: number, width: number, height: number): PhotoFloor {
  const problem = outlineProblem(q, width, height);
  if (problem) throw new PhotoOutlineError(problem);
  const cx = width / 2;
  const cy = height / 2;
  const L = Math.max(width, height);
  // Normalised image coordinates: centred, long side 1, so the numbers stay well conditioned.
  const norm2 = q.map(([x, y]): Pair => [(x - cx) / L, (y - cy) / L]);
  const H = homography(
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    norm2,
  );
  if (!H) throw new PhotoOutlineError('The floor outline is degenerate: three of its corners lie on one line.');
  const h1 = column(H, 0);
  const h2 = column(H, 1);
  const far = (h: Vec3) => Math.abs(h[2]) * FAR_VANISHING < Math.hypot(h[0], h[1]);
  let fn = DEFAULT_FOCAL_SHARE;
  let focalFrom: PhotoFloor['focalFrom'] = 'default';
  if (!far(h1) && !far(h2)) {
    const f2 = -(h1[0] * h2[0] + h1[1] * h2[1]) / (h1[2] * h2[2]);
    if (!(f2 > 0))
      throw new PhotoOutlineError(
        'The floor outline cannot be a rectangle on the floor: its edges meet at vanishing points no camera lens produces. Put the corners on the corners of the floor.',
      );
    fn = Math.sqrt(f2);
    if (fn < FOCAL_RANGE[0] || fn > FOCAL_RANGE[1])
      throw new PhotoOutlineError(
        `The floor outline implies an implausible lens (focal length ${Math.round(fn * L)} px for a ${L} px photo): put the corners on the corners of the floor.`,
      );
    focalFrom = 'vanishing-points';
  }
  const m1: Vec3 = [h1[0] / fn, h1[1] / fn, h1[2]];
  const m2: Vec3 = [h2[0] / fn, h2[1] / fn, h2[2]];
  const h3 = column(H, 2);
  const m3: Vec3 = [h3[0] / fn, h3[1] / fn, h3[2]];
  const W = referenceCm;
  const D = (W * norm(m2)) / norm(m1);
  let lambda = norm(m1) / W;
  // The floor lies in front of the camera.
  if (m3[2] < 0) lambda = -lambda;
  let r1 = scale(m1, 1 / (W * lambda));
  let r2 = scale(m2, 1 / (D * lambda));
  const t = scale(m3, 1 / lambda);
  // With an assumed lens r1 and r2 are only nearly perpendicular: keep r1 (the measured back edge) and square r2 to it.
  r1 = scale(r1, 1 / norm(r1));
  r2 = sub(r2, scale(r1, dot(r1, r2)));
  r2 = scale(r2, 1 / norm(r2));
  let up = cross(r2, r1);
  // Up points from the floor towards the camera (the origin of camera coordinates).
  if (dot(up, t) > 0) up = scale(up, -1);
  const f = fn * L;
  const camera = new PhotoCamera(f, cx, cy, r1, up, r2, t);
  for (const [x, z] of [
    [0, 0],
    [W, 0],
    [W, D],
    [0, D],
  ])
    if (camera.toCamera(x, 0, z)[2] <= 0)
      throw new PhotoOutlineError(
        'The floor outline puts part of the floor behind the camera: mark the floor in front of it.',
      );
  if (!(D > 0) || !Number.isFinite(D))
    throw new PhotoOutlineError('The floor outline is degenerate: its depth cannot be measured.');
  return { widthCm: W, depthCm: D, focalPx: f, focalFrom, camera };
}
