// One placed piece into the frame: its art at the right scale, turned or seen from behind as needed.
import { CATEGORIES as C, type Category } from '../../../shared/constants';
import { darken, lighten } from '../../catalog/art/colors';
import type { RoomPiece } from '../renderer';
import { type ArtRaster, artRaster, colorAt, hex, quantizeScale } from './art';
import { Camera, onFloorCircle } from './geometry';
import { isBed, isBox, isRound, type Size } from './kinds';
import { drawFace, type Face, faceOf } from './photo/faceWarp';
import type { Vec3 } from './photo/homography';
import { PhotoCamera } from './photo/photoCamera';
import type { Placement } from './planner';
import { drawShapes, type Shape } from './polygons';
import { blit, meanColor, type Sprite } from './sprite';
import {
  facePose,
  facingOf,
  facingShare,
  type FloorPt,
  headIn,
  isSideOn,
  legsHalfwayBack,
  type Pose,
  seenEdgeOn,
  seenFrom,
  turnedInPlanes,
} from './pose';
import { drawKeystone, drawTurned } from './warp';
import { isBunk } from '../../catalog/art/kids';
import {
  frontLegsBack,
  hasSideView,
  pedestalEnd,
  renderSideParts,
  renderSideSvg,
  SEAT_BACK_TOP_DEPTH,
} from '../../catalog/art/sideViews';
import {
  type ArtSpec,
  boardedSvgs,
  type CarcassBody,
  carcassRounding,
  planeRows,
  seatArtLegs,
  seatBackInsetCm,
  seatBackRoundCm,
  seatBackRgb,
  type PlaneRows,
  sofaArtRows,
  tableBoardHex,
} from '../../catalog/art';
import { kidsTableDoodles } from './kidsTableTop';
import {
  chaiseBehindDrawn,
  cornerParts,
  cornerRunDepth,
  drawChaiseBehind,
  drawCornerSofa,
  drawnAsL,
} from './cornerSofa';

/** The drawn room's camera, or the one a user's photo implies (whose faces are drawn by a general warp). */
export type View = Camera | PhotoCamera;

function turned(dst: Sprite, cam: View, pose: Pose, art: ArtRaster, shade = 1, nearest = false): void {
  if (cam instanceof PhotoCamera) drawFace(dst, cam, faceOf(pose), art, shade, nearest);
  else drawTurned(dst, cam, pose, art, shade, nearest);
}

const backViews = new WeakMap<ArtRaster, ArtRaster>();
const plainViews = new WeakMap<ArtRaster, ArtRaster>();
const legsKept = new WeakMap<ArtRaster, ArtRaster>();

/**
 * The back of a piece: its silhouette in its own mean colour (or `rgb`), lit from above, with a darker rim (unless `rim`
 * is off). With `legsCm`, what its art draws under that height (a seat's legs, the same seen from behind) is kept as
 * drawn.
 */
function backView(art: ArtRaster, rim = true, legsCm = 0, rgb?: [number, number, number]): ArtRaster {
  const cache = legsCm > 0 ? legsKept : rim ? backViews : plainViews;
  const known = cache.get(art);
  if (known) return known;
  const { width: w, height: h, data } = art.sprite;
  const [r, g, b] = rgb ?? meanColor(art.sprite);
  const out = new Uint8Array(data.length);
  const alpha = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : data[(y * w + x) * 4 + 3]);
  const legsFrom = legsCm > 0 ? Math.min(h, Math.max(0, Math.round(art.oy - legsCm * art.k))) : h;
  out.set(data.subarray(legsFrom * w * 4), legsFrom * w * 4);
  for (let y = 0; y < legsFrom; y++) {
    const light = 1.06 - 0.32 * (y / h);
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const a = data[i + 3];
      if (!a) continue;
      const edge = rim && Math.min(alpha(x - 2, y), alpha(x + 2, y), alpha(x, y - 2), alpha(x, y + 2)) < 128 ? 0.72 : 1;
      const k = (light * edge * a) / 255;
      out[i] = Math.min(a, r * k * 0.92);
      out[i + 1] = Math.min(a, g * k * 0.92);
      out[i + 2] = Math.min(a, b * k * 0.92);
      out[i + 3] = a;
    }
  }
  const made = { ...art, sprite: { width: w, height: h, data: out } };
  cache.set(art, made);
  return made;
}

interface Carcass {
  /** Colour of the carcass side, read from the art's outer stile. */
  side: string;
  /** Height of the underside of the body (above the legs or plinth gap). */
  bodyBottomCm: number;
}

const carcasses = new WeakMap<ArtRaster, Carcass>();

/** What the front art tells about the carcass: its side colour and where the legs end. */
function carcassOf(art: ArtRaster, size: Size): Carcass {
  const known = carcasses.get(art);
  if (known) return known;
  const { width: w, height: h, data } = art.sprite;
  const x0 = Math.max(0, Math.round(art.ox));
  const x1 = Math.min(w, Math.round(art.ox + size.widthCm * art.k));
  let bottomRow = Math.round(art.oy);
  for (let y = Math.min(h - 1, Math.round(art.oy) - 1); y > art.oy - size.heightCm * art.k * 0.4 && y >= 0; y--) {
    let solid = 0;
    for (let x = x0; x < x1; x++) if (data[(y * w + x) * 4 + 3] > 200) solid++;
    if (solid > (x1 - x0) * 0.7) {
      bottomRow = y + 1;
      break;
    }
  }
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  const sx0 = x0 + Math.max(1, Math.round((x1 - x0) * 0.008));
  const sx1 = x0 + Math.max(2, Math.round((x1 - x0) * 0.035));
  const top = Math.max(0, Math.round(art.oy - size.heightCm * art.k * 0.85));
  for (let y = top; y < Math.min(h, bottomRow); y++) {
    for (let x = sx0; x < sx1; x++) {
      const i = (y * w + x) * 4;
      if (data[i + 3] < 230) continue;
      r += data[i];
      g += data[i + 1];
      b += data[i + 2];
      n++;
    }
  }
  const side = n ? hex([r / n, g / n, b / n]) : hex(meanColor(art.sprite));
  const made = { side, bodyBottomCm: Math.max(0, (art.oy - bottomRow) / art.k) };
  carcasses.set(art, made);
  return made;
}

/** How many flat strips a rounded corner of a carcass or a seat's back is drawn in, at least. */
const CORNER_STRIPS = 4;
/** The widest (cm) a strip of a larger rounding is: four across an Art Deco armchair's 16 cm arch showed as facets. */
const CORNER_STRIP_CM = 2.5;

