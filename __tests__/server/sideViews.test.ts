// Turned seats are drawn with a side view (issue 16.5): the profile of a sofa, armchair or chair in its
// style, colour and legs, on the end the camera sees, instead of a skewed front. A bed turned a quarter
// shows its long side (and a bunk stands that way along the wall) instead of a foot end seen edge-on.
import { CATEGORIES as C, type Category } from '../../src/shared/constants';
import {
  renderSideParts,
  renderSideSvg,
  hasSideView,
  SEAT_BACK_TOP_DEPTH,
} from '../../src/server/catalog/art/sideViews';
import { OFFICE_SEAT_FRONT_IN, officeChairRests, officeChairSeat } from '../../src/server/catalog/art/chairs';
import sharp from 'sharp';
import {
  type ArtSpec,
  planeRows,
  renderFurnitureSvg,
  seatArtLegs,
  seatBackInsetCm,
  seatBackRoundCm,
} from '../../src/server/catalog/art';
import { STYLES } from '../../src/server/catalog/styles';
import { auditCase } from '../../src/server/generation/compositor/audit/auditCases';
import { drawPiece } from '../../src/server/generation/compositor/drawPiece';
import { baseRoom, Camera } from '../../src/server/generation/compositor/geometry';
import { finish, itemsOf, planRoom } from '../../src/server/generation/compositor/planner';
import { facingOf, type FloorPt, seenFrom } from '../../src/server/generation/compositor/pose';
import { blankSprite, type Sprite } from '../../src/server/generation/compositor/sprite';
import type { RoomPiece } from '../../src/server/generation/renderer';
import { footprintAt } from '../../src/shared/layoutRules';
import { drawnArt } from '../support/server/drawnArt';
import { drawnFirst } from '../support/server/drawnPiece';
import { type KnownCamera, knownOutline } from '../support/server/syntheticPhoto';
import { photoFloor } from '../../src/server/generation/compositor/photo/photoCamera';

const SEATS: Category[] = [C.sofas, C.armchairs, C.diningChairs, C.officeChairs, C.kidsChairs];

describe('side views of seats', () => {
  it('every seat in every style has a side view as deep as the piece and as tall; other pieces have none', () => {
    for (const category of SEATS)
      for (const style of STYLES) {
        const svg = renderSideSvg({
          category,
          style,
          color: 'Navy',
          variant: 3,
          dimensions: { widthCm: 90, depthCm: 80, heightCm: 95 },
        })!;
        const [, , w, h] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
        // The canvas keeps a margin of 1.5 % each side and 3 % above.
        expect(w).toBeCloseTo(80 * 1.03, 1);
        expect(h).toBeCloseTo(95 * 1.03, 1);
      }
    expect(hasSideView(C.wardrobes)).toBe(false);
    expect(hasSideView(C.bedFrames) && hasSideView(C.kidsBeds)).toBe(true);
    expect(
      renderSideSvg({
        category: C.wardrobes,
        style: 'Modern',
        color: 'Oak',
        variant: 0,
        dimensions: { widthCm: 1, depthCm: 1, heightCm: 1 },
      }),
    ).toBeUndefined();
  });

  it('an armchair against the left wall shows its profile: the back rest at the wall rises above the arm at the front', async () => {
    const size = { widthCm: 85, depthCm: 85, heightCm: 95 };
    const room = baseRoom('Living Room - Large');
    const items = itemsOf([{ id: 'a', category: C.armchairs, dimensions: size }]);
    // Facing +x (the planner's 90), its back against the left wall, its +z end towards the camera.
    const rect = footprintAt(2 + 85 / 2, 200, size, 90);
    const plan = finish('Living Room - Large', room, items, new Map([[0, { rect, angle: 90 }]]));
    const piece: RoomPiece = {
      id: 'a',
      category: C.armchairs,
      title: 'Armchair',
      style: 'Modern',
      color: 'Navy',
      dimensions: size,
      artVariant: 0,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({
          category: C.armchairs,
          style: 'Modern',
          color: 'Navy',
          variant: 0,
          dimensions: size,
        }),
      },
    };
    const frame = blankSprite(1536, 1024);
    // From the whole room's view, which shows its near end, where the profile is drawn (the chosen crop may cut
    // up to half of a piece along a side wall, near end first).
    const cam = new Camera(plan.room);
    await drawPiece(frame, cam, plan.placements[0], piece);
    // At its near end: drawn at the back rest's top by the wall and at the arm at the front, not above the arm there.
    const end = rect.z + rect.d - 2;
    const solid = (x: number, h: number) => {
      const at = cam.project(x, h, end);
      return frame.data[(Math.round(at.y) * frame.width + Math.round(at.x)) * 4 + 3] > 128;
    };
    const [back, front] = [rect.x + 85 * 0.12, rect.x + 85 * 0.8];
    expect(solid(back, 95 * 0.9)).toBe(true);
    expect(solid(front, 95 * 0.5)).toBe(true);
    expect(solid(front, 95 * 0.9)).toBe(false);
  });
});

const pieceOf = (category: Category, size: { widthCm: number; depthCm: number; heightCm: number }): RoomPiece => ({
  id: category,
  category,
  title: category,
  style: 'Modern',
  color: 'Navy',
  dimensions: size,
  artVariant: 1,
  image: {
    kind: 'svg',
    svg: renderFurnitureSvg({ category, style: 'Modern', color: 'Navy', variant: 1, dimensions: size }),
  },
});

type Size = { widthCm: number; depthCm: number; heightCm: number };

/**
 * One piece against the right wall, facing into the room (the planner's -90), its middle `cz` deep, drawn
 * alone: its footprint, the plan, the frame, and whether the frame is drawn at a point of the room.
 */
async function drawnOnRightWall(roomType: string, piece: RoomPiece, size: Size, cz: number) {
  const room = baseRoom(roomType);
  const rect = footprintAt(room.width - 2 - size.depthCm / 2, cz, size, -90);
  return { rect, ...(await drawnFirst(roomType, piece, [{ piece, rect, angle: -90 }])) };
}

/** A piece drawn with its own art (`spec`): its side views and the parts of its art the renderer asks for are its own. */
const withArt = (spec: ArtSpec): RoomPiece => ({
  ...pieceOf(spec.category, spec.dimensions),
  style: spec.style,
  color: spec.color,
  artVariant: spec.variant,
  image: { kind: 'svg', svg: renderFurnitureSvg(spec) },
});

/** A 12-piece office's chair at a desk on the right wall, turned to it, seen from the room's middle. */
const AT_SIDE_DESK = {
  size: { widthCm: 67, depthCm: 70, heightCm: 115 },
  rect: { x: 607, z: 281.5, w: 70, d: 67 },
  view: { zc: 978, xc: 376, f: 1150, hy: 500, eye: 190 },
};
const drawnAtSideDesk = (piece: RoomPiece) =>
  drawnFirst('Gaming/Office Room', piece, [{ piece, rect: AT_SIDE_DESK.rect, angle: 90 }], AT_SIDE_DESK.view);

/** An art's colour at a point (cm from its left edge, cm above its floor line), drawn at 6 px per cm. */
const colourAt = (svg: string) => drawnArt(svg, 6).colourAtCm;

/** The unit vector on the floor from `a` towards `b`. */
function unit(a: FloorPt, b: FloorPt): FloorPt {
  const len = Math.hypot(b.x - a.x, b.z - a.z);
  return { x: (b.x - a.x) / len, z: (b.z - a.z) / len };
}

/** How many runs of drawn pixels cross the frame's row `y`. */
function solidRuns(frame: Sprite, y: number): number {
  const row = Math.round(y);
  let [runs, inside] = [0, false];
  for (let x = 0; x < frame.width; x++) {
    const solid = frame.data[(row * frame.width + x) * 4 + 3] > 128;
    if (solid && !inside) runs++;
    inside = solid;
  }
  return runs;
}

/**
 * The mean colour of what is drawn within 3 cm of `middle` at height `h`: across a leg, or a hairpin's two wires;
 * undefined where nothing is.
 */
function legColour(at: (x: number, h: number) => number[], middle: number, h: number): number[] | undefined {
  const drawn = Array.from({ length: 61 }, (_, i) => at(middle - 3 + i * 0.1, h)).filter((c) => c[3] > 128);
  if (!drawn.length) return undefined;
  return [0, 1, 2].map((k) => drawn.reduce((sum, c) => sum + c[k], 0) / drawn.length);
}

/** The same colour, shaded differently: its hue (the shares of red, green and blue) and about its lightness. */
function sameColour(a: number[] | undefined, b: number[] | undefined): boolean {
  if (!a || !b) return false;
  const sum = (c: number[]) => c[0] + c[1] + c[2];
  const hue = (c: number[]) => c.map((v) => v / Math.max(1, sum(c)));
  const [ha, hb] = [hue(a), hue(b)];
  return Math.hypot(ha[0] - hb[0], ha[1] - hb[1], ha[2] - hb[2]) < 0.12 && Math.abs(sum(a) - sum(b)) / 3 <= 80;
}

