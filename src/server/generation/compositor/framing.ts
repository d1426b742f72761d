// The camera a designer would choose: it frames the furnished part of the room instead of the whole
// floor, moving in until the pieces fill the picture, then crops the picture to them (the lens shifted
// and zoomed from the same spot), with a little floor in front of the nearest one.
import { ROOM_IMAGE_HEIGHT as H, ROOM_IMAGE_WIDTH as W } from '../renderer';
import { Camera, EYE_HEIGHT_CM, type Rect, type Room, sideWallOf } from './geometry';

export interface FramedPiece {
  rect: Rect;
  heightCm: number;
}

/**
 * Share of a piece along a side wall that may run out of the picture at its near end, at the side or the bottom:
 * the frame cuts the foreground piece, as an interior photo does, and closes in on the group (at 0.3 a TV unit
 * along the wall kept a living room's picture wide, its furniture a band under the wall; 0.6 left more empty
 * floor in the lowest third).
 */
const SIDE_WALL_CUT = 0.5;

/** Floor in front of the nearest piece (cm) that the camera's position is worked out for. */
const FRONT_MARGIN_CM = 40;
/** Floor in front of the nearest piece (cm) that the picture shows, the lens shifted to crop the rest. */
const FLOOR_SHOWN_CM = 10;
/**
 * The lowest the horizon may go when the lens shifts (px from the top): about the middle of the picture, as
 * in a photo taken level. Lower, the picture would look up at an empty wall; higher (450 before), up to half
 * of its lowest third was floor in front of the furniture.
 */
const LOWEST_HORIZON_Y = 500;
/**
 * The highest it may go when the picture zooms in on a room (the floor then fills the picture); a closer framing
 * of a piece alone lets it rise to the top, the piece filling the picture.
 */
const HIGHEST_HORIZON_Y = 120;
/** The longest lens the crop may reach (px, about 47 mm): from the same spot, a crop changes no perspective. */
const MAX_CROP_FOCAL_PX = 2000;
/** Steps the crop zooms by, so that rooms of one look share their empty-room picture. */
const FOCAL_STEP_PX = 10;
/**
 * Room shown beside the outermost pieces (cm), and the narrowest stretch of room a picture shows: a sofa alone
 * shot from chest height still stands in a room, with its lamp and the picture above it (at 280 cm it filled the
 * frame edge to edge, a product shot).
 */
const SIDE_MARGIN_CM = 25;
const MIN_SPAN_CM = 340;

/** How far a framing closes in: the narrowest stretch of room it shows, and how high the crop may lift the horizon. */
export interface Closeness {
  minSpanCm: number;
  highestHorizonY: number;
  /** The longest lens the crop may reach (px); MAX_CROP_FOCAL_PX unless given. */
  maxCropFocalPx?: number;
  /** The share of a piece along a side wall the picture may cut at its near end; SIDE_WALL_CUT unless given. */
  sideWallCut?: number;
}

/**
 * The room-like framing first, then closer ones, down to the pieces alone with the horizon up to the top of the
 * picture: a sofa or a desk alone framed in 340 cm of room filled a fifth of the picture, the furnished area small
 * in the middle. The camera choice takes the first that meets the picture goals, so a piece alone is shown as
 * large as the goals ask and no larger.
 */
export const CLOSENESS: readonly Closeness[] = [
  { minSpanCm: MIN_SPAN_CM, highestHorizonY: HIGHEST_HORIZON_Y },
  ...[300, 270, 240, 210, 0].map((minSpanCm) => ({ minSpanCm, highestHorizonY: 0 })),
  // Last, a longer lens from the same spot (about 65 mm), the horizon above the picture: a desk or a dining
  // table alone, seen from chest height, still filled under a third of the picture at 47 mm.
  { minSpanCm: 0, highestHorizonY: -300, maxCropFocalPx: 2800 },
];
/**
 * Margins of the image the pieces keep clear (px). At the sides 2 % (31 px): the camera, stepping back with a longer
 * lens while the pieces fit, comes out further and the furniture larger. At 3 %, 253 of the audit's 288 usual rooms
 * met every goal; 259 here (9 gained; 3 large living rooms lost: two, shot from closer and higher, leave more floor and
 * rug in the lowest third, one's armchair hides its TV unit 0.205), 258 at 2.5 %, 255 at 1.5 %. The top margin made no
 * difference (3-4 %).
 */
const SIDE_MARGIN_PX = Math.round(W * 0.02);
const TOP_MARGIN_PX = Math.round(H * 0.04);
/**
 * The longest lens (focal length in px, about 29 mm on a full-frame camera): a longer one flattens the room
 * into an elevation, the floor a thin band under the pieces.
 */
const MAX_FOCAL_PX = 1250;
/** Steps the camera moves in, so that rooms of one look share their empty-room picture. */
const STEP_CM = 10;
/**
 * How much closer (focal length) the crop aimed where the pieces reach as far to either side must come than the one
 * aimed at their middle to be offered too: closer by less, the two pictures show much the same.
 */