/**
 * End panels (and the top, when below eye height) of a carcass, where the viewer can see them. Where its front art
 * rounds its body's corners (`rounded`: a kids' wardrobe's arch), its end panels run as far up as its front's sides run
 * straight and its top between its rounded edges, each rounded edge drawn in strips: drawn from its body's bottom to
 * its top, a kids' wardrobe's end panel stood out as a fin over its arched corner.
 */
function carcassSides(cam: View, p: Placement, carcass: Carcass, rounded?: CarcassBody): Shape[] {
  const { pose, size } = p;
  const n = facingOf(p.angle);
  const H = size.heightCm;
  const D = size.depthCm;
  const r = rounded?.round ?? 0;
  const h0 = rounded ? rounded.bottom + r : Math.min(carcass.bodyBottomCm, H * 0.4);
  const top = rounded ? rounded.top : H;
  const color = carcass.side;
  const shapes: Shape[] = [];
  const ends = [pose.p0, pose.p1];
  const back = ends.map((e) => ({ x: e.x - n.x * D, z: e.z - n.z * D }));
  for (let i = 0; i < 2; i++) {
    const e = ends[i];
    const o = ends[1 - i];
    // Outward normal of this end panel, and whether the camera is on its outer side.
    const out = { x: e.x - o.x, z: e.z - o.z };
    const toCam = { x: cam.xc - e.x, z: cam.zc - e.z };
    if (rounded && r > 0) shapes.push(...roundedEdges(cam, e, o, back[i], rounded, color));
    if (out.x * toCam.x + out.z * toCam.z <= 0) continue;
    const mid = (top - r + h0) / 2;
    shapes.push({
      pts: [
        cam.project(e.x, h0, e.z),
        cam.project(back[i].x, h0, back[i].z),
        cam.project(back[i].x, top - r, back[i].z),
        cam.project(e.x, top - r, e.z),
      ],
      fill: darken(color, 0.1),
      stroke: darken(color, 0.45),
      fade: { to: darken(color, 0.32), from: cam.project(e.x, mid, e.z), toPt: cam.project(back[i].x, mid, back[i].z) },
    });
  }
  if (top < cam.eye - 10 && pose.mode === 'turned') {
    // Between its rounded edges.
    const [a, b] = [inFrom(ends[0], ends[1], r), inFrom(ends[1], ends[0], r)];
    const [ab, bb] = [inFrom(back[0], back[1], r), inFrom(back[1], back[0], r)];
    shapes.push({
      pts: [
        cam.project(a.x, top, a.z),
        cam.project(b.x, top, b.z),
        cam.project(bb.x, top, bb.z),
        cam.project(ab.x, top, ab.z),
      ],
      fill: lighten(color, 0.06),
      stroke: darken(color, 0.35),
    });
  }
  return shapes;
}

/** A point `by` cm from `from` towards `to` (on the floor). */
function inFrom(from: FloorPt, to: FloorPt, by: number): FloorPt {
  const len = Math.hypot(to.x - from.x, to.z - from.z) || 1;
  return { x: from.x + ((to.x - from.x) / len) * by, z: from.z + ((to.z - from.z) / len) * by };
}

/** A rounded body's top (and bottom, if it is rounded there too) and its corners' radius (cm). */
type Rounding = Omit<CarcassBody, 'bottom'> & { bottom?: number };

/**
 * The rounded edges of a carcass's end `e` (its other end `o`, its back corner `b`) that face the camera, top and
 * bottom (a seat's back's top alone), each a few strips from its front to its back, shaded from its end panel's shade
 * to its top's.
 */
function roundedEdges(cam: View, e: FloorPt, o: FloorPt, b: FloorPt, body: Rounding, color: string): Shape[] {
  const { bottom, top, round: r } = body;
  const len = Math.hypot(e.x - o.x, e.z - o.z) || 1;
  const out = { x: (e.x - o.x) / len, z: (e.z - o.z) / len };
  // A point of the rounding at angle t (0 at the side, ±π/2 at the top or the bottom), from the front corner `at`.
  const point = (at: FloorPt, t: number, up: boolean): [number, number, number] => [
    at.x - out.x * r * (1 - Math.cos(t)),
    up ? top - r + r * Math.sin(t) : bottom! + r - r * Math.sin(t),
    at.z - out.z * r * (1 - Math.cos(t)),
  ];
  const shapes: Shape[] = [];
  const strips = Math.max(CORNER_STRIPS, Math.ceil(r / CORNER_STRIP_CM));
  for (const up of bottom === undefined ? [true] : [true, false])
    for (let k = 0; k < strips; k++) {
      const [t0, t1] = [(k / strips) * (Math.PI / 2), ((k + 1) / strips) * (Math.PI / 2)];
      const t = (t0 + t1) / 2;
      const [px, ph, pz] = point(e, t, up);
      const normal = [out.x * Math.cos(t), (up ? 1 : -1) * Math.sin(t), out.z * Math.cos(t)];
      const toCam = [cam.xc - px, cam.eye - ph, cam.zc - pz];
      if (normal[0] * toCam[0] + normal[1] * toCam[1] + normal[2] * toCam[2] <= 0) continue;
      const corners = [point(e, t0, up), point(e, t1, up), point(b, t1, up), point(b, t0, up)];
      const lit = up ? t / (Math.PI / 2) : 0;
      const fill = lit > 0.5 ? lighten(color, 0.06 * (lit - 0.5) * 2) : darken(color, 0.1 * (1 - lit * 2));
      // No outline between strips, the rounding reads as one surface; each stroked in its own fill, their anti-aliased
      // shared edges leave no seam of wall between them (light dashes along a dark sofa's back).
      shapes.push({ pts: corners.map(([x, h, z]) => cam.project(x, h, z)), fill, stroke: fill });
    }
  return shapes;
}

const SEATING = new Set<string>([C.sofas, C.armchairs]);

/**
 * The top of a sofa's or an armchair's back, seen from above: from its face (`face`, its ends on the floor) `reach` cm
 * the way `dir` goes, across its back frame, its corners rounded as its front art rounds them. Without it the back
 * showed no thickness: seen from behind, a theatre's row read as a flat panel.
 */