describe('a dining chair’s side view', () => {
  it('stands on legs of its front’s colour, in every style and back', () => {
    // The side view took the style's wood where the front art painted its frame: a Bohemian cane chair turned to its
    // table stood on a brown leg beside its front's navy ones.
    const size = { widthCm: 46, depthCm: 52, heightCm: 88 };
    const apart: string[] = [];
    for (const style of STYLES)
      for (const variant of [0, 1]) {
        const spec = { category: C.diningChairs, style, color: 'Navy', variant, dimensions: size };
        // Just under the seat, where a splayed leg has not yet left its place.
        const h = size.heightCm * 0.53 - size.heightCm * 0.05 - 2;
        const front = legColour(colourAt(renderFurnitureSvg(spec)), size.widthCm * 0.12 + 1.4, h);
        const side = legColour(colourAt(renderSideSvg(spec)!), size.depthCm * 0.88, h);
        if (!sameColour(front, side))
          apart.push(`${style} ${variant}: ${front?.map(Math.round).join(',')} / ${side?.map(Math.round).join(',')}`);
      }
    expect(apart).toEqual([]);
  });
});

describe('a side view is made of what its front is', () => {
  it('an office chair’s base and column, a rattan arm’s cane, a wooden frame’s base rail, a desk’s legs', () => {
    // The side views took the style's metal or wood where the front art drew otherwise: a Bohemian office chair's
    // column was brass under its front's black one, a Coastal armchair's rattan arm plain fabric, a Japandi frame's
    // wooden base navy.
    const office = { widthCm: 62, depthCm: 62, heightCm: 110 };
    const armchair = { widthCm: 80, depthCm: 80, heightCm: 85 };
    const apart: string[] = [];
    const compare = (name: string, spec: ArtSpec, front: [number, number], side: [number, number]) => {
      const f = legColour(colourAt(renderFurnitureSvg(spec)), front[0], front[1]);
      const s = legColour(colourAt(renderSideSvg(spec)!), side[0], side[1]);
      if (!sameColour(f, s)) apart.push(`${name}: ${f?.map(Math.round).join(',')} / ${s?.map(Math.round).join(',')}`);
    };
    for (const style of STYLES) {
      // The gas lift's black shroud, 20 cm up, under the seat's middle.
      const chair = { category: C.officeChairs, style, color: 'Navy', variant: 0, dimensions: office };
      compare(`${style} office chair`, chair, [31, 20], [31, 20]);
      // Its armrest stands on its post, between the seat and the pad (the pad floated over the seat).
      const post = colourAt(renderSideSvg(chair)!)(office.depthCm * 0.45 + 1.2, office.heightCm * 0.53);
      if (post[3] < 200) apart.push(`${style} office chair: no armrest post`);
    }
    // A rattan arm's middle; a Japandi frame's base rail, halfway up under the seat.
    const rattan = { category: C.armchairs, style: 'Coastal', color: 'Navy', variant: 0, dimensions: armchair };
    const { width: armW, top: armTop } = planeRows(rattan)!.arms!;
    compare('Coastal arm', rattan, [armW / 2, armTop / 2], [armchair.depthCm * 0.56, armTop / 2]);
    const japandi = { ...rattan, style: 'Japandi' };
    const legH = seatArtLegs(japandi);
    const baseTop = armchair.heightCm * (0.46 - 0.13);
    compare('Japandi base', japandi, [armchair.widthCm / 2, (legH + baseTop) / 2], [40, (legH + baseTop) / 2]);
    // A desk's turned wooden legs under its painted top (its pedestal on the left, its leg at the right end).
    const desk = { widthCm: 120, depthCm: 60, heightCm: 75 };
    for (const style of ['Traditional', 'Bohemian']) {
      const spec = { category: C.desks, style, color: 'Navy', variant: 1, dimensions: desk };
      compare(`${style} desk`, spec, [desk.widthCm - 5, 40], [desk.depthCm * 0.94 - 3, 40]);
    }
    expect(apart).toEqual([]);
  });
});

describe('an office chair’s side view', () => {
  it('stands its seat and its arm pads at its front’s heights, in every style', () => {
    // Its side view drew its seat at 0.45 of its height and 8% thick, its pads 0.16 above it, where its front draws
    // them at 0.46, 7% and 0.17: turned to its desk, its seat and arms sat lower than the chairs facing the camera.
    const size = { widthCm: 62, depthCm: 62, heightCm: 110 };
    const apart: string[] = [];
    // The first height drawn from `from` towards `to` (0.1 cm steps) at `x` cm: a seat's bottom, a pad's top.
    const firstDrawn = (at: (x: number, h: number) => number[], x: number, from: number, to: number) => {
      const step = from < to ? 0.1 : -0.1;
      for (let h = from; step > 0 ? h <= to : h >= to; h += step) if (at(x, h)[3] > 128) return h;
      return NaN;
    };
    for (const style of STYLES) {
      const spec = { category: C.officeChairs, style, color: 'Navy', variant: 0, dimensions: size };
      const [front, side] = [colourAt(renderFurnitureSvg(spec)), colourAt(renderSideSvg(spec)!)];
      const { widthCm: W, depthCm: D, heightCm: H } = size;
      // Up from under the seat, beside the gas lift and clear of the arm posts; down from above, on a pad.
      const seat = [firstDrawn(front, W * 0.2, H * 0.2, H), firstDrawn(side, D * 0.8, H * 0.2, H)];
      const pad = [firstDrawn(front, W * 0.9, H, 0), firstDrawn(side, D * 0.3, H, 0)];
      if (!(Math.abs(seat[0] - seat[1]) <= 1) || !(Math.abs(pad[0] - pad[1]) <= 1))
        apart.push(`${style}: seat bottom ${seat.map(Math.round).join(',')}, pad top ${pad.map(Math.round).join(',')}`);
    }
    expect(apart).toEqual([]);
  });
});

describe('an office chair’s side view in two', () => {
  it('stands all but its arm in from its side, as its front draws them between its arms: base, column, seat, back', () => {
    // Its base, column and seat were drawn in its arm's plane, the back alone stood in: seen from its side at a desk,
    // its seat's top (its front's, between its arms) floated behind its side view's seat.
    const size = { widthCm: 62, depthCm: 62, heightCm: 110 };
    const spec = { category: C.officeChairs, style: 'Modern', color: 'Navy', variant: 0, dimensions: size };
    const parts = renderSideParts(spec)!;
    const [inset, rest] = [colourAt(parts.back), colourAt(parts.rest)];
    const { depthCm: D, heightCm: H } = size;
    const { seatZ, seatTh } = officeChairSeat({ D, H });
    // The column's middle, the seat's front half, a caster and the backrest; the arm's pad.
    const standIn: [string, number, number][] = [
      ['column', D * 0.5, seatZ * 0.3],
      ['seat', D * 0.75, seatZ - seatTh / 2],
      ['caster', D * 0.94, 2],
      ['back', D * 0.08, H * 0.8],
    ];
    const where = standIn.map(
      ([name, x, h]) => `${name} ${inset(x, h)[3] > 128 ? 'in' : '-'}/${rest(x, h)[3] > 128 ? 'rest' : '-'}`,
    );
    expect(where).toEqual(standIn.map(([name]) => `${name} in/-`));
    expect(rest(D * 0.5, officeChairRests({ D, H }).armZ + 1)[3]).toBeGreaterThan(128);
  });

  it('turned to its desk, seen from its side, lays its seat’s top between its arms: no black line of a post along it', async () => {
    // Its front's seat rows were laid flat across its whole width, its arms' black posts crossing them: two black lines
    // ran along its seat's sides, front to back.
    const { size, rect } = AT_SIDE_DESK;
    const spec = { category: C.officeChairs, style: 'Modern', color: 'White', variant: 1, dimensions: size };
    const svg = renderFurnitureSvg(spec);
    const piece: RoomPiece = { ...pieceOf(C.officeChairs, size), color: 'White', image: { kind: 'svg', svg } };
    const { frame, camera } = await drawnAtSideDesk(piece);
    const { seatZ } = officeChairSeat({ D: size.depthCm, H: size.heightCm });
    // On its seat's top, a tenth of its width in from its near side, where its near arm's post stands in its front art;
    // from its front (at the desk, rect.x + rect.w) back.
    // (Clear of its side view's post, halfway.) Within 3 px up or down: the line is a pixel or two thick.
    const dark: string[] = [];
    for (const back of [0.2, 0.3, 0.7, 0.8]) {
      const at = camera.project(rect.x + rect.w - back * size.depthCm, seatZ, rect.z + rect.d - 0.1 * size.widthCm);
      for (let dy = -3; dy <= 3; dy++) {
        const i = ((Math.round(at.y) + dy) * frame.width + Math.round(at.x)) * 4;
        if (frame.data[i + 3] > 128 && frame.data[i] + frame.data[i + 1] + frame.data[i + 2] < 180)
          dark.push(`${back}`);
      }
    }
    expect(dark).toEqual([]);
  });
});