const BALANCED_GAIN = 1.06;
/**
 * A nearer spot offered besides the furthest that fits, at this share of its distance from the floor line, cropped
 * the same way: looking down more steeply, it shows the chaise of a corner sofa (over the layout audit, 511 rooms met
 * every goal against 474 with the furthest spot alone, 493 at 0.35, 501 at 0.55; measured while a dining table's top
 * was drawn as its art's thin band, which let the chairs behind it show).
 */
const NEARER_SHARE = 0.45;
/** The widest lens the nearer spot's crop may keep (px, about 21 mm): wider, the floor swelled before the pieces. */
const MIN_NEAR_FOCAL_PX = 850;

/**
 * A piece running along a side wall, which the picture may cut at its near end. Only one running along its wall:
 * one standing out from it (a bed's head at the wall) would lose its head rather than its near end.
 */
const runsAlongSideWall = (room: Room, r: Rect) => sideWallOf(room, r) !== undefined && r.d >= r.w;

/**
 * The stretch of back wall (x from, x to, cm) the picture keeps whole: that of the pieces standing free of the side
 * walls (those along a side wall would otherwise ask for the whole room), grown to at least `minSpan` evenly about
 * them and slid along where a wall stops it. A closeness's framings depend on it, not on `minSpan` itself.
 */
export function keptStretch(room: Room, pieces: readonly FramedPiece[], minSpan: number): [number, number] {
  const free = pieces.filter((p) => !runsAlongSideWall(room, p.rect));
  const inner = free.length ? free : pieces;
  const x0 = Math.max(0, Math.min(...inner.map((p) => p.rect.x)) - SIDE_MARGIN_CM);
  const x1 = Math.min(room.width, Math.max(...inner.map((p) => p.rect.x + p.rect.w)) + SIDE_MARGIN_CM);
  if (x1 - x0 >= minSpan) return [x0, x1];
  const span = Math.min(minSpan, room.width);
  const from = Math.min(Math.max(0, (x0 + x1 - span) / 2), room.width - span);
  return [from, from + span];
}

/**
 * The framings of these pieces in this room from this height that show them all, the closest first: cropped to
 * the furniture, and, where the furniture needs the whole room's view, that view uncropped too (the crop then
 * magnifies the floor between the pieces as much as the pieces), then the crop from a nearer spot (NEARER_SHARE).
 * None when the pieces need more than the room.
 */
export function framedCameras(
  room: Room,
  pieces: readonly FramedPiece[],
  eye = EYE_HEIGHT_CM,
  {
    minSpanCm: minSpan,
    highestHorizonY: highest,
    maxCropFocalPx = MAX_CROP_FOCAL_PX,
    sideWallCut = SIDE_WALL_CUT,
  }: Closeness = CLOSENESS[0],
  /** Offer the crop aimed where the pieces reach as far to either side too (balancedAim). */
  balance = false,
): Camera[] {
  const whole = new Camera(room, { eye });
  if (!pieces.length) return [whole];
  const nearest = Math.max(...pieces.map((p) => p.rect.z + p.rect.d));
  const front = Math.min(room.depth - 15, Math.ceil((nearest + FRONT_MARGIN_CM) / 5) * 5);
  const back = Math.min(...pieces.map((p) => p.rect.z));
  const againstSide = (r: Rect) => runsAlongSideWall(room, r);
  const [x0, x1] = keptStretch(room, pieces, minSpan);
  // Aimed at the middle of all the pieces (those on either side wall cut alike) or of the free-standing ones,
  // whichever lets the camera come closer.
  const left = Math.min(x0, ...pieces.map((p) => p.rect.x));
  const right = Math.max(x1, ...pieces.map((p) => p.rect.x + p.rect.w));
  const aims = [...new Set([(left + right) / 2, (x0 + x1) / 2].map((x) => Math.round(x / 5) * 5))];
  const outlines = pieces.map(({ rect: r, heightCm }) => {
    const corners: [number, number, number][] = [];
    for (const x of [r.x, r.x + r.w]) for (const z of [r.z, r.z + r.d]) corners.push([x, 0, z], [x, heightCm, z]);
    return { corners, shown: againstSide(r) ? 1 - sideWallCut : 1 };
  });
  outlines.push({
    corners: [
      [x0, 0, back],
      [x1, 0, back],
    ],
    shown: 1,
  });
  const at = (u: number, xc: number) => new Camera(room, { zc: front + u, xc, f: ((H - whole.hy) * u) / eye, eye });
  const fits = (cam: Camera) =>
    outlines.every(({ corners, shown }) => {
      const ps = corners.map(([x, h, z]) => cam.project(x, h, z));
      const left = Math.min(...ps.map((p) => p.x));
      const right = Math.max(...ps.map((p) => p.x));
      const inFrame = Math.min(right, W - SIDE_MARGIN_PX) - Math.max(left, SIDE_MARGIN_PX);
      return inFrame >= (right - left) * shown - 0.5 && Math.min(...ps.map((p) => p.y)) >= TOP_MARGIN_PX;
    });
  // Moving back (a longer lens at the same floor line) enlarges everything: the furthest spot that still fits.
  // Every step is tried: very near, a side-wall piece reaching the floor line runs out of the wide picture.
  let framed: Camera | undefined;
  for (const xc of aims) {
    for (let u = STEP_CM; (u * (H - whole.hy)) / eye <= MAX_FOCAL_PX; u += STEP_CM) {
      const cam = at(u, xc);
      if (fits(cam) && (!framed || cam.scale(0) > framed.scale(0))) framed = cam;
    }
  }
  // The crop may cut a piece running along a side wall at its near end, as the sides of the picture may: the
  // bottom of the picture then comes up to the furniture instead of the floor before a long TV unit or chest.
  const shownTo = Math.max(...pieces.map(({ rect: r }) => r.z + r.d * (againstSide(r) ? 1 - sideWallCut : 1)));
  // From the spot found, cropped as aimed and as aimed where the pieces reach as far to either side of the picture:
  // aimed at their middle, one nearer the camera on one side (a corner sofa's chaise) reached the picture's edge
  // there first. What hides what differs between the two, so the camera choice weighs both.
  const crops = (spot: Camera) => {
    const aimed = closer(spot, shownTo, fits, highest, maxCropFocalPx);
    const balanced = balance ? at(spot.zc - front, balancedAim(outlines, spot.zc, left, right)) : undefined;
    if (!balanced || !fits(balanced)) return [aimed];
    const nearer = closer(balanced, shownTo, fits, highest, maxCropFocalPx);
    return nearer.f >= aimed.f * BALANCED_GAIN ? [aimed, nearer] : [aimed];
  };
  // Never a wider view than the whole room's.
  const from = framed && framed.scale(0) >= whole.scale(0) ? framed : whole;
  const cropped = from === whole ? [closer(from, shownTo, fits, highest, maxCropFocalPx)] : crops(from);
  const shots = [...cropped];
  if (from === whole) shots.push(closer(whole, shownTo, () => false));
  const u = framed && from === framed ? Math.round(((framed.zc - front) * NEARER_SHARE) / STEP_CM) * STEP_CM : 0;
  const near = u >= STEP_CM ? at(u, framed!.xc) : undefined;
  if (near && fits(near)) shots.push(...crops(near).filter((nearer) => nearer.f >= MIN_NEAR_FOCAL_PX));
  return shots.filter((cam, i) => shots.findIndex((s) => s.key === cam.key) === i && fits(cam));
}