function seatBackTop(
  cam: View,
  p: Placement,
  piece: RoomPiece,
  face: readonly [FloorPt, FloorPt],
  dir: FloorPt,
  reach: number,
): Shape[] {
  const { size } = p;
  const rgb = backRgbOf(piece, size);
  if (!rgb || size.heightCm >= cam.eye) return [];
  const color = lighten(hex(rgb), 0.04);
  const inset = backInsetOf(piece, size);
  const r = Math.min(backRoundOf(piece, size), size.widthCm / 2 - inset);
  const into = (e: FloorPt) => ({ x: e.x + dir.x * reach, z: e.z + dir.z * reach });
  const H = size.heightCm;
  const ends = [inFrom(face[0], face[1], inset), inFrom(face[1], face[0], inset)];
  const [a, b] = [inFrom(ends[0], ends[1], r), inFrom(ends[1], ends[0], r)];
  const top = lighten(color, 0.06);
  const flat = [a, b, into(b), into(a)].map((e) => cam.project(e.x, H, e.z));
  return [
    { pts: flat, fill: top, stroke: top },
    ...ends.flatMap((e, i) =>
      r > 0 ? roundedEdges(cam, e, inFrom(e, ends[1 - i], 1), into(e), { top: H, round: r }, color) : [],
    ),
  ];
}

/** Seen from behind, a seat's back's top reaches in from its face as far as its side view's back rest's top does. */
function backTopFromBehind(cam: View, p: Placement, piece: RoomPiece): Shape[] {
  // A corner sofa's back is its main run's.
  const reach = (cornerRunDepth(p.category, p.size) ?? p.size.depthCm) * SEAT_BACK_TOP_DEPTH;
  return seatBackTop(cam, p, piece, [p.pose.p0, p.pose.p1], facingOf(p.angle), reach);
}

/** Pieces whose top is a board: turned, the board is drawn over the whole footprint. */
const TABLES = new Set<string>([C.desks, C.diningTables, C.coffeeTables, C.sideTables, C.kidsTables]);

/** The top board of a turned table or desk, seen from above, in the colour of the front art's top. */
function tableTop(cam: View, p: Placement, art: ArtRaster, boardHex?: string): Shape[] {
  const { pose, size } = p;
  const H = size.heightCm;
  if (H >= cam.eye - 10) return [];
  const n = facingOf(p.angle);
  const D = size.depthCm;
  const ends = [pose.p0, pose.p1];
  const back = ends.map((e) => ({ x: e.x - n.x * D, z: e.z - n.z * D }));
  const color = boardHex ?? colorAt(art, size.widthCm / 2, H - 1) ?? meanHex(art);
  const mid = { x: (ends[0].x + back[1].x) / 2, z: (ends[0].z + back[1].z) / 2 };
  const board = isRound(size)
    ? onCircle(cam, mid, size.widthCm / 2, H, 2 * Math.PI)
    : [
        cam.project(ends[0].x, H, ends[0].z),
        cam.project(ends[1].x, H, ends[1].z),
        cam.project(back[1].x, H, back[1].z),
        cam.project(back[0].x, H, back[0].z),
      ];
  const doodles = p.category === C.kidsTables && !isRound(size) ? kidsTableDoodles(cam, ends, back, H) : [];
  return [
    ...(isRound(size) ? [roundRim(cam, mid, size.widthCm / 2, H, color)] : []),
    {
      pts: board,
      fill: color,
      stroke: darken(color, 0.3),
      fade: {
        to: darken(color, 0.12),
        from: cam.project((ends[0].x + ends[1].x) / 2, H, (ends[0].z + ends[1].z) / 2),
        toPt: cam.project((back[0].x + back[1].x) / 2, H, (back[0].z + back[1].z) / 2),
      },
    },
    ...doodles,
  ];
}

/** How thick (cm) a round board's edge is drawn. */
const RIM_CM = 3;

/** The edge of a round board of radius `r` at height `H`: the half nearer the camera, following the circle. */
function roundRim(cam: View, mid: { x: number; z: number }, r: number, H: number, color: string): Shape {
  const arc = (h: number) => onCircle(cam, mid, r, h, Math.PI);
  return { pts: [...arc(H), ...arc(H - RIM_CM).reverse()], fill: darken(color, 0.12), stroke: darken(color, 0.35) };
}

const CIRCLE_POINTS = 32;

/** Points on the level circle of radius r around mid at height h, from angle 0 (+x) through `span` towards +z. */
const onCircle = (cam: View, mid: { x: number; z: number }, r: number, h: number, span: number) =>
  onFloorCircle(mid, r, CIRCLE_POINTS, span).map(({ x, z }) => cam.project(x, h, z));

const meanHex = (art: ArtRaster): string => hex(meanColor(art.sprite));

const bodies = new WeakMap<ArtRaster, ArtRaster>();

/** The silhouette of the upholstered body: the back view without the legs. */
function bodyOf(art: ArtRaster, size: Size): ArtRaster {
  const known = bodies.get(art);
  if (known) return known;
  const sil = backView(art, false);
  const cut = Math.round(art.oy - carcassOf(art, size).bodyBottomCm * art.k);
  const data = new Uint8Array(sil.sprite.data);
  data.fill(0, Math.max(0, cut) * sil.sprite.width * 4);
  const made = { ...sil, sprite: { ...sil.sprite, data } };
  bodies.set(art, made);
  return made;
}

/**
 * A turned sofa or armchair would read as a cut-out card: its body silhouette is drawn again behind the face,
 * darker with depth and close enough together to merge into the side of an upholstered body.
 */
function drawBody(dst: Sprite, cam: View, p: Placement, art: ArtRaster): void {
  const n = facingOf(p.angle);
  const body = bodyOf(art, p.size);
  const depth = p.size.depthCm * 0.7;
  const { p0, p1 } = p.pose;
  const shift = (o: number) => {
    const back = movedBack(p.pose, n, o);
    const moved = (a: FloorPt, b: FloorPt) => {
      const [pa, pb] = [cam.project(a.x, 0, a.z), cam.project(b.x, 0, b.z)];
      return Math.hypot(pa.x - pb.x, pa.y - pb.y);
    };
    return Math.max(moved(p0, back.p0), moved(p1, back.p1));
  };
  const slices = Math.max(2, Math.min(20, Math.ceil(shift(depth) / 2.5)));
  for (let i = slices; i >= 1; i--) {
    const pose = movedBack(p.pose, n, (depth * i) / slices);
    // Flat colour: nearest sampling is enough and much cheaper than bilinear for a stack of slices.
    turned(dst, cam, pose, body, 0.74 + 0.16 * (1 - i / slices), true);
  }
}

/** A catalog item's art as the art module takes it, at the size the piece is drawn. */
const artSpecOf = (piece: RoomPiece, size: Size): ArtSpec => ({
  category: piece.category as Category,
  style: piece.style,
  color: piece.color,
  variant: piece.artVariant ?? 0,
  dimensions: size,
});