describe('a kids’ chair’s side view', () => {
  it('is its own: a tub armchair’s body down to its feet, a chair on legs of its front’s colour', () => {
    // Every kids' chair had a dining chair's profile: a tub armchair stood on tall wooden legs from its side.
    const tub = { category: C.kidsChairs, style: 'Hamptons', color: 'Navy', variant: 0 };
    const tubSize = { widthCm: 55, depthCm: 50, heightCm: 60 };
    const tubSide = colourAt(renderSideSvg({ ...tub, dimensions: tubSize })!);
    // Halfway along its depth, a third of the way up: its body (the arm), not the gap between two legs.
    expect(tubSide(25, 20)[3]).toBeGreaterThan(250);
    const apart: string[] = [];
    const size = { widthCm: 38, depthCm: 38, heightCm: 56 };
    for (const style of STYLES)
      for (const variant of [0, 1]) {
        const spec = { category: C.kidsChairs, style, color: 'Navy', variant, dimensions: size };
        // Just under the seat: the front's left leg (11% of its width wide, 12% in) and the side's front leg.
        const h = size.heightCm * 0.42 - 2;
        const front = legColour(colourAt(renderFurnitureSvg(spec)), size.widthCm * (0.12 + 0.055), h);
        const side = legColour(colourAt(renderSideSvg(spec)!), size.depthCm * 0.88, h);
        if (!sameColour(front, side))
          apart.push(`${style} ${variant}: ${front?.map(Math.round).join(',')} / ${side?.map(Math.round).join(',')}`);
      }
    expect(apart).toEqual([]);
  });

  it('a tub armchair at its table’s end, seen from its side, has no fin of its back’s arch over its side view', async () => {
    // Its back's face, the front art's arch squeezed into its plane, stood up over the side view's rounded top: the far
    // half of the arch, pointed, a fin above the chair.
    const size = { widthCm: 49, depthCm: 50, heightCm: 54 };
    const piece = pieceOf(C.kidsChairs, size);
    const rect = { x: 318.3, z: 114.1, w: 50, d: 49 };
    const view = { zc: 590, xc: 245, f: 1630, hy: 149, eye: 190 };
    const { frame, camera } = await drawnFirst('Kids Room', piece, [{ piece, rect, angle: -90 }], view);
    let top = frame.height;
    for (let i = 3; i < frame.data.length; i += 4)
      if (frame.data[i] > 128) top = Math.min(top, Math.floor(i / 4 / frame.width));
    // Its highest point is its side view's back, at its near end (its back is at the footprint's far side in x).
    const nearTop = camera.project(rect.x + rect.w - 10, size.heightCm, rect.z + rect.d).y;
    expect(top).toBeGreaterThanOrEqual(Math.floor(nearTop) - 2);
  });

  it('a stool is drawn by its front whichever way it is turned: round, it looks the same from every side', () => {
    // Turned to its table it was drawn as a chair from its side, its back post and all; facing away, as a silhouette.
    const size = { widthCm: 32, depthCm: 32, heightCm: 32 };
    const room = baseRoom('Kids Room');
    for (const angle of [90, -90, 180]) {
      const rect = footprintAt(200, 200, size, angle);
      const items = itemsOf([{ id: 's', category: C.kidsChairs, dimensions: size }]);
      const [placed] = finish('Kids Room', room, items, new Map([[0, { rect, angle }]])).placements;
      expect({ angle, mode: placed.pose.mode, fromBehind: placed.pose.fromBehind }).toEqual({
        angle,
        mode: 'front',
        fromBehind: false,
      });
    }
  });
});

describe('a dining chair turned to its table', () => {
  /** A dining chair in this style and back (variant), drawn with its own art. */
  const chairOf = (style: string, variant: number, size: { widthCm: number; depthCm: number; heightCm: number }) =>
    withArt({ category: C.diningChairs, style, color: 'Navy', variant, dimensions: size });

  it('stands its front’s legs where its side view stands its front leg, behind its front, not a second leg at its front', async () => {
    // A dining room's chair at the table's end, facing +x, its near end towards the camera, seen from close by on its
    // right, its front more squarely than its side (a chair seen more from its side stands its far end on its side
    // view's legs: below).
    const size = { widthCm: 46, depthCm: 51, heightCm: 80 };
    const piece = chairOf('Bohemian', 0, size);
    const rect = { x: 143, z: 161, w: 51, d: 46 };
    const view = { zc: 330, xc: 360, f: 450, hy: 250, eye: 170 };
    const { solid } = await drawnFirst('Dining Room', piece, [{ piece, rect, angle: 90 }], view);
    // Its front's near leg, about 7 cm in from its near end, just under the seat: at its front it stood 6 cm before
    // the side view's front leg (0.12 of its depth back), set back it stands with it.
    const [z, h, front] = [rect.z + rect.d - 7, size.heightCm * 0.48 - 3, rect.x + rect.w];
    expect(solid(front - 0.12 * size.depthCm, h, z)).toBe(true);
    expect(solid(front, h, z)).toBe(false);
  });

  it('at its table’s end, seen more from its side than its front, stands its far end on its side view’s legs, a back leg at its back as at its near end, not on its front’s squeezed into its front’s plane', async () => {
    // A Japandi chair (splayed legs) facing +x at a dining table's left end, the camera to its right: its far end's
    // legs were its front art's, drawn a few pixels wide in its front's plane, the legs the art draws behind its front
    // ones hanging there and ending in the air.
    const size = { widthCm: 58, depthCm: 59, heightCm: 83 };
    const piece = chairOf('Japandi', 16, size);
    const rect = { x: 127.5, z: 155, w: 59, d: 58 };
    const view = { zc: 675, xc: 305, f: 1680, hy: 124, eye: 190 };
    const { solid } = await drawnFirst('Dining Room', piece, [{ piece, rect, angle: 90 }], view);
    // Along an end, just above the floor, from its back (x = rect.x) to its front: where its legs stand.
    const feet = (z: number) => Array.from({ length: rect.w + 1 }, (_, i) => solid(rect.x + i, 2, z));
    const [far, near] = [feet(rect.z + 1), feet(rect.z + rect.d - 1)];
    // Its far end stands on a back leg, as its near end does.
    expect({ far: far.slice(0, 12).some(Boolean), near: near.slice(0, 12).some(Boolean) }).toEqual({
      far: true,
      near: true,
    });
  });
});

describe('side views of beds', () => {
  it('a bed, a kids’ bed and a bunk in every style have a side view as long as the bed and as tall', () => {
    const sizes = [
      [C.bedFrames, { widthCm: 165, depthCm: 215, heightCm: 115 }],
      [C.kidsBeds, { widthCm: 100, depthCm: 200, heightCm: 80 }],
      [C.kidsBeds, { widthCm: 105, depthCm: 205, heightCm: 160 }],
    ] as const;
    for (const [category, dimensions] of sizes)
      for (const style of STYLES) {
        const svg = renderSideSvg({ category, style, color: 'Oak', variant: 2, dimensions })!;
        const [, , w, h] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
        expect(w).toBeCloseTo(dimensions.depthCm * 1.03, 1);
        expect(h).toBeCloseTo(dimensions.heightCm * 1.03, 1);
      }
  });

  it('a bed against the right wall is drawn along its long side, its headboard at the wall rising above its foot', async () => {
    const size = { widthCm: 165, depthCm: 215, heightCm: 115 };
    // Its head against the right wall, its long side towards the camera.
    const {
      rect,
      plan,
      camera: cam,
      frame,
    } = await drawnOnRightWall('Bedroom - Large', pieceOf(C.bedFrames, size), size, 200);
    expect(plan.placements[0].pose.mode).toBe('front');
    const near = rect.z + rect.d;
    const topAt = (x: number) => {
      const col = Math.round(cam.project(x, 0, near).x);
      for (let y = 0; y < frame.height; y++) if (frame.data[(y * frame.width + col) * 4 + 3] > 128) return y;
      return frame.height;
    };
    // Drawn over its whole length at the near edge, not as the foot end seen edge-on.
    for (const share of [0.1, 0.5, 0.9]) expect(topAt(rect.x + rect.w * share)).toBeLessThan(frame.height);
    const topOver = (from: number, to: number) => {
      let top = frame.height;
      for (let s = from; s <= to; s += 0.01) top = Math.min(top, topAt(rect.x + rect.w * s));
      return top;
    };
    // Its head is on the right (the wall), its foot on the left: the headboard (full height) stands well
    // above the bedding along the middle (under half the height), even where the bed is furthest away.
    const head = topOver(0.9, 1);
    const middle = topOver(0.3, 0.6);
    expect(middle - head).toBeGreaterThan(0.25 * 115 * cam.scale(rect.z));
    expect(topOver(0, 0.1) - head).toBeGreaterThan(0.25 * 115 * cam.scale(rect.z));
  });

  it('a bunk stands with its long side to the back wall; a low kids’ bed with its head to the wall', () => {
    const bunk = { widthCm: 105, depthCm: 205, heightCm: 160 };
    const low = { widthCm: 100, depthCm: 200, heightCm: 80 };
    const plan = planRoom('Kids Room', [
      { id: 'bunk', category: C.kidsBeds, dimensions: bunk },
      { id: 'low', category: C.kidsBeds, dimensions: low },
    ]);
    const [b, l] = plan.placements;
    expect(Math.abs(b.angle)).toBe(90);
    expect(b.footprint).toMatchObject({ z: expect.any(Number), w: 205, d: 105 });
    expect(b.footprint.z).toBeLessThanOrEqual(6);
    expect(b.pose.mode).toBe('front');
    expect(l.angle).toBe(0);
    expect(l.footprint.z).toBeLessThanOrEqual(6);
    expect(l.pose.mode).toBe('keystone');
  });
});

