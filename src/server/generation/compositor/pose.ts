// Where the drawn face of a placed piece lies in the room, and the image box it covers.
import { turnedExtent } from '../../../shared/layoutRules';
import type { Camera, Rect } from './geometry';
import { CATEGORIES as C } from '../../../shared/constants';
import { drawnInPlanes, isBed, isRound, isRoundTable, isStool, isUpholstered, type Size } from './kinds';
import { cornerMainZ } from './cornerSofa';

export interface FloorPt {
  x: number;
  z: number;
}

export type DrawMode =
  /** Face parallel to the image plane: a plain scaled sprite. */
  | 'front'
  /** Face turned away from the image plane: a perspective column warp. */
  | 'turned'
  /** Planes from the front to the back (drawnInPlanes): a bed's foot to its head, a chair's seat front to its back. */
  | 'keystone';

export interface Pose {
  mode: DrawMode;
  /** Seen from behind: drawn as a shaded silhouette of the front art. */
  fromBehind: boolean;
  /** Bottom edge of the visible face, from the art's left edge to its right edge. */
  p0: FloorPt;
  p1: FloorPt;
  heightCm: number;
  /** For 'keystone': the depth of the head end (a chair's back). */
  headZ: number;
  /** A corner sofa (cornerSofa.ts): the depth of its main run's face, its chaise reaching forward to p0 and p1. */
  mainZ?: number;
  /**
   * A table facing the camera whose board is drawn from above: the depth the board reaches back to. Its image box
   * stays its front's (counting the board, and its legs as hiding little, the camera choice met the goals in 3 fewer
   * audit rooms).
   */
  boardZ?: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The way a piece turned `angle` (the planner's degrees) faces, on the floor: a unit vector. */
export const facingOf = (angle: number): FloorPt => ({ x: Math.sin(rad(angle)), z: Math.cos(rad(angle)) });

/** How far in from a sofa's or armchair's back its back cushions' face stands, as a share of its depth. */
const BACK_CUSHION_SHARE = 0.3;

/** How far in from its back (cm) a piece drawn in planes has its head plane: a seat's back, a bed's headboard. */
export const headIn = (category: string, size: Size): number =>
  isUpholstered(category) ? BACK_CUSHION_SHARE * size.depthCm : Math.min(12, size.depthCm * 0.06);

/**
 * A seat turned from the camera, its front in sight, drawn in its planes as one facing it is (drawnInPlanes): a
 * corner sofa is not, its art showing the L from the front. An office or a kids' chair is too, though it is drawn
 * flat facing the camera: turned, its front art warped onto its front edge stood its back there, a slab beside the
 * desk or the table it sat at.
 */
export const turnedInPlanes = (category: string, size: Size, footprint: Rect, pose: Pose): boolean =>
  pose.mode === 'turned' &&
  !pose.fromBehind &&
  (seatInPlanes(category, size, footprint) || TURNED_IN_PLANES.has(category));

const TURNED_IN_PLANES = new Set<string>([C.officeChairs, C.kidsChairs]);

const seatInPlanes = (category: string, size: Size, footprint: Rect) =>
  drawnInPlanes(category) && !isBed(category) && cornerMainZ(category, size, footprint) === undefined;

/**
 * A turned seat's pose as this camera sees it. A pose is the same from every camera, and one turned a little away from
 * the picture is seen from behind; but standing at the side of the room and turned to its middle (a living room's
 * armchair at 105°), the camera sees its front: then its front's pose, drawn in its planes.
 */
export function seenFrom(
  cam: { xc: number; zc: number },
  p: { category: string; size: Size; footprint: Rect; angle: number; pose: Pose },
): Pose {
  const { pose, footprint: f, size } = p;
  if (pose.mode !== 'turned' || !pose.fromBehind || !seatInPlanes(p.category, size, f)) return pose;
  if (facingShare(cam, p.angle, { x: f.x + f.w / 2, z: f.z + f.d / 2 }) <= 0) return pose;
  const n = facingOf(p.angle);
  const [p0, p1] = [pose.p0, pose.p1].map((e) => ({ x: e.x + n.x * size.depthCm, z: e.z + n.z * size.depthCm }));
  return { ...pose, fromBehind: false, p0, p1 };
}

/**
 * How squarely (the cosine) a piece's front, turned `angle` and through floor point `at`, faces the camera: 1 square
 * on, 0 edge-on, below 0 turned away.
 */
export function facingShare(cam: { xc: number; zc: number }, angle: number, at: FloorPt): number {
  const n = facingOf(angle);
  const [dx, dz] = [cam.xc - at.x, cam.zc - at.z];
  return (n.x * dx + n.z * dz) / Math.max(1e-6, Math.hypot(dx, dz));
}

/** Within about 10° of edge-on, a face drawn is a sliver. */
const EDGE_ON = 0.17;

/** Whether a piece's front (or back), turned `angle` and through `at`, is seen within about 10° of edge-on. */
export const seenEdgeOn = (cam: { xc: number; zc: number }, angle: number, at: FloorPt): boolean =>
  Math.abs(facingShare(cam, angle, at)) < EDGE_ON;

/** A bed turned a quarter (against a side wall, or a bunk along the back wall): seen from its long side. */
export const isSideOn = (category: string, angle: number): boolean => isBed(category) && Math.abs(angle) === 90;

export { turnedExtent };

/**
 * angle: 0 faces the viewer, 90 faces +x (the piece stands against the left wall), -90 faces -x,
 * 180 faces the back wall.
 */
export function poseOf(category: string, size: Size, footprint: Rect, angle: number, photo = false): Pose {
  if (isSideOn(category, angle)) {
    // A bed lying across the view shows its long side: from its head to its foot along its near edge.
    const z = footprint.z + footprint.d;
    const head = { x: angle > 0 ? footprint.x : footprint.x + footprint.w, z };
    const foot = { x: angle > 0 ? footprint.x + footprint.w : footprint.x, z };
    return { mode: 'front', fromBehind: false, p0: head, p1: foot, heightCm: size.heightCm, headZ: footprint.z };
  }
  return facePose(category, size, footprint, angle, photo);
}

/**
 * The pose of the piece's own front (or back), whatever its side view: for art that has none (a photo). `photo`: the
 * piece is drawn from an imported photo.
 */
export function facePose(category: string, size: Size, footprint: Rect, angle: number, photo = false): Pose {
  // A stool turned to its table was drawn as a chair from its side, or from behind as a silhouette.
  const n = facingOf(isStool(category, size) ? 0 : angle);
  const r = { x: n.z, z: -n.x };
  const cx = footprint.x + footprint.w / 2;
  const cz = footprint.z + footprint.d / 2;
  const fromBehind = n.z < -0.2;
  // The visible face: the front, or the back when the piece faces away.
  const off = (fromBehind ? -1 : 1) * (size.depthCm / 2);
  const fc = { x: cx + n.x * off, z: cz + n.z * off };
  const half = size.widthCm / 2;
  const p0 = { x: fc.x - r.x * half, z: fc.z - r.z * half };
  const p1 = { x: fc.x + r.x * half, z: fc.z + r.z * half };
  const parallel = Math.abs(r.z) < 1e-6;
  let mode: DrawMode = parallel ? 'front' : 'turned';
  const mainZ = mode === 'front' && !fromBehind ? cornerMainZ(category, size, footprint) : undefined;
  // Drawn as one card at its front, a dining chair behind its table showed its back's top rail alone over the board:
  // its back stands at the back of its footprint, and from above the camera sees more of it. (A corner sofa is drawn
  // as its L instead, and a seat from a photo upright at its front: its photo shows no planes.)
  const planes = drawnInPlanes(category) && (!photo || isBed(category));
  if (parallel && !fromBehind && mainZ === undefined && planes) mode = 'keystone';
  const headZ = footprint.z + headIn(category, size);
  const board = mode === 'front' && !fromBehind && boardShown(category, size);
  return {
    mode,
    fromBehind,
    p0,
    p1,
    heightCm: size.heightCm,
    headZ,
    ...(mainZ === undefined ? {} : { mainZ }),
    ...(board ? { boardZ: footprint.z } : {}),
  };
}

/**
 * Whether a table showing its board is round: its front art, its legs, then stands halfway back, under the board's
 * widest part (drawPiece.ts), and the camera frames it by that back half (cameraChoice.ts).
 */
export const legsHalfwayBack = (pose: Pose, footprint: Rect): boolean =>
  pose.boardZ !== undefined && isRound({ widthCm: footprint.w, depthCm: footprint.d, heightCm: pose.heightCm });

/**
 * Facing the camera, a table or a desk shows its board from above, as the camera sees it (drawPiece draws it over the
 * art). A round one too, where its art draws it round: its board then is the ellipse the camera sees, from nearer or
 * higher much deeper than the art's.
 */
function boardShown(category: string, size: Size): boolean {
  return BOARDS_SEEN.has(category) && (!isRound(size) || isRoundTable(category, size));
}
const BOARDS_SEEN = new Set<string>([C.desks, C.sideTables, C.kidsTables, C.diningTables, C.coffeeTables]);

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The image box a pose covers. */
export function poseBox(cam: Camera, pose: Pose, footprint: Rect): Box {
  const pts = [
    cam.project(pose.p0.x, 0, pose.p0.z),
    cam.project(pose.p1.x, 0, pose.p1.z),
    cam.project(pose.p0.x, pose.heightCm, pose.p0.z),
    cam.project(pose.p1.x, pose.heightCm, pose.p1.z),
  ];
  if (pose.mainZ !== undefined) {
    pts.push(cam.project(pose.p0.x, pose.heightCm, pose.mainZ), cam.project(pose.p1.x, pose.heightCm, pose.mainZ));
  }
  if (pose.mode === 'keystone') {
    pts.push(cam.project(pose.p0.x, pose.heightCm, pose.headZ), cam.project(pose.p1.x, pose.heightCm, pose.headZ));
  }
  if (pose.mode === 'turned') {
    // End panels and the bodies of turned seats reach over the whole footprint.
    for (const x of [footprint.x, footprint.x + footprint.w]) {
      for (const z of [footprint.z, footprint.z + footprint.d])
        pts.push(cam.project(x, 0, z), cam.project(x, pose.heightCm, z));
    }
  }
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const left = Math.floor(Math.min(...xs));
  const top = Math.floor(Math.min(...ys));
  return { left, top, width: Math.ceil(Math.max(...xs)) - left, height: Math.ceil(Math.max(...ys)) - top };
}

/** Painter's order: the nearest front edge last; against a side wall, the middle of the piece counts. */
export function paintKey(p: { pose: Pose; angle: number; y: number; footprint: Rect }): number {
  return p.pose.mode === 'turned' && Math.abs(p.angle) === 90 ? p.y : p.footprint.z + p.footprint.d;
}