/** What a piece gives, worked out once per piece (a piece keeps its size). */
function oncePerPiece<T>(make: (piece: RoomPiece, size: Size) => T): (piece: RoomPiece, size: Size) => T {
  const known = new WeakMap<RoomPiece, T>();
  return (piece, size) => {
    if (!known.has(piece)) known.set(piece, make(piece, size));
    return known.get(piece) as T;
  };
}

/** What a piece's catalog art gives, worked out once per piece. */
const perPiece = <T>(make: (spec: ArtSpec) => T) => oncePerPiece((piece, size) => make(artSpecOf(piece, size)));

/**
 * The piece drawn with another view of its catalog art (`svgOf`), made once per piece so that its image, and the
 * content key hashed from it, is reused by every draw; none for photos or where the art has no such view.
 */
const derivedPiece = (tag: string, svgOf: (spec: ArtSpec) => string | undefined) =>
  oncePerPiece((piece, size): RoomPiece | undefined => {
    if (piece.image.kind !== 'svg') return undefined;
    const svg = svgOf(artSpecOf(piece, size));
    return svg ? drawnAs(piece, tag, svg) : undefined;
  });

/** The piece drawn with another view of its art (`svg`), named apart by `tag`. */
const drawnAs = (piece: RoomPiece, tag: string, svg: string): RoomPiece => ({
  ...piece,
  id: `${piece.id}|${tag}`,
  image: { kind: 'svg', svg },
});

const sidePieceOf = derivedPiece('side', renderSideSvg);
const sofaRowsOf = perPiece(sofaArtRows);
/** How tall (cm) a seat's legs are in its art (seatArtLegs); 0 for other pieces. */
const seatLegsOf = perPiece(seatArtLegs);
/**
 * A sofa's or an armchair's back frame's colour (seatBackRgb), for its catalog art: seen from behind in its art's mean
 * colour, a Japandi armchair's wooden base greyed its back beside its side view's navy one. A photo keeps its own.
 */
const backRgbOf = oncePerPiece((piece, size) =>
  piece.image.kind === 'svg' ? seatBackRgb(artSpecOf(piece, size)) : undefined,
);
/** How far back from a seat's front its side view stands its front legs (frontLegsBack). */
const legsBackOf = perPiece(frontLegsBack);
/** Where a carcass's art draws its body, its corners rounded (carcassRounding); none for most. */
const roundedBodyOf = perPiece(carcassRounding);

/** A turned seat's side view is in its own shade, a little darker than its front. */
const SIDE_SHADE = 0.88;

/**
 * A turned seat's end the camera does not see, by its side view (`left`: at its front art's left edge): its legs stand
 * behind the seat's front, beside the seen end's.
 */
interface FarEnd {
  art: ArtRaster;
  left: boolean;
  /** Whether it stands on legs of its own: an office chair's column and base are its side view's, at the seen end. */
  legs: boolean;
}

/**
 * How squarely (facingShare) a turned seat's front may face the camera for it to be drawn as seen from its side (its
 * far end's legs its side view's, a tub armchair's back's rounded top its side view's): under 45° from edge-on, its
 * side faces the camera more squarely than its front does.
 */
const SIDE_SEEN_BELOW = Math.SQRT1_2;

/** How far in (cm) a sofa's, an armchair's or an office chair's back stands from its sides; 0 for other pieces. */
const backInsetOf = perPiece(seatBackInsetCm);
/** The radius (cm) of a sofa's or an armchair's back's top corners in its front art. */
const backRoundOf = perPiece(seatBackRoundCm);
/** How far a turned seat's end seen from behind reaches under its back face (cm). */
const BEHIND_OVERLAP_CM = 1;

/**
 * A turned seat's end by its side view (`left`: at its front art's left edge). A sofa's, an armchair's or an office
 * chair's back stands in from its side as the back face does: drawn in the arm's outer plane, it stood apart from the
 * back seen from behind, the wall showing between (an office chair seen from its side had two backs side by side). An
 * office chair's base, column and seat stand in with its back (renderSideParts), its arm outside them.
 */
async function drawEnd(
  dst: Sprite,
  cam: View,
  p: Placement,
  { pose: seen, left }: { pose: Pose; left: boolean },
  side: ArtRaster,
  piece: RoomPiece,
  k: number,
): Promise<void> {
  // Seen from behind, its back face is drawn after it from the same corner: a centimetre under it, no seam of wall
  // shows between the two anti-aliased edges.
  const end = p.pose.fromBehind ? movedBack(seen, facingOf(p.angle), BEHIND_OVERLAP_CM) : seen;
  const inset = backInsetOf(piece, p.size);
  // Seen from its front, its back's face stands upright where its side's back has its front (pose.headIn).
  const fromFront = !p.pose.fromBehind;
  const parts = inset > 0 ? await sideParts(piece, p.size, k, fromFront) : undefined;
  if (!parts) return turned(dst, cam, end, side, SIDE_SHADE);
  // Along its front, towards its other end.
  const { u } = planeFrame(p);
  const s = left ? inset : -inset;
  const inward = (e: FloorPt) => ({ x: e.x + u[0] * s, z: e.z + u[2] * s });
  const back = { ...end, p0: inward(end.p0), p1: inward(end.p1) };
  const H = p.size.heightCm;
  const r = fromFront ? backRoundOf(piece, p.size) : 0;
  // The side's colour under the rounding (the side view draws the back's thickness in its back eighth or more).
  const color = r > 0 ? colorAt(parts.back, p.size.depthCm * 0.12, H - r - 2) : undefined;
  if (color) {
    // Seen from its front, its side face runs up to where its back face's corner starts to round, the rounded edge
    // above it in strips from its back face back: drawn to its full height, its side stood above its back's rounded
    // corner as a fin.
    drawFace(dst, cam, faceOf(back), parts.back, SIDE_SHADE, false, [-Infinity, H - r]);
    const e = inFrom(back.p1, back.p0, headDepth(p));
    drawShapes(dst, roundedEdges(cam, e, inward(e), back.p0, { top: H, round: r }, color));
  } else turned(dst, cam, back, parts.back, SIDE_SHADE);
  turned(dst, cam, end, parts.rest, SIDE_SHADE);
}

/** The side view's size: as deep as the piece, its width the piece's depth. */
const sideSize = (size: Size): Size => ({ widthCm: size.depthCm, depthCm: size.widthCm, heightCm: size.heightCm });

/** The seat's side view at scale k, from its catalog art's look; none for photos or other categories. */
async function sideArt(piece: RoomPiece, size: Size, k: number): Promise<ArtRaster | undefined> {
  if (!hasSideView(piece.category)) return undefined;
  const side = sidePieceOf(piece, size);
  return side && artRaster(side, sideSize(size), k);
}

