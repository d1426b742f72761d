// A piece drawn alone at a spot chosen by the test, from the whole room's view (which shows it whole, where the
// framing chosen may cut it) or from `view`, and whether the frame is drawn at a point of the room; and the shadows
// the pieces of a plan cast on a white floor.
import { drawPiece } from '../../../src/server/generation/compositor/drawPiece';
import { baseRoom, Camera, type Rect } from '../../../src/server/generation/compositor/geometry';
import { shadowCasters } from '../../../src/server/generation/compositor/pieceShadows';
import { finish, itemsOf, type Plan } from '../../../src/server/generation/compositor/planner';
import { drawShadows } from '../../../src/server/generation/compositor/shadows';
import { blankSprite } from '../../../src/server/generation/compositor/sprite';
import type { RoomPiece } from '../../../src/server/generation/renderer';

export interface Spot {
  piece: Pick<RoomPiece, 'id' | 'category' | 'dimensions'>;
  rect: Rect;
  angle: number;
}

/** The first spot's piece drawn (`drawn`, its art), planned with the others around it. */
export async function drawnFirst(
  roomType: string,
  drawn: RoomPiece,
  spots: readonly Spot[],
  view?: ConstructorParameters<typeof Camera>[1],
) {
  const room = baseRoom(roomType);
  const items = itemsOf(
    spots.map(({ piece }) => ({ id: piece.id, category: piece.category, dimensions: piece.dimensions })),
  );
  const plan = finish(roomType, room, items, new Map(spots.map(({ rect, angle }, i) => [i, { rect, angle }])));
  const camera = new Camera(room, view);
  const frame = blankSprite(1536, 1024);
  await drawPiece(frame, camera, plan.placements[0], drawn);
  const solid = (x: number, h: number, z: number) => {
    const p = camera.project(x, h, z);
    return frame.data[(Math.round(p.y) * frame.width + Math.round(p.x)) * 4 + 3] > 128;
  };
  return { plan, camera, frame, solid };
}

/** How much the pieces' shadows darken a white floor at a point of it (x, z), seen from `camera`. */
export function shadeOnWhiteFloor(plan: Plan, camera: Camera, pieces: readonly RoomPiece[]) {
  const floor = blankSprite(1536, 1024);
  floor.data.fill(255);
  drawShadows(floor, camera, shadowCasters(plan, [], pieces));
  return (x: number, z: number) => {
    const p = camera.project(x, 0, z);
    return 255 - floor.data[(Math.round(p.y) * floor.width + Math.round(p.x)) * 4];
  };
}