describe('a bunk along a side wall, its head to the back wall', () => {
  it('is drawn by its long side receding and its end upright at its foot, not in planes from its foot to its head', async () => {
    const size = { widthCm: 105, depthCm: 205, heightCm: 160 };
    const room = baseRoom('Kids Room');
    // In the back-right corner, its long side along the right wall.
    const rect = { x: room.width - 2 - size.widthCm, z: 2, w: size.widthCm, d: size.depthCm };
    const piece = pieceOf(C.kidsBeds, size);
    const { solid } = await drawnFirst('Kids Room', piece, [{ piece, rect, angle: 0 }]);
    const foot = rect.z + rect.d;
    // Its end stands upright at its foot: the corner posts there rise to its full height (drawn in planes, the art's
    // top leaned back towards the head, and the foot showed only its lowest part).
    for (const h of [0.3, 0.6, 0.9]) {
      expect(solid(rect.x + 2, size.heightCm * h, foot - 1)).toBe(true);
      expect(solid(rect.x + rect.w - 2, size.heightCm * h, foot - 1)).toBe(true);
    }
    // Its long side, facing the room, runs back to the wall: the post at its head stands there to its full height.
    for (const h of [0.3, 0.6, 0.9]) expect(solid(rect.x, size.heightCm * h, rect.z + 3)).toBe(true);
  });
});

describe('a kids’ wardrobe', () => {
  it('rounds its end’s edges as its front arches its corners: no square corner of its end panel stands out', async () => {
    // Its end panel ran from its body's bottom to its top, square, beside its front's arched corners: a fin over each.
    const size = { widthCm: 90, depthCm: 47, heightCm: 150 };
    const spec = { category: C.kidsCabinets, style: 'Modern', color: 'White', variant: 0, dimensions: size };
    const piece = withArt(spec);
    // In the back corner away from the window, facing the room, seen from chest height as a kids' room is: its left end
    // in sight.
    const room = baseRoom('Kids Room');
    const rect = { x: room.width - 2 - size.widthCm, z: 2, w: size.widthCm, d: size.depthCm };
    const { solid } = await drawnFirst('Kids Room', piece, [{ piece, rect, angle: 0 }], { eye: 130 });
    // Its end's back edge, at the wall: square up to its top before, round now; its middle is its end panel either way.
    expect(solid(rect.x, size.heightCm - 2, rect.z + 0.5)).toBe(false);
    expect(solid(rect.x, size.heightCm / 2, rect.z + 0.5)).toBe(true);
    // Round its top edge, a third of the way, from its front back to the wall.
    const r = size.widthCm * 0.18;
    for (const along of [0.1, 0.5, 0.9])
      expect(solid(rect.x + r * (1 - Math.cos(Math.PI / 6)), size.heightCm - r * 0.5, rect.z + rect.d * along)).toBe(
        true,
      );
  });
});

describe('turned desks', () => {
  it('a desk against the right wall shows its top over its whole footprint and its end with legs', async () => {
    const size = { widthCm: 140, depthCm: 70, heightCm: 75 };
    const { rect, solid } = await drawnOnRightWall('Gaming/Office Room', pieceOf(C.desks, size), size, 200);
    // The board, seen from above: over the middle of the footprint and near its wall side.
    for (const [fx, fz] of [
      [0.5, 0.5],
      [0.2, 0.3],
      [0.2, 0.7],
    ])
      expect(solid(rect.x + rect.w * fx, 75, rect.z + rect.d * fz)).toBe(true);
    // The near end: its front leg under the board's corner, and open floor between the legs.
    expect(solid(rect.x + 6, 30, rect.z + rect.d)).toBe(true);
    expect(solid(rect.x + rect.w * 0.5, 30, rect.z + rect.d)).toBe(false);
  });

  it('shows its pedestal’s side at the end its front draws the pedestal, not legs under it', async () => {
    // Its pedestal at the right of its front (variant 0): facing into the room from the right wall, the near end.
    const size = { widthCm: 140, depthCm: 70, heightCm: 75 };
    const spec = { category: C.desks, style: 'Modern', color: 'Navy', variant: 0, dimensions: size };
    const piece: RoomPiece = {
      ...pieceOf(C.desks, size),
      artVariant: 0,
      image: { kind: 'svg', svg: renderFurnitureSvg(spec) },
    };
    const { rect, solid } = await drawnOnRightWall('Gaming/Office Room', piece, size, 200);
    for (const [fx, h] of [
      [0.5, 30],
      [0.3, 10],
      [0.7, 50],
    ])
      expect({ fx, h, drawn: solid(rect.x + rect.w * fx, h, rect.z + rect.d) }).toEqual({ fx, h, drawn: true });
  });
});

/** From high up and near, as the camera's nearer spot: a board shows far deeper than the art's top. */
const steepView = (room: { width: number; depth: number }) => ({
  zc: room.depth,
  xc: room.width / 2,
  f: 900,
  hy: 12,
  eye: 240,
});

/**
 * The piece against the back wall, in the middle, facing the camera (with `behind`, a dining chair pushed in
 * behind it), drawn from the steep view.
 */

async function drawnFacing(roomType: string, piece: RoomPiece, size: Size, behind = false) {
  const room = baseRoom(roomType);
  const rect = { x: (room.width - size.widthCm) / 2, z: behind ? 40 : 2, w: size.widthCm, d: size.depthCm };
  const chair = {
    piece: { id: 'chair', category: C.diningChairs, dimensions: { widthCm: 45, depthCm: 50, heightCm: 90 } },
    rect: { x: room.width / 2 - 22.5, z: 2, w: 45, d: 50 },
    angle: 0,
  };
  const spots = [{ piece, rect, angle: 0 }, ...(behind ? [chair] : [])];
  const { solid } = await drawnFirst(roomType, piece, spots, steepView(room));
  /** Whether the board is drawn over the footprint, a third of the way in from its back, at the table's height. */
  const boardSeen = () => solid(rect.x + rect.w / 2, size.heightCm - 1, rect.z + rect.d * 0.3);
  return { boardSeen };
}

/** A table of each kind with a square-cornered board, in its room (a dining table short of a trestle's length). */
const SQUARE_TABLES = [
  ['Gaming/Office Room', C.desks, { widthCm: 140, depthCm: 70, heightCm: 75 }],
  ['Home Theater', C.sideTables, { widthCm: 50, depthCm: 40, heightCm: 55 }],
  ['Kids Room', C.kidsTables, { widthCm: 90, depthCm: 60, heightCm: 52 }],
  ['Dining Room', C.diningTables, { widthCm: 120, depthCm: 80, heightCm: 75 }],
  ['Living Room - Small', C.coffeeTables, { widthCm: 110, depthCm: 60, heightCm: 42 }],
] as const;

describe('boards seen from above', () => {
  it('a desk, a side table, a kids’ table, and a dining or coffee table alone, facing the camera, show their board', async () => {
    for (const [roomType, category, size] of SQUARE_TABLES) {
      const { boardSeen } = await drawnFacing(roomType, pieceOf(category, size), size);
      expect({ category, board: boardSeen() }).toEqual({ category, board: true });
    }
  });

  it('a kids’ table’s board is its only top, and its paper and crayons lie on the board', async () => {
    const size = { widthCm: 90, depthCm: 60, heightCm: 52 };
    const piece = pieceOf(C.kidsTables, size);
    const room = baseRoom('Kids Room');
    const rect = { x: (room.width - size.widthCm) / 2, z: 2, w: size.widthCm, d: size.depthCm };
    const { solid, frame, camera } = await drawnFirst('Kids Room', piece, [{ piece, rect, angle: 0 }], steepView(room));
    const front = rect.z + rect.d;
    // The art's own top, drawn as seen from standing height, rose from a front edge 11 cm under the table's height: under
    // the board's front edge it stood as a second top.
    expect(solid(rect.x + rect.w / 2, size.heightCm - 8, front)).toBe(false);
    const rgb = (x: number, h: number, z: number) => {
      const p = camera.project(x, h, z);
      const i = (Math.round(p.y) * frame.width + Math.round(p.x)) * 4;
      return [...frame.data.subarray(i, i + 3)];
    };
    // The sheet of paper where the art has it, a fifth to a half of the way across and back; the board beside it.
    expect(rgb(rect.x + rect.w * 0.33, size.heightCm, front - rect.d * 0.5)).toEqual([255, 255, 255]);
    expect(rgb(rect.x + rect.w * 0.1, size.heightCm, front - rect.d * 0.5)).not.toEqual([255, 255, 255]);
  });

  it('a dining table with a chair pushed in behind it shows its board too, over the chair’s seat as the camera sees it', async () => {
    // Without the board, its top was the art's thin band alone, and from near or high the chairs behind it looked a
    // metre away.
    const dining = { widthCm: 180, depthCm: 90, heightCm: 75 };
    expect((await drawnFacing('Dining Room', pieceOf(C.diningTables, dining), dining, true)).boardSeen()).toBe(true);
  });

  it('a round table shows its board as the ellipse the camera sees, the art’s own round top cut away', async () => {
    for (const [roomType, category, size] of [
      ['Home Theater', C.sideTables, { widthCm: 50, depthCm: 50, heightCm: 55 }],
      ['Dining Room', C.diningTables, { widthCm: 110, depthCm: 110, heightCm: 75 }],
    ] as const) {
      const piece = pieceOf(category, size);
      const rect = { x: 40, z: 2, w: size.widthCm, d: size.depthCm };
      const { solid } = await drawnFirst(roomType, piece, [{ piece, rect, angle: 0 }], steepView(baseRoom(roomType)));
      expect(solid(rect.x + rect.w / 2, size.heightCm - 1, rect.z + rect.d * 0.3)).toBe(true);
      // The catalog art draws its round top as seen from standing height, its widest a few cm under the table's
      // height at the front: beside the board's ellipse (narrower in the picture at its middle's depth), it stood out
      // as a second top.
      const artTop = size.heightCm - 6;
      // Its edge follows the circle: just under the board's front, a third of the way out from the middle.
      const [r, dx] = [rect.w / 2, rect.w * 0.3];
      const rimZ = rect.z + r + Math.sqrt(r * r - dx * dx) - 0.5;
      expect({ category, rim: solid(rect.x + r + dx, size.heightCm - 1.5, rimZ) }).toEqual({ category, rim: true });
      expect({ category, artTop: solid(rect.x + 3, artTop, rect.z + rect.d) }).toEqual({ category, artTop: false });
    }
  });

  it('a round table’s legs stand under its board, halfway back, not at its footprint’s front edge', async () => {
    for (const [roomType, category, size] of [
      ['Home Theater', C.sideTables, { widthCm: 50, depthCm: 50, heightCm: 55 }],
      ['Dining Room', C.diningTables, { widthCm: 110, depthCm: 110, heightCm: 75 }],
      ['Living Room - Small', C.coffeeTables, { widthCm: 90, depthCm: 90, heightCm: 40 }],
    ] as const) {
      const piece = pieceOf(category, size);
      const rect = { x: 40, z: 2, w: size.widthCm, d: size.depthCm };
      const { frame, camera } = await drawnFirst(
        roomType,
        piece,
        [{ piece, rect, angle: 0 }],
        steepView(baseRoom(roomType)),
      );
      let lowest = 0;
      for (let i = 3; i < frame.data.length; i += 4) if (frame.data[i] > 128) lowest = Math.floor(i / 4 / frame.width);
      // The feet on the floor where the board is widest: drawn at the front edge, the legs at its sides stood before
      // the board's rim, apart from it.
      const middle = camera.project(rect.x + rect.w / 2, 0, rect.z + rect.d / 2).y;
      const front = camera.project(rect.x + rect.w / 2, 0, rect.z + rect.d).y;
      expect({ category, feet: Math.abs(lowest - middle) < (front - middle) / 4 }).toEqual({ category, feet: true });
    }
  });
});