const pedestalSidePieceOf = derivedPiece('side-pedestal', (spec) =>
  pedestalEnd(spec) ? renderSideSvg(spec, 'pedestal') : undefined,
);
const pedestalEndOf = perPiece(pedestalEnd);

/**
 * A desk's side view at the end its pedestal of drawers stands at (`left`: the front art's left edge), or none: its
 * open end's legs stood under the end where its front drew the pedestal.
 */
async function pedestalSideArt(piece: RoomPiece, size: Size, k: number, left: boolean) {
  const end = pedestalEndOf(piece, size);
  const side = end && (end === 'left') === left ? pedestalSidePieceOf(piece, size) : undefined;
  return side && artRaster(side, sideSize(size), k);
}

/**
 * A sofa's, an armchair's or an office chair's side view in two pieces (renderSideParts, drawn once for both): its
 * back, the rest.
 */
const sidePartPiecesOf = oncePerPiece((piece, size) => {
  if (piece.image.kind !== 'svg') return undefined;
  const spec = artSpecOf(piece, size);
  const parts = renderSideParts(spec);
  if (!parts) return undefined;
  const back = drawnAs(piece, 'side-back', parts.back);
  // An office chair's back is the same either way: one raster.
  const upright = renderSideParts(spec, true)!.back;
  const uprightBack = upright === parts.back ? back : drawnAs(piece, 'side-back-upright', upright);
  return { back, uprightBack, rest: drawnAs(piece, 'side-rest', parts.rest) };
});

/** A seat's side view in two at scale k (renderSideParts): its back (its front upright with `upright`), and the rest. */
async function sideParts(piece: RoomPiece, size: Size, k: number, upright: boolean) {
  const pieces = sidePartPiecesOf(piece, size);
  if (!pieces) return undefined;
  const back = upright ? pieces.uprightBack : pieces.back;
  const [b, r] = await Promise.all([artRaster(back, sideSize(size), k), artRaster(pieces.rest, sideSize(size), k)]);
  return { back: b, rest: r };
}

/**
 * The ends of a turned seat the camera sees, as faces from the back corner to the front corner: drawn
 * with the side view, the seat reads as a chair seen from its side rather than a skewed front.
 */
function visibleEnds(cam: View, p: Placement): { pose: Pose; left: boolean }[] {
  const { pose, size } = p;
  const n = facingOf(p.angle);
  // The front corners: the face's ends, moved to the front when the face drawn is the back.
  const off = pose.fromBehind ? size.depthCm : 0;
  const fronts = [pose.p0, pose.p1].map((e) => ({ x: e.x + n.x * off, z: e.z + n.z * off }));
  // Each with the edge of the front art it is at (`left`: the art's left edge, at the pose's p0).
  const ends: { pose: Pose; left: boolean }[] = [];
  for (let i = 0; i < 2; i++) {
    const e = fronts[i];
    const o = fronts[1 - i];
    const back = { x: e.x - n.x * size.depthCm, z: e.z - n.z * size.depthCm };
    const mid = { x: (e.x + back.x) / 2, z: (e.z + back.z) / 2 };
    const out = { x: e.x - o.x, z: e.z - o.z };
    const toCam = { x: cam.xc - mid.x, z: cam.zc - mid.z };
    if (out.x * toCam.x + out.z * toCam.z <= 0) continue;
    ends.push({ pose: { ...pose, mode: 'turned', fromBehind: false, p0: back, p1: e }, left: i === 0 });
  }
  return ends;
}

/** Share of the height where a bed's mattress top lies (the side art's layout) and of the length its headboard takes. */
const MATTRESS_TOP = 0.44;
const HEADBOARD_SHARE = 0.03;

/**
 * What the side art of a bed seen side-on cannot show: the duvet's top running back to the wall, the
 * pillows, and the inner face of the headboard, in the colours the side art gives them.
 */
function bedTop(cam: View, p: Placement, side: ArtRaster): Shape[] {
  const { footprint: r, size, pose } = p;
  const len = size.depthCm;
  const H = size.heightCm;
  if (isBunk(H)) return [];
  const top = H * MATTRESS_TOP;
  const dir = Math.sign(pose.p1.x - pose.p0.x);
  const headT = Math.max(5, len * HEADBOARD_SHARE);
  const x = (u: number) => pose.p0.x + dir * u;
  const zb = r.z + 2;
  const zf = r.z + r.d;
  const duvet = colorAt(side, len * 0.6, top - 2) ?? '#f4f1ea';
  const frame = colorAt(side, headT / 2, H - 6) ?? darken(duvet, 0.4);
  const quad = (u0: number, u1: number, h: number, z0: number, z1: number) => [
    cam.project(x(u0), h, z1),
    cam.project(x(u1), h, z1),
    cam.project(x(u1), h, z0),
    cam.project(x(u0), h, z0),
  ];
  const shapes: Shape[] = [
    { pts: quad(headT, len * 0.24 + headT, top - 1, zb, zf), fill: '#f7f5f0', stroke: '#d9d4ca' },
    {
      pts: quad(len * 0.24 + headT, len - 2, top + 2, zb, zf),
      fill: lighten(duvet, 0.04),
      stroke: darken(duvet, 0.18),
      fade: { to: darken(duvet, 0.1), from: cam.project(x(len / 2), top, zf), toPt: cam.project(x(len / 2), top, zb) },
    },
  ];
  // The pillows, side by side across the bed.
  const pillows = r.d > 120 ? 2 : 1;
  const span = (zf - zb - 8) / pillows;
  for (let i = 0; i < pillows; i++) {
    const z0 = zb + 4 + span * i + 2;
    shapes.push({
      pts: quad(headT + 2, headT + len * 0.17, top + 9, z0, z0 + span - 4),
      fill: '#fbfaf6',
      stroke: '#d6d1c6',
    });
  }
  // The headboard's inner face, where the camera stands on the foot's side of it.
  const hx = x(headT);
  if ((cam.xc - hx) * dir > 0) {
    shapes.unshift({
      pts: [cam.project(hx, top - 4, zf), cam.project(hx, H, zf), cam.project(hx, H, zb), cam.project(hx, top - 4, zb)],
      fill: frame,
      stroke: darken(frame, 0.35),
      fade: { to: darken(frame, 0.25), from: cam.project(hx, H / 2, zf), toPt: cam.project(hx, H / 2, zb) },
    });
  }
  return shapes;
}

const planeRowsOf = perPiece(planeRows);