/**
 * The aim (cm across the room, in steps) from a spot `zc` deep at which the pieces shown whole reach as far left of
 * the picture's middle as right of it: a piece nearer the camera on one side (a corner sofa's chaise) looks wider
 * than one as far out at the back, and aimed at their middle the picture kept room for it on one side only.
 */
function balancedAim(
  outlines: readonly { corners: [number, number, number][]; shown: number }[],
  zc: number,
  left: number,
  right: number,
): number {
  const corners = outlines.filter((o) => o.shown === 1).flatMap((o) => o.corners);
  // Left and right reach (in the picture, per unit of focal length) cancel at the balanced aim; both fall as it moves right.
  const lean = (xc: number) => {
    const xs = corners.map(([x, , z]) => (x - xc) / (zc - z));
    return Math.max(...xs) + Math.min(...xs);
  };
  let [lo, hi] = [left, right];
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (lean(mid) > 0) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2 / 5) * 5;
}

/** The whole room's view, the lens only shifted down to the furniture: for pieces no framing fits. */
export function wholeRoomCamera(room: Room, pieces: readonly FramedPiece[], eye = EYE_HEIGHT_CM): Camera {
  const whole = new Camera(room, { eye });
  if (!pieces.length) return whole;
  return closer(whole, Math.max(...pieces.map((p) => p.rect.z + p.rect.d)), () => false);
}

/**
 * The picture from the same spot, cropped to the furniture: the lens shifted until the bottom of the picture is
 * just in front of the nearest piece (the floor before the furniture goes), and zoomed in while the pieces
 * still fit. From the same spot, what hides what stays as it was.
 */
function closer(
  cam: Camera,
  nearest: number,
  fits: (cam: Camera) => boolean,
  highest = HIGHEST_HORIZON_Y,
  maxCropFocalPx = MAX_CROP_FOCAL_PX,
): Camera {
  const floorLine = nearest + FLOOR_SHOWN_CM;
  if (floorLine >= cam.zc) return cam;
  // The horizon row that puts the floor line at the bottom of the picture: zooming in raises it.
  const horizon = (f: number) => H - (f * cam.eye) / (cam.zc - floorLine);
  const at = (f: number) =>
    new Camera(cam.room, { zc: cam.zc, xc: cam.xc, f, hy: Math.min(LOWEST_HORIZON_Y, horizon(f)), eye: cam.eye });
  const ok = (f: number) => horizon(f) >= highest && fits(at(f));
  let lo = cam.f;
  let hi = Math.max(lo, maxCropFocalPx);
  while (hi - lo > FOCAL_STEP_PX && ok(lo)) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return at(Math.max(cam.f, Math.floor(lo / FOCAL_STEP_PX) * FOCAL_STEP_PX));
}