describe('a sofa’s rounded arms', () => {
  it('run back from where their fronts are full width, not from their highest line as a flat cap beside the rounding', async () => {
    // Rolled (Hamptons), curved at the outer corner (Art Deco), and slim capsules (Scandinavian).
    for (const style of ['Hamptons', 'Art Deco', 'Scandinavian']) {
      const size = { widthCm: 200, depthCm: 90, heightCm: 85 };
      const spec = { category: C.sofas, style, color: 'Navy', variant: 1, dimensions: size };
      const piece: RoomPiece = {
        ...pieceOf(C.sofas, size),
        style,
        image: { kind: 'svg', svg: renderFurnitureSvg(spec) },
      };
      const { top, round } = planeRows(spec)!.arms!;
      const room = baseRoom('Living Room - Large');
      const rect = { x: 60, z: 100, w: size.widthCm, d: size.depthCm };
      const { solid } = await drawnFirst('Living Room - Large', piece, [{ piece, rect, angle: 0 }], steepView(room));
      const front = rect.z + rect.d;
      // At the left arm's top, just inside its outer edge and a little back from its front: the flat cap stood there,
      // the rounded top being lower at its edge. (The camera stands right of the sofa: the arms' tops recede to the
      // right, and the right one's runs out past its outer edge, as a roll seen from above does.)
      expect(round.outer).toBeGreaterThan(2);
      expect({ style, drawn: solid(rect.x + 1, top, front - 3) }).toEqual({ style, drawn: false });
      // The arm's front itself is drawn, under its rounding.
      expect(solid(rect.x + 0.5, top - round.outer - 2, front)).toBe(true);
    }
  });
});