/** Where the catalog art of a bed or a seat changes plane; none for a photo, a bunk or other art. */
const rowsOf = (piece: RoomPiece, size: Size): PlaneRows | undefined =>
  piece.image.kind === 'svg' ? planeRowsOf(piece, size) : undefined;

/**
 * A bed facing the camera, or a seat facing it or turned from it, as the three faces its art shows, each in its place
 * in the room: a bed's foot upright at the front, the duvet's top flat at mattress height back to the head, the
 * pillows and headboard upright at the head; a seat's front and legs, its seat, its back. Drawn as one plane sloping
 * from the foot to the headboard's top, a bed's headboard leaned towards a close or low camera; drawn as one face at
 * its front, a turned armchair's back and arms stood at its front edge, a tall slab.
 */
function drawPlanes(
  dst: Sprite,
  cam: View,
  p: Placement,
  art: ArtRaster,
  rows: PlaneRows,
  legs: { cm: number; back: number; far?: FarEnd; piece: RoomPiece },
): void {
  const { p0, heightCm: H } = p.pose;
  const { top, back, arms } = rows;
  const { u, b, at } = planeFrame(p);
  const ahead = headDepth(p);
  // Its seat's front, and its top laid from there back to its back.
  const seatIn = rows.seatIn ?? 0;
  const run = (ahead - seatIn) / Math.max(1, back - top);
  const rise = (H - top) / Math.max(1, H - back);
  const upper: Face = { o: at(0, top - back * rise, ahead), u, v: [0, rise, 0] };
  const level: Face = { o: at(0, top, seatIn - top * run), u, v: [b[0] * run, 0, b[2] * run] };
  const front: Face = { o: [p0.x, 0, p0.z], u, v: [0, 1, 0] };
  // Upright at the front of a piece facing the camera the face is the art at its own scale: copied as drawFlat does,
  // not warped (a sofa alone costs 10 ms less).
  const drawFront = (heights: Span, widths?: Span, face = front) =>
    cam instanceof PhotoCamera || p.pose.mode !== 'keystone'
      ? drawFace(dst, cam, face, art, 1, false, heights, widths)
      : copyFlat(dst, cam, p.pose, art, heights, widths);
  // Seen almost edge-on (a seat at the side of the room seen from its side), its back's face is a sliver standing up
  // at its far end, above its side view: left out, the side view shows the back.
  const backSeen = p.pose.mode === 'keystone' || !seenEdgeOn(cam, p.angle, { x: upper.o[0], z: upper.o[2] });
  // Turned, its front's legs stand where its side view stands them, behind its front (in its front's plane they stood
  // apart from the side view's, a second front leg). Seen more from its side than from its front, its far end stands
  // on its side view's legs, in that end's plane, drawn first, behind its seat: squeezed into its front's plane, the
  // legs its front art draws behind its front ones hung as slivers ending in the air beside the side view's front leg.
  const sideOn = p.pose.mode !== 'keystone' && Math.abs(facingShare(cam, p.angle, p0)) < SIDE_SEEN_BELOW;
  const far = sideOn ? legs.far : undefined;
  if (far?.legs) {
    const end: Face = { o: at(far.left ? 0 : p.size.widthCm, 0, p.size.depthCm), u: [-b[0], 0, -b[2]], v: [0, 1, 0] };
    drawFace(dst, cam, end, far.art, SIDE_SHADE, false, [-Infinity, legs.cm]);
  }
  // Its back's rounded top, seen so, is its side view's.
  const backTop = far ? (rows.sideBackTop ?? Infinity) : Infinity;
  // Its front turned from the camera (a desk chair facing a desk on the side wall, seen from the room's middle) is
  // behind its seat: drawn, its seat's front edge hung from the seat's top towards the desk, a flap.
  const frontSeen = p.pose.mode === 'keystone' || facingShare(cam, p.angle, p0) > 0;
  const drawUnder = () => {
    if (p.pose.mode === 'keystone') return drawFront([-Infinity, top]);
    const legsAt: Face = { ...front, o: at(0, 0, legs.back * p.size.depthCm) };
    if (!far && !seenEdgeOn(cam, p.angle, p0)) drawFace(dst, cam, legsAt, art, 1, false, [-Infinity, legs.cm]);
    // Seen from its side, an office chair's near arm is its side view's, the far one behind its seat.
    if (frontSeen) drawFront([legs.cm, top], far ? rows.seatSpan : undefined, { ...front, o: at(0, 0, seatIn) });
  };
  if (!arms) {
    if (backSeen) drawFace(dst, cam, upper, art, 1, false, [back, backTop]);
    drawFace(dst, cam, level, art, 1, false, [top, back], rows.seatSpan);
    drawUnder();
    return;
  }
  // Between the arms the back stands behind the seat; the arms run from the front to the back, upright at the front
  // up to their top, their inner sides and tops drawn between; above them the back's sides.
  const W = p.size.widthCm;
  const { width: aw, top: armTop, round } = arms;
  const mid: Span = [aw, W - aw];
  const sides: Span[] = [
    [-Infinity, aw],
    [W - aw, Infinity],
  ];
  if (backSeen) {
    // Facing the camera, its back's top shows above its face, to its rear. Turned, not yet: a side-on armchair's back
    // reads as a board without it, but drawn, its top hid a TV unit or a bedside table beyond it past the goal in 3 of
    // the audit's usual rooms (as its full depth hides them; a shallower top read as a bevel).
    if (p.pose.mode === 'keystone') {
      const floorAt = (s: number): FloorPt => {
        const [x, , z] = at(s, 0, ahead);
        return { x, z };
      };
      const rear = p.size.depthCm - ahead;
      drawShapes(dst, seatBackTop(cam, p, legs.piece, [floorAt(0), floorAt(W)], { x: b[0], z: b[2] }, rear));
    }
    for (const side of sides) drawFace(dst, cam, upper, art, 1, false, [armTop, backTop], side);
    drawFace(dst, cam, upper, art, 1, false, [back, backTop], mid);
  }
  drawFace(dst, cam, level, art, 1, false, [top, back], mid);
  // One arm at a time: drawn together, resvg rendered the whole width between them (15 ms for a sofa alone).
  for (const arm of armSides(cam, p, art, at, ahead, { width: aw, top: armTop, round }, top)) drawShapes(dst, arm);
  drawUnder();
  if (frontSeen) for (const side of sides) drawFront([top, armTop], side);
}

/** The distance (cm) from a piece's front back to its head plane (pose.headIn). */
const headDepth = (p: Placement): number => p.size.depthCm - headIn(p.category, p.size);

/**
 * A piece's own axes from its front's left end (pose.p0), per centimetre: `u` along its front, `b` from its front
 * towards its back; `at(s, h, t)` is the room point s along its front, h up and t back from it.
 */