describe('a seat seen from behind', () => {
  it('stands on its legs as its art draws them, not on legs in the colour of its back', async () => {
    // Its back is its silhouette in the fabric's colour; the legs under it were too, wooden legs drawn navy.
    for (const [roomType, category, style, size] of [
      ['Home Theater', C.sofas, 'Mid-Century', { widthCm: 200, depthCm: 90, heightCm: 85 }],
      // A kids' tub armchair, on legs in play colours.
      ['Kids Room', C.kidsChairs, 'Scandinavian', { widthCm: 55, depthCm: 50, heightCm: 60 }],
    ] as const) {
      const spec = { category, style, color: 'Navy', variant: 0, dimensions: size };
      const piece = withArt(spec);
      const rect = { x: 150, z: 250, w: size.widthCm, d: size.depthCm };
      const { frame, plan } = await drawnFirst(roomType, piece, [{ piece, rect, angle: 180 }]);
      expect(plan.placements[0].pose.fromBehind).toBe(true);
      // The middle of the first run of drawn pixels in a row: the left leg near the floor, the back above it.
      const rgbAt = (y: number) => {
        const solid = (x: number) => frame.data[(y * frame.width + x) * 4 + 3] > 250;
        let x0 = 0;
        while (x0 < frame.width && !solid(x0)) x0++;
        if (x0 === frame.width) return undefined;
        let x1 = x0;
        while (x1 < frame.width && solid(x1)) x1++;
        const i = (y * frame.width + Math.floor((x0 + x1) / 2)) * 4;
        return [...frame.data.subarray(i, i + 3)];
      };
      let feet = frame.height - 1;
      while (feet > 0 && !rgbAt(feet)) feet--;
      const [leg, back] = [rgbAt(feet - 2)!, rgbAt(Math.round(feet * 0.9))!];
      const apart = Math.hypot(leg[0] - back[0], leg[1] - back[1], leg[2] - back[2]);
      expect({ category, apart: apart > 40 }).toEqual({ category, apart: true });
    }
  });

  it('from above, has its back’s top: in from its face to where its back rest reaches, its corners rounded', async () => {
    // Drawn as its silhouette in its face's plane alone, a theatre's sofa showed its back no thickness: a flat panel.
    const size = { widthCm: 200, depthCm: 90, heightCm: 85 };
    for (const style of ['Mid-Century', 'Art Deco', 'Traditional']) {
      const spec = { category: C.sofas, style, color: 'Navy', variant: 0, dimensions: size };
      const piece = withArt(spec);
      const rect = { x: 150, z: 250, w: size.widthCm, d: size.depthCm };
      const { plan, camera, solid } = await drawnFirst('Home Theater', piece, [{ piece, rect, angle: 180 }]);
      expect(plan.placements[0].pose.fromBehind).toBe(true);
      expect(camera.eye).toBeGreaterThan(size.heightCm + 20);
      const [H, face, reach] = [size.heightCm, rect.z + rect.d, size.depthCm * SEAT_BACK_TOP_DEPTH];
      const [r, inset] = [seatBackRoundCm(spec), seatBackInsetCm(spec)];
      const on45 = r * (1 - Math.SQRT1_2);
      const drawn = (x: number, h: number, z: number) => ({ style, x: Math.round(x), h, drawn: solid(x, h, z) });
      // Its top's middle and its rounded corner's middle, halfway in.
      for (const [x, h] of [
        [rect.x + rect.w / 2, H - 0.5],
        [rect.x + inset + on45 + 0.5, H - on45 - 0.5],
      ]) {
        const seen = drawn(x, h, face - reach / 2);
        expect(seen).toEqual({ ...seen, drawn: true });
      }
      // Not past its back rest's top, nor at a corner its rounding takes away.
      const past = drawn(rect.x + rect.w / 2, H - 0.5, face - reach * 1.5);
      expect(past).toEqual({ ...past, drawn: false });
      if (r >= 4) {
        const corner = drawn(rect.x + inset + 0.5, H - 0.5, face - reach / 2);
        expect(corner).toEqual({ ...corner, drawn: false });
      }
    }
  });

  it('turned to the room, is one body: its side’s back meets its back face, no wall between them', async () => {
    // A theatre's armchair turned towards the screen, seen from behind its shoulder. Its side view drew its back in
    // the arm's outer plane, the back face stands it in from the sides; the two anti-aliased edges met at one corner.
    const size = { widthCm: 88, depthCm: 87, heightCm: 78 };
    for (const style of ['Bohemian', 'Art Deco', 'Modern']) {
      const spec = { category: C.armchairs, style, color: 'Navy', variant: 0, dimensions: size };
      const piece = withArt(spec);
      const rect = footprintAt(62, 160, size, 120);
      const view = { zc: 1000, xc: 280, f: 1100, hy: 300, eye: 190 };
      const { frame, plan, camera } = await drawnFirst('Home Theater', piece, [{ piece, rect, angle: 120 }], view);
      const { pose } = plan.placements[0];
      expect(pose.fromBehind).toBe(true);
      const armTop = planeRows(spec)!.arms!.top;
      // Rows across the chair at the back's corner nearest the camera: under the arms' top, and above it (the back).
      const corner = [pose.p0, pose.p1].reduce((a, b) => (b.z > a.z ? b : a));
      for (const h of [armTop * 0.6, (armTop + size.heightCm) / 2]) {
        const y = Math.round(camera.project(corner.x, h, corner.z).y);
        const runs: number[] = [];
        let inside = false;
        for (let x = 0; x < frame.width; x++) {
          const solid = frame.data[(y * frame.width + x) * 4 + 3] > 200;
          if (solid && !inside) runs.push(x);
          inside = solid;
        }
        expect({ style, h: Math.round(h), runs: runs.length }).toEqual({ style, h: Math.round(h), runs: 1 });
      }
    }
  });

  it('an office chair turned to its desk, seen from its side, has one back: its side view’s stands in from its arms', async () => {
    // A 12-piece office's chair at a desk on the right wall, seen from the room's middle. Its side view drew its back
    // in its arm's outer plane, its front's back stands in from its sides: two backs side by side, the wall between.
    const { size, rect } = AT_SIDE_DESK;
    const { frame, camera } = await drawnAtSideDesk(pieceOf(C.officeChairs, size));
    for (const h of [0.7, 0.8, 0.9].map((k) => k * size.heightCm)) {
      const runs = solidRuns(frame, camera.project(rect.x + 5, h, rect.z + rect.d / 2).y);
      expect({ h: Math.round(h), runs }).toEqual({ h: Math.round(h), runs: 1 });
    }
  });

  it('an office chair turned to its desk, seen from its side, shows nothing before its seat’s front: no flap', async () => {
    // Its front, turned from the camera, is behind its seat. Drawn, its seat's front edge hung from the seat's top
    // towards the desk, and its seat's top, laid from its front, ran 6 cm past its side view's seat.
    const { size, rect } = AT_SIDE_DESK;
    const { solid } = await drawnAtSideDesk(pieceOf(C.officeChairs, size));
    const { seatZ, seatTh } = officeChairSeat({ H: size.heightCm, D: size.depthCm });
    const front = rect.x + rect.w;
    const seatFront = front - size.depthCm * OFFICE_SEAT_FRONT_IN;
    for (const z of [300, 310, 320, 330]) {
      const seen = (x: number, h: number) => ({ x, h: Math.round(h), z, drawn: solid(x, h, z) });
      // Just under the seat's top, between its front and the footprint's.
      for (const x of [front - 1, front - 0.5])
        expect(seen(x, seatZ - 1)).toEqual({ ...seen(x, seatZ - 1), drawn: false });
      // The seat itself, just behind its front.
      expect(seen(seatFront - 3, seatZ - seatTh / 2)).toEqual({
        ...seen(seatFront - 3, seatZ - seatTh / 2),
        drawn: true,
      });
    }
  });

  it('an office chair turned to its desk, seen from its side, stands on its side view’s column alone', async () => {
    // Its front's column, base and lever stood squeezed into its middle's plane beside its side view's column: dark
    // slivers under its seat.
    const { size, rect } = AT_SIDE_DESK;
    const { frame, camera } = await drawnAtSideDesk(pieceOf(C.officeChairs, size));
    // Between its base and its seat's bottom (0.39 of its height), on the side the camera sees.
    for (const h of [0.12, 0.2, 0.28, 0.35].map((k) => k * size.heightCm)) {
      const runs = solidRuns(frame, camera.project(rect.x + rect.w / 2, h, rect.z + rect.d).y);
      expect({ h: Math.round(h), runs }).toEqual({ h: Math.round(h), runs: 1 });
    }
  });

  it('a sofa’s or an armchair’s back is its fabric’s colour, not its art’s mean: a wooden base does not grey it', async () => {
    const size = { widthCm: 80, depthCm: 80, heightCm: 85 };
    const spec = { category: C.armchairs, style: 'Japandi', color: 'Navy', variant: 0, dimensions: size };
    const piece = withArt(spec);
    const rect = { x: 150, z: 250, w: size.widthCm, d: size.depthCm };
    const { frame, camera, plan } = await drawnFirst('Home Theater', piece, [{ piece, rect, angle: 180 }]);
    expect(plan.placements[0].pose.fromBehind).toBe(true);
    // The back's middle, three quarters up, against the navy its side view paints the back.
    const at = camera.project(rect.x + rect.w / 2, size.heightCm * 0.75, rect.z);
    const i = (Math.round(at.y) * frame.width + Math.round(at.x)) * 4;
    const navy = colourAt(renderSideSvg(spec)!)(size.depthCm * 0.15, size.heightCm * 0.75);
    const back = [...frame.data.subarray(i, i + 3)];
    // As blue as the navy, not a grey (the art's mean with its wooden base was 83, 84, 89).
    expect(back[2] - back[0]).toBeGreaterThan((navy[2] - navy[0]) * 0.6);
    expect(sameColour(back, navy)).toBe(true);
  });

  it('an office chair seen from behind stands on its chrome column and base, not on a column in its fabric’s colour', async () => {
    const size = { widthCm: 65, depthCm: 65, heightCm: 110 };
    const spec = { category: C.officeChairs, style: 'Modern', color: 'Navy', variant: 1, dimensions: size };
    const piece = withArt(spec);
    const rect = { x: 200, z: 150, w: size.widthCm, d: size.depthCm };
    const { frame, plan, camera } = await drawnFirst('Gaming/Office Room', piece, [{ piece, rect, angle: 180 }]);
    expect(plan.placements[0].pose.fromBehind).toBe(true);
    const { seatZ, seatTh } = officeChairSeat({ H: size.heightCm, D: size.depthCm });
    const rgb = (h: number) => {
      const p = camera.project(rect.x + rect.w / 2, h, rect.z + rect.d);
      const i = (Math.round(p.y) * frame.width + Math.round(p.x)) * 4;
      return [...frame.data.subarray(i, i + 3)];
    };
    // At its back, the face the camera sees: the chrome piston just under the seat's mechanism, and the back at two thirds of the chair's height.
    const [column, back] = [rgb(seatZ - seatTh - 8), rgb(size.heightCm * 0.7)];
    expect(Math.hypot(column[0] - back[0], column[1] - back[1], column[2] - back[2])).toBeGreaterThan(100);
  });
});

describe('a square-cornered table’s back legs', () => {
  it('of a desk turned along the side wall, with its modesty panel, stand at its back, not in its front’s plane', async () => {
    // A 12-piece office's pedestal desk against the right wall. From its front art alone, its modesty panel hung in its
    // front's plane under its board's edge, across its knee space; the camera sees through the knee space past its far
    // end, and the panel, at its back, stands behind its pedestal's end.
    const piece = auditCase('Gaming/Office Room', 'Modern', 'Oak', 'most').spec.pieces[1];
    const { widthCm: W, depthCm: D } = piece.dimensions;
    expect(piece.category).toBe(C.desks);
    const room = baseRoom('Gaming/Office Room');
    const rect = { x: room.width - 2 - D, z: 140, w: D, d: W };
    const { solid } = await drawnFirst('Gaming/Office Room', piece, [{ piece, rect, angle: -90 }]);
    // In its front's plane, across its knee space (its far end's two thirds), at the panel's heights; its pedestal at
    // its near end drawn.
    for (const h of [30, 40, 50])
      for (const z of [155, 175, 195, 215]) {
        const seen = { h, z, drawn: solid(rect.x + 0.5, h, z) };
        expect(seen).toEqual({ h, z, drawn: false });
      }
    expect(solid(rect.x + 0.5, 40, rect.z + W - 10)).toBe(true);
  });

  it('stand on the floor at the back of its footprint, under its board, not beside its front legs', async () => {
    // Drawn with its front art, a table's back legs stood on its front's floor line, set in beside its front legs:
    // from a high camera, under a board seen from above, the table read as four legs in a row.
    for (const [roomType, category, size] of SQUARE_TABLES) {
      const piece = pieceOf(category, size);
      const room = baseRoom(roomType);
      const rect = { x: (room.width - size.widthCm) / 2, z: 60, w: size.widthCm, d: size.depthCm };
      const { frame, camera } = await drawnFirst(roomType, piece, [{ piece, rect, angle: 0 }], steepView(room));
      // Each column's lowest drawn row: a leg's foot is one on the floor line it stands on.
      const lowestIn = (x: number) => {
        for (let y = frame.height - 1; y >= 0; y--) if (frame.data[(y * frame.width + x) * 4 + 3] > 128) return y;
        return -1;
      };
      const backLeft = camera.project(rect.x, 0, rect.z);
      const backRight = camera.project(rect.x + rect.w, 0, rect.z);
      const outer = (backRight.x - backLeft.x) / 5;
      const feet: number[] = [];
      for (let x = Math.round(backLeft.x); x <= Math.round(backRight.x); x++)
        if (x - backLeft.x < outer || backRight.x - x < outer)
          if (Math.abs(lowestIn(x) - backLeft.y) <= 2) feet.push(x);
      // The others' lower shelf or rail, drawn at their front, stands before their back legs' feet.
      if (category === C.diningTables || category === C.desks)
        expect({ category, backFeet: feet.length > 0 }).toEqual({ category, backFeet: true });
      // Just above the front's floor line, the front legs alone (a desk's pedestal and its one leg).
      const row = Math.round(camera.project(0, 5, rect.z + rect.d).y);
      let runs = 0;
      for (let x = 1; x < frame.width; x++) {
        const [was, is] = [x - 1, x].map((c) => frame.data[(row * frame.width + c) * 4 + 3] > 128);
        if (is && !was) runs++;
      }
      expect({ category, frontRuns: runs }).toEqual({ category, frontRuns: 2 });
    }
  });
});

describe('a seat turned from the camera', () => {
  it('stands its back cushions behind its seat, as one facing the camera does, not a card of its whole front at its front edge', async () => {
    // Drawn as one card at its front, a turned armchair's back and arms stood at its front edge, a tall slab.
    const size = { widthCm: 85, depthCm: 85, heightCm: 95 };
    const piece = pieceOf(C.armchairs, size);
    // Facing +x (the planner's 90), its back against the left wall, seen from the whole room's view.
    const rect = footprintAt(2 + 85 / 2, 200, size, 90);
    const { solid } = await drawnFirst('Living Room - Large', piece, [{ piece, rect, angle: 90 }]);
    const [front, middle] = [rect.x + rect.w, rect.z + rect.d / 2];
    const cushions = front - 85 * 0.7;
    expect(solid(cushions, 95 * 0.9, middle)).toBe(true);
    expect(solid(front, 95 * 0.9, middle)).toBe(false);
  });

  it('an office or a kids’ chair turned to its desk stands its back at its back, not its whole front at its front edge', async () => {
    // Drawn as its front art warped onto its front edge, a turned office or kids' chair stood its back rest there, a
    // tall slab against the desk it sat at.
    const chairs: [Category, { widthCm: number; depthCm: number; heightCm: number }][] = [
      [C.officeChairs, { widthCm: 62, depthCm: 60, heightCm: 110 }],
      [C.kidsChairs, { widthCm: 40, depthCm: 40, heightCm: 60 }],
      [C.kidsChairs, { widthCm: 48, depthCm: 49, heightCm: 58 }],
    ];
    for (const [category, size] of chairs) {
      const piece = pieceOf(category, size);
      // Facing +x (the planner's 90), right of the middle of the room (as at an office's desk on the right wall), seen
      // from the whole room's view.
      const rect = footprintAt(320, 200, size, 90);
      const { solid } = await drawnFirst('Gaming/Office Room', piece, [{ piece, rect, angle: 90 }]);
      const [front, middle] = [rect.x + rect.w, rect.z + rect.d / 2];
      const high = size.heightCm * 0.9;
      // Its back rises in its back half (its face, or its side view's post where the back's face is seen edge-on).
      const backHalf = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4].flatMap((t) =>
        [middle, rect.z + rect.d - 2].map((z) => solid(rect.x + rect.w * t, high, z)),
      );
      expect({
        category,
        size,
        backInBackHalf: backHalf.some(Boolean),
        backAtFront: solid(front - 2, high, middle),
      }).toEqual({
        category,
        size,
        backInBackHalf: true,
        backAtFront: false,
      });
    }
  });

  it('seen almost edge-on, leaves its back to its side view: no sliver of the back’s face stands up at its far end', async () => {
    // Seen from its side, the back cushions' face was a thin sliver standing up over the side view at the far end.
    const size = { widthCm: 85, depthCm: 85, heightCm: 95 };
    const piece = pieceOf(C.armchairs, size);
    const rect = footprintAt(2 + 85 / 2, 200, size, 90);
    const front = rect.x + rect.w;
    const view = { zc: 700, xc: front + 10, f: 1400, hy: 150, eye: 240 };
    const { solid } = await drawnFirst('Living Room - Large', piece, [{ piece, rect, angle: 90 }], view);
    const cushions = front - 85 * 0.7;
    expect(solid(cushions, 95 * 0.9, rect.z + 6)).toBe(false);
    // Its side view is drawn.
    expect(solid(rect.x + 85 * 0.12, 95 * 0.9, rect.z + rect.d - 2)).toBe(true);
  });

  it('seen almost edge-on, leaves its legs to its side view: no line of its front’s legs hangs at its front corner', async () => {
    // A large living room's armchair turned to its coffee table, seen from the middle of the room almost edge-on: its
    // front's legs, drawn in its front's plane, were squeezed into a line under its front corner.
    const size = { widthCm: 74, depthCm: 80, heightCm: 85 };
    const piece = pieceOf(C.armchairs, size);
    const legH = seatArtLegs({ category: C.armchairs, style: 'Modern', color: 'Navy', variant: 1, dimensions: size });
    const rect = footprintAt(217.5, 193, size, 105);
    const view = { zc: 550, xc: 330, f: 1029, hy: 374, eye: 190 };
    const { frame, camera, plan } = await drawnFirst('Living Room - Large', piece, [{ piece, rect, angle: 105 }], view);
    const seen = seenFrom(camera, plan.placements[0]);
    expect(seen.fromBehind).toBe(false);
    const corner = [seen.p0, seen.p1].reduce((a, b) => (b.z > a.z ? b : a));
    const at = camera.project(corner.x, legH / 2, corner.z);
    const row = Math.round(at.y) * frame.width;
    const drawn = [-3, -2, -1, 0, 1, 2, 3].filter((dx) => frame.data[(row + Math.round(at.x) + dx) * 4 + 3] > 64);
    expect(legH).toBeGreaterThan(8);
    expect(drawn).toEqual([]);
  });

  /** A large bedroom's reading chair, turned 30° to the bed, seen by its front and its right end from the room's middle. */
  const readingChair = async (style: string) => {
    const size = { widthCm: 78, depthCm: 89, heightCm: 87 };
    const spec = { category: C.armchairs, style, color: 'Oak', variant: 0, dimensions: size };
    const piece = withArt(spec);
    const rect = footprintAt(420, 320, size, -30);
    const drawn = await drawnFirst('Bedroom - Large', piece, [{ piece, rect, angle: -30 }]);
    const { pose } = drawn.plan.placements[0];
    expect(pose.fromBehind).toBe(false);
    // A point of the chair, its art's width s from its left edge and t back from its front.
    const [u, n] = [unit(pose.p0, pose.p1), facingOf(-30)];
    const at = (s: number, t: number) => ({ x: pose.p0.x + u.x * s - n.x * t, z: pose.p0.z + u.z * s - n.z * t });
    // Its back's face stands at its head plane, 0.7 of its depth back.
    const onBack = (s: number) => at(s, size.depthCm * 0.7);
    const rows = planeRows(spec)!;
    return { ...drawn, size, rows, at, onBack, inset: seatBackInsetCm(spec), r: seatBackRoundCm(spec) };
  };

  it('turned part-way, rounds its back’s corner at its side as its face does: no square corner of its side stands over it', async () => {
    // Its side view's back ran up to its full height at its side, a fin over its back face's rounded corner.
    for (const style of ['Japandi', 'Art Deco', 'Scandinavian']) {
      const { solid, size, at, onBack, inset, r } = await readingChair(style);
      expect(r).toBeGreaterThanOrEqual(4);
      const [W, D, H] = [size.widthCm, size.depthCm, size.heightCm];
      // Its back's square corner at its side, at its rear (nothing of the chair stands behind it to be drawn there): the
      // fin's, inside the side view's back; at either side, the rounding's middle at its face is drawn.
      const corners = [inset + 0.3, W - inset - 0.3].map((s) => solid(at(s, D - 1).x, H - 2, at(s, D - 1).z));
      const rounding = [inset, W - inset].map((s, i) => {
        const face = onBack(s + (i === 0 ? 1 : -1) * r * (1 - Math.SQRT1_2));
        return solid(face.x, H - r * (1 - Math.SQRT1_2) - 1, face.z);
      });
      expect({ style, corners, rounding }).toEqual({ style, corners: [false, false], rounding: [true, true] });
    }
  });

  it('turned part-way, is one body from its back face to its side, and under its open arm: no wall between them', async () => {
    // Its side view's back leaned back from its face's plane, and the wall showed between the two in a wedge; under a
    // Japandi armchair's open wooden arm, in streaks between the rail, its seat's side and its base.
    for (const style of ['Japandi', 'Art Deco', 'Modern']) {
      const { frame, camera, size, rows, onBack, inset, r } = await readingChair(style);
      const armTop = rows.arms!.top;
      const corner = onBack(size.widthCm - inset);
      const heights = [armTop + 3, (armTop + size.heightCm - r) / 2, size.heightCm - r - 3];
      if (style === 'Japandi') heights.push((rows.top + armTop) / 2, rows.top + 2);
      const runs = heights.map((h) => solidRuns(frame, camera.project(corner.x, h, corner.z).y));
      expect({ style, runs }).toEqual({ style, runs: heights.map(() => 1) });
    }
  });

  it('turned a little away from the picture at the side of the room, towards its middle, is seen by its front', () => {
    // A pose is the same from every camera: at 105° a seat counts as seen from behind, and a living room's armchair
    // turned to the coffee table was drawn as its back's silhouette where the camera saw its front.
    const size = { widthCm: 85, depthCm: 85, heightCm: 95 };
    const room = baseRoom('Living Room - Large');
    const rect = footprintAt(150, 200, size, 105);
    const items = itemsOf([{ id: 'a', category: C.armchairs, dimensions: size }]);
    const [placed] = finish('Living Room - Large', room, items, new Map([[0, { rect, angle: 105 }]])).placements;
    expect(placed.pose.fromBehind).toBe(true);
    const fromMiddle = seenFrom({ xc: room.width / 2, zc: room.depth + 300 }, placed);
    expect(fromMiddle.fromBehind).toBe(false);
    // Its front corners, a seat's depth towards the room's middle from its back's.
    expect(fromMiddle.p0.x - placed.pose.p0.x).toBeCloseTo(85 * Math.sin((105 * Math.PI) / 180), 5);
    expect(seenFrom({ xc: 0, zc: room.depth + 300 }, placed).fromBehind).toBe(true);
  });
});