interface PlaneFrame {
  u: Vec3;
  b: Vec3;
  at: (s: number, h: number, t: number) => Vec3;
}

function planeFrame(p: Placement): PlaneFrame {
  const { p0, p1 } = p.pose;
  const len = Math.max(1e-6, Math.hypot(p1.x - p0.x, p1.z - p0.z));
  const u: Vec3 = [(p1.x - p0.x) / len, 0, (p1.z - p0.z) / len];
  const n = facingOf(p.angle);
  const b: Vec3 = [-n.x, 0, -n.z];
  return { u, b, at: (s, h, t) => [p0.x + u[0] * s + b[0] * t, h, p0.z + u[2] * s + b[2] * t] };
}

/** From one distance to another (cm): heights above a piece's floor line, or widths from its art's left edge. */
type Span = [number, number];

/**
 * A seat's arms from its front back to its back cushions (`ahead` cm back, in its axes `at`: planeFrame), one by one:
 * their inner sides and their tops, in the arms' colour. A rounded arm's top runs back from where its front is
 * full width at either edge (a roll's sides, a curved arm's outer corner): from the arm's highest line, it stood out
 * beside the rounded front as a flat cap.
 */
function armSides(
  cam: View,
  p: Placement,
  art: ArtRaster,
  at: PlaneFrame['at'],
  ahead: number,
  arms: NonNullable<PlaneRows['arms']>,
  seat: number,
): Shape[][] {
  const W = p.size.widthCm;
  const { width: aw, top, round } = arms;
  const [outerTop, innerTop] = [top - round.outer, top - round.inner];
  const color = colorAt(art, aw / 2, (seat + innerTop) / 2) ?? meanHex(art);
  const seen = (v: Vec3) => cam.project(v[0], v[1], v[2]);
  // A face running from the front back to the back cushions, between (s0, h0) and (s1, h1) across the seat.
  const backwards = (s0: number, h0: number, s1: number, h1: number, fill: string): Shape => ({
    pts: [seen(at(s0, h0, 0)), seen(at(s1, h1, 0)), seen(at(s1, h1, ahead)), seen(at(s0, h0, ahead))],
    fill,
    stroke: darken(fill, 0.2),
  });
  return [aw, W - aw].map((s, i) => [
    backwards(s, seat, s, innerTop, darken(color, 0.22)),
    backwards(i === 0 ? 0 : W, outerTop, s, innerTop, lighten(color, 0.06)),
  ]);
}

/**
 * A table's art without its top seen from above, for a board drawn over it, and the parts at a square-cornered table's
 * back that it leaves out (boardedSvgs, drawn once for both); none for other pieces.
 */
const boardedPiecesOf = oncePerPiece((piece, size) => {
  if (piece.image.kind !== 'svg') return undefined;
  const svgs = boardedSvgs(artSpecOf(piece, size));
  if (!svgs) return undefined;
  return { flat: drawnAs(piece, 'flat', svgs.flat), back: svgs.back && drawnAs(piece, 'back', svgs.back) };
});
const boardHexOf = perPiece(tableBoardHex);

/**
 * A table's back legs (a desk's modesty panel) at the back of its footprint, before its front art, facing the camera or
 * turned: drawn with the front, they stood on the front's floor line beside the front legs, the table reading as one
 * with its legs doubled.
 */
async function drawBackParts(
  dst: Sprite,
  cam: View,
  p: Placement,
  piece: RoomPiece,
  scaleFor: (pose: Pose) => number,
): Promise<void> {
  const back = boardedPiecesOf(piece, p.size)?.back;
  if (!back) return;
  const pose = movedBack(p.pose, facingOf(p.angle), p.size.depthCm);
  const art = await artRaster(back, p.size, scaleFor(pose));
  if (pose.mode === 'turned') turned(dst, cam, pose, art);
  else drawFlat(dst, cam, pose, art);
}

export async function drawPiece(dst: Sprite, cam: View, placed: Placement, piece: RoomPiece): Promise<void> {
  const { size } = placed;
  const at = (e: { x: number; z: number }) => (cam instanceof PhotoCamera ? cam.scaleAt(e.x, e.z) : cam.scale(e.z));
  const scaleFor = (pose: Pose) => {
    const scales = [at(pose.p0), at(pose.p1)];
    return quantizeScale(pose.mode === 'turned' ? Math.max(...scales) : scales[0]);
  };
  if (placed.category === C.kidsBeds && isBunk(size.heightCm) && placed.angle % 180 === 0) {
    const k = scaleFor(placed.pose);
    const side = await sideArt(piece, size, k);
    if (side) return drawBunkFromEnd(dst, cam, placed, side, await artRaster(piece, size, k));
  }
  const sideOn = isSideOn(placed.category, placed.angle);
  if (sideOn) {
    const side = await sideArt(piece, size, scaleFor(placed.pose));
    if (side) {
      drawShapes(dst, bedTop(cam, placed, side));
      return drawFlat(dst, cam, placed.pose, side);
    }
  }
  // A photo has no side view: a bed side-on is drawn by its front, turned, as before side views.
  const seen = sideOn ? facePose(placed.category, size, placed.footprint, placed.angle) : seenFrom(cam, placed);
  const p = seen === placed.pose ? placed : { ...placed, pose: seen };
  const sofaRows = drawnAsL(p, piece) ? sofaRowsOf(piece, size) : undefined;
  if (cam instanceof Camera && sofaRows) {
    const parts = cornerParts(cam.room, p.footprint, p.pose.mainZ!);
    const arts = [parts.zMain, parts.zFront].map((z) => artRaster(piece, size, quantizeScale(cam.scale(z))));
    return drawCornerSofa(dst, cam, p, parts, sofaRows, [await arts[0], await arts[1]]);
  }
  const { pose } = p;
  const boarded = pose.boardZ !== undefined && !pose.fromBehind;
  // A round table's legs stand under its board's widest part, and its art is drawn at the scale of that depth.
  const legsPose = legsHalfwayBack(pose, p.footprint) ? atMiddleDepth(pose, p.footprint) : pose;
  const k = scaleFor(legsPose);
  // A square-cornered table or desk turned is drawn as one facing the camera is: its board over its footprint, its
  // front art without the top it draws receding, its back legs and a desk's modesty panel at its back. From its front
  // art alone, a desk along a side wall hung its modesty panel in its front's plane, under its board's front edge.
  const turnedBoard = pose.mode === 'turned' && !pose.fromBehind && TABLES.has(p.category) && !isRound(size);
  const flat = boarded || turnedBoard ? boardedPiecesOf(piece, size)?.flat : undefined;
  let art = await artRaster(flat ?? piece, size, k);
  if (turnedBoard) await drawBackParts(dst, cam, p, piece, scaleFor);
  const chaiseRows = cam instanceof Camera && chaiseBehindDrawn(p, piece) ? sofaRowsOf(piece, size) : undefined;
  if (cam instanceof Camera && chaiseRows) drawChaiseBehind(dst, cam, p, chaiseRows, art);
  if (cam instanceof Camera && pose.fromBehind && SEATING.has(p.category))
    drawShapes(dst, backTopFromBehind(cam, p, piece));
  if (pose.fromBehind) art = backView(art, true, seatLegsOf(piece, size), backRgbOf(piece, size));
  if (isBox(p.category) && !pose.fromBehind && !art.card) {
    const shapes = carcassSides(cam, p, carcassOf(art, size), roundedBodyOf(piece, size));
    if (shapes.length) drawShapes(dst, shapes);
  }
  if (!pose.fromBehind && pose.mode === 'turned' && TABLES.has(p.category)) drawShapes(dst, tableTop(cam, p, art));
  const side = pose.mode === 'turned' ? await sideArt(piece, size, k) : undefined;
  const inPlanes = pose.mode === 'keystone' || (side && turnedInPlanes(p.category, size, p.footprint, pose));
  const rows = inPlanes ? rowsOf(piece, size) : undefined;
  // A turned seat's planes first: its side, nearer the camera, stands before its seat and back.
  const ends = side ? visibleEnds(cam, p) : [];
  // An office chair's column stands in its middle, its side view's once: its far end has no legs of its own.
  const far =
    side && ends.length === 1 ? { art: side, left: !ends[0].left, legs: p.category !== C.officeChairs } : undefined;
  if (rows)
    drawPlanes(dst, cam, p, art, rows, { cm: seatLegsOf(piece, size), back: legsBackOf(piece, size), far, piece });
  if (side)
    for (const end of ends)
      await drawEnd(dst, cam, p, end, (await pedestalSideArt(piece, size, k, end.left)) ?? side, piece, k);
  else if (pose.mode === 'turned' && SEATING.has(p.category) && !pose.fromBehind) drawBody(dst, cam, p, art);
  if (rows) return;
  // A seat seen from behind almost edge-on: its back's silhouette would be a sliver above its side view.
  if (side && pose.fromBehind && seenEdgeOn(cam, p.angle, pose.p0)) return;
  // A square-cornered table's back legs first, at its back (a round one's stand with its front art, halfway back).
  if (boarded && legsPose === pose) await drawBackParts(dst, cam, p, piece, scaleFor);
  if (cam instanceof PhotoCamera) drawFace(dst, cam, faceOf(legsPose), art);
  else if (pose.mode === 'turned') return drawTurned(dst, cam, pose, art);
  // A chair from a photo has no planes its art shows: upright at its front, as before.
  else if (pose.mode === 'keystone' && isBed(p.category)) return drawKeystone(dst, cam, pose, art);
  else drawFlat(dst, cam, legsPose, art);
  // Facing the camera, the board over the art as the camera sees it. The catalog art draws a table's top receding above
  // its front edge as seen from standing height, and from nearer or higher the board reaches back much further: drawn
  // as the art's top alone, the chairs pushed in behind a dining table looked a metre away from it.
  if (boarded) drawShapes(dst, tableTop(cam, p, art, flat && boardHexOf(piece, size)));
}

/**
 * A bunk with its head to the back wall (or the front), its long side along a side wall: the long side the camera sees,
 * receding, then its end upright (its front art, the stacked beds and the ladder) at the face its pose already has. In
 * planes from its foot to its head as a bed is, its art's ladder and guard rail leaned back across the floor.
 */
function drawBunkFromEnd(dst: Sprite, cam: View, placed: Placement, side: ArtRaster, end: ArtRaster): void {
  const r = placed.footprint;
  const x = cam.xc < r.x + r.w / 2 ? r.x : r.x + r.w;
  const [head, foot] = placed.angle === 0 ? [r.z, r.z + r.d] : [r.z + r.d, r.z];
  const along: Pose = { ...placed.pose, mode: 'turned', fromBehind: false, p0: { x, z: head }, p1: { x, z: foot } };
  turned(dst, cam, along, side, 0.9);
  drawFlat(dst, cam, { ...placed.pose, mode: 'front' }, end);
}

/**
 * A round table's front art (its legs, the board left out) stood where the board is widest, halfway back: at the
 * footprint's front edge, the legs at its sides stood before the board's rim, apart from it under the camera.
 */
function atMiddleDepth(pose: Pose, footprint: { z: number; d: number }): Pose {
  const z = footprint.z + footprint.d / 2;
  return { ...pose, p0: { ...pose.p0, z }, p1: { ...pose.p1, z } };
}

/** A pose's face moved `o` cm back from where it stands, against the way the piece faces (`n`). */
function movedBack(pose: Pose, n: FloorPt, o: number): Pose {
  const back = (e: FloorPt) => ({ x: e.x - n.x * o, z: e.z - n.z * o });
  return { ...pose, p0: back(pose.p0), p1: back(pose.p1) };
}

/** A face parallel to the picture: the art scaled, mirrored when its left edge is on the right. */
function drawFlat(dst: Sprite, cam: View, pose: Pose, art: ArtRaster): void {
  if (cam instanceof PhotoCamera) return drawFace(dst, cam, faceOf(pose), art);
  copyFlat(dst, cam, pose, art);
}

/** The art at its face's front, copied at its own scale (the part between `heights` and `widths`, cm). */
function copyFlat(dst: Sprite, cam: Camera, pose: Pose, art: ArtRaster, heights?: Span, widths?: Span): void {
  const { sprite, ox, oy, k } = art;
  const a = cam.project(pose.p0.x, 0, pose.p0.z);
  const b = cam.project(pose.p1.x, 0, pose.p1.z);
  const mirror = b.x < a.x;
  const left = mirror ? a.x - (sprite.width - ox) : a.x - ox;
  const row = (h: number) => Math.min(sprite.height, Math.max(0, Math.round(oy - h * k)));
  const col = (w: number) => Math.min(sprite.width, Math.max(0, Math.round(ox + w * k)));
  const [h0, h1] = heights ?? [-Infinity, Infinity];
  const [w0, w1] = widths ?? [-Infinity, Infinity];
  blit(dst, sprite, Math.round(left), Math.round(a.y - oy), mirror, [col(w0), row(h1), col(w1), row(h0)]);
}