describe('a bed whose picture is a photo', () => {
  it('turned a quarter, it is drawn by its front, turned, at its foot (a photo has no side view)', async () => {
    const size = { widthCm: 160, depthCm: 210, heightCm: 100 };
    const bytes = await sharp({ create: { width: 320, height: 200, channels: 4, background: '#8a5a3c' } })
      .png()
      .toBuffer();
    const piece: RoomPiece = { ...pieceOf(C.bedFrames, size), image: { kind: 'raster', bytes } };
    const { rect, solid } = await drawnOnRightWall('Bedroom - Large', piece, size, 200);
    // The foot faces into the room (x = rect.x): the photo stands there, across the bed's width.
    expect(solid(rect.x, 50, rect.z + rect.d / 2)).toBe(true);
    // Nothing flat along the long side at the head end.
    expect(solid(rect.x + rect.w - 10, 50, rect.z + rect.d)).toBe(false);
  });
});

describe('a bed seen from its foot', () => {
  it('stands its headboard upright from a close, low camera: the headboard’s outer edges are vertical in the picture', async () => {
    const size = { widthCm: 160, depthCm: 210, heightCm: 115 };
    const room = baseRoom('Bedroom - Small');
    // A double bed (a straight-sided panel headboard in Modern) and a kids' bed (whose frame rises in a curve).
    for (const category of [C.bedFrames, C.kidsBeds]) {
      const items = itemsOf([{ id: 'b', category, dimensions: size }]);
      const rect = footprintAt(room.width / 2, 2 + size.depthCm / 2, size, 0);
      const plan = finish('Bedroom - Small', room, items, new Map([[0, { rect, angle: 0 }]]));
      // Chest height, the foot 1.5 m away: the views the camera choice takes for a bed alone.
      const cam = new Camera(room, { zc: rect.z + rect.d + 150, xc: room.width / 2, f: 1700, hy: 150, eye: 130 });
      const frame = blankSprite(1536, 1024);
      await drawPiece(frame, cam, plan.placements[0], { ...pieceOf(category, size), id: `bed-${category}` });
      const solid = (x: number, y: number) => frame.data[(y * frame.width + x) * 4 + 3] > 128;
      const rows: number[] = [];
      for (let y = 0; y < frame.height; y++)
        if (frame.data.subarray(y * frame.width * 4, (y + 1) * frame.width * 4).some((v, i) => i % 4 === 3 && v > 128))
          rows.push(y);
      const top = rows[0];
      // The headboard's top part (its upper fifth of the bed's drawn height: above the pillows) ...
      const upper = Array.from({ length: Math.round((rows.at(-1)! - top) * 0.2) }, (_, i) => top + 3 + i);
      const leftEdge = upper.map((y) => {
        for (let x = 0; x < frame.width; x++) if (solid(x, y)) return x;
        return frame.width;
      });
      // ... has its left edge in one column (on one sloping plane it leaned out towards the foot by tens of px);
      // both stand at the head of the bed, at its true height and scale there.
      if (category === C.bedFrames) expect(Math.max(...leftEdge) - Math.min(...leftEdge)).toBeLessThanOrEqual(3);
      const headTop = cam.project(rect.x, size.heightCm, plan.placements[0].pose.headZ).y;
      expect(Math.abs(top - headTop)).toBeLessThanOrEqual(4);
    }
  });
});

describe('a dining chair facing the camera', () => {
  it('stands its back at the back of its footprint: seen from above, its top is the back’s top there', async () => {
    // Drawn as one card at its front, a chair pushed in behind its table showed its back's top rail alone over the
    // board.
    const size = { widthCm: 45, depthCm: 53, heightCm: 90 };
    const piece = pieceOf(C.diningChairs, size);
    const room = baseRoom('Dining Room');
    const rect = { x: room.width / 2 - 22.5, z: 60, w: 45, d: 53 };
    const view = { zc: rect.z + rect.d + 300, xc: room.width / 2, f: 1500, hy: 150, eye: 190 };
    const { plan, camera, frame } = await drawnFirst('Dining Room', piece, [{ piece, rect, angle: 0 }], view);
    let top = frame.height;
    for (let i = 3; i < frame.data.length && top === frame.height; i += 4)
      if (frame.data[i] > 128) top = Math.floor(i / 4 / frame.width);
    const atBack = camera.project(room.width / 2, size.heightCm, plan.placements[0].pose.headZ).y;
    const atFront = camera.project(room.width / 2, size.heightCm, rect.z + rect.d).y;
    expect(atFront - atBack).toBeGreaterThan(40);
    expect(Math.abs(top - atBack)).toBeLessThanOrEqual(4);
    // Its seat is drawn level between the two: solid a third of the way back at the seat's height.
    const seat = camera.project(room.width / 2, size.heightCm * 0.5, rect.z + rect.d * 0.66);
    expect(frame.data[(Math.round(seat.y) * frame.width + Math.round(seat.x)) * 4 + 3]).toBeGreaterThan(128);
  });
});

describe('a sofa facing the camera', () => {
  const size = { widthCm: 200, depthCm: 90, heightCm: 85 };
  const room = baseRoom('Living Room - Small');
  const rect = { x: room.width / 2 - 100, z: 2, w: 200, d: 90 };
  const view = { zc: rect.z + rect.d + 330, xc: room.width / 2, f: 1500, hy: 100, eye: 190 };

  it('stands its back behind its seat and its arms from its front back to it, as a sofa seen from above', async () => {
    // Drawn as one card at its front, its back stood at its front edge and its seat was the art's thin band.
    const piece = pieceOf(C.sofas, size);
    const { plan, camera, frame, solid } = await drawnFirst(
      'Living Room - Small',
      piece,
      [{ piece, rect, angle: 0 }],
      view,
    );
    const { headZ } = plan.placements[0].pose;
    let top = frame.height;
    for (let i = 3; i < frame.data.length && top === frame.height; i += 4)
      if (frame.data[i] > 128) top = Math.floor(i / 4 / frame.width);
    const atBack = camera.project(room.width / 2, size.heightCm, headZ).y;
    const atFront = camera.project(room.width / 2, size.heightCm, rect.z + rect.d).y;
    expect(atFront - atBack).toBeGreaterThan(30);
    // Its highest point is its back's top at its rear, its top showing from its face back (behind its back cushions).
    const atRear = camera.project(room.width / 2, size.heightCm, rect.z).y;
    expect(atBack - atRear).toBeGreaterThan(8);
    expect(Math.abs(top - atRear)).toBeLessThanOrEqual(4);
    expect(solid(room.width / 2, size.heightCm - 0.5, (rect.z + headZ) / 2)).toBe(true);
    // The seat level, half way back; each arm's top level, from its front back to the back cushions.
    expect(solid(room.width / 2, size.heightCm * 0.46, (rect.z + rect.d + headZ) / 2)).toBe(true);
    const armTop = size.heightCm * 0.7 - 1;
    for (const x of [rect.x + 5, rect.x + rect.w - 5]) expect(solid(x, armTop, headZ + 5)).toBe(true);
  });

  it('from a photo, stands upright at its front (a photo shows no planes)', () => {
    const items = itemsOf([{ id: 'p', category: C.sofas, dimensions: size, image: { kind: 'raster' } }]);
    const plan = finish('Living Room - Small', room, items, new Map([[0, { rect, angle: 0 }]]));
    expect(plan.placements[0].pose.mode).toBe('front');
    const art = itemsOf([{ id: 'a', category: C.sofas, dimensions: size }]);
    expect(finish('Living Room - Small', room, art, new Map([[0, { rect, angle: 0 }]])).placements[0].pose.mode).toBe(
      'keystone',
    );
  });
});

describe('a round table in a user’s photo', () => {
  it('stands its legs halfway back under its board, as in the drawn room', async () => {
    // The photo's own camera, looking at the back wall square on from above a standing person's eye.
    const known: KnownCamera = { width: 1600, height: 1200, f: 1245, x: 200, h: 150, z: 700, pitchDeg: 26, yawDeg: 0 };
    const floor = photoFloor(knownOutline(known, 400, 350), 400, known.width, known.height);
    const size = { widthCm: 110, depthCm: 110, heightCm: 75 };
    const room = { width: 400, depth: 350, height: 250 };
    const rect = { x: 145, z: 100, w: size.widthCm, d: size.depthCm };
    const items = itemsOf([{ id: 't', category: C.diningTables, dimensions: size }]);
    const plan = finish('Dining Room', room, items, new Map([[0, { rect, angle: 0 }]]));
    const frame = blankSprite(known.width, known.height);
    await drawPiece(frame, floor.camera, plan.placements[0], pieceOf(C.diningTables, size));
    let lowest = 0;
    for (let i = 3; i < frame.data.length; i += 4) if (frame.data[i] > 128) lowest = Math.floor(i / 4 / frame.width);
    // Its feet on the floor where the board is widest: drawn at the footprint's front edge, the legs at its sides
    // stood before the board's rim, a hand's width below it.
    const middle = floor.camera.project(rect.x + rect.w / 2, 0, rect.z + rect.d / 2).y;
    const front = floor.camera.project(rect.x + rect.w / 2, 0, rect.z + rect.d).y;
    expect(Math.abs(lowest - middle)).toBeLessThan((front - middle) / 4);
  });
});
