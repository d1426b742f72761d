// Dining chairs pushed in behind their table (issue 16): seen from any height that frames the room, their seat and
// legs are under the table's board, so what is hidden of them is measured above the table's top.
import { CATEGORIES as C } from '../../src/shared/constants';
import { estimateFigures, shotsOf } from '../../src/server/generation/compositor/cameraChoice';
import { baseRoom, Camera } from '../../src/server/generation/compositor/geometry';
import { pictureFigures } from '../../src/server/generation/compositor/pictureFigures';
import { finish, itemsOf, withCamera } from '../../src/server/generation/compositor/planner';
import { tuckedRow } from '../../src/server/generation/compositor/tucked';
import { artPiece } from '../../src/server/generation/pieces';
import type { RoomSpec } from '../../src/server/generation/renderer';
import { drawnFirst } from '../support/server/drawnPiece';

const ROOM = 'Dining Room';
const pieceOf = (id: string, category: string, widthCm: number, depthCm: number, heightCm: number) =>
  artPiece({ id, category, title: id, style: 'Japandi', color: 'White', widthCm, depthCm, heightCm, artVariant: 0 });

const table = pieceOf('table', C.diningTables, 180, 90, 75);
const chair = pieceOf('chair', C.diningChairs, 45, 53, 90);
const room = baseRoom(ROOM);
const tableRect = { x: (room.width - 180) / 2, z: 120, w: 180, d: 90 };
/** Behind the table's middle, its seat's front 5 cm from the board's back edge. */
const chairRect = { x: room.width / 2 - 22.5, z: 120 - 5 - 53, w: 45, d: 53 };
/** Standing height, the whole room in view. */
const view = { eye: 190 };

/** The table and the chair behind it, facing it (0) or turned to the wall (180), seen from standing height. */
function planOf(chairAngle: number) {
  const items = itemsOf([table, chair].map(({ id, category, dimensions }) => ({ id, category, dimensions })));
  const spots = new Map([
    [0, { rect: tableRect, angle: 0 }],
    [1, { rect: chairRect, angle: chairAngle }],
  ]);
  const spec: RoomSpec = { roomType: ROOM, style: 'Japandi', color: 'White', pieces: [table, chair] };
  return { plan: withCamera(finish(ROOM, room, items, spots), new Camera(room, view)), spec };
}

describe('a chair pushed in behind its table', () => {
  it('shows its back over the table: drawn alone, a good part of it stands above the table’s top', async () => {
    const { frame, camera } = await drawnFirst(
      ROOM,
      chair,
      [
        { piece: chair, rect: chairRect, angle: 0 },
        { piece: table, rect: tableRect, angle: 0 },
      ],
      view,
    );
    const cut = tuckedRow(camera, chairRect, 75);
    let above = 0;
    let all = 0;
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++)
        if (frame.data[(y * frame.width + x) * 4 + 3] > 128) {
          all++;
          if (y < cut) above++;
        }
    expect(above / all).toBeGreaterThan(0.15);
  });

  it('is measured above the table’s top: its seat and legs under the board are not counted as hidden', async () => {
    const { plan, spec } = planOf(0);
    const { hidden, hiddenWhole } = await pictureFigures(plan, spec);
    expect(hidden[1]).toBeLessThanOrEqual(0.2);
    // Measured whole, as the audit also prints it, its seat and legs under the board put it over the goal.
    expect(hiddenWhole[1]).toBeGreaterThan(0.2);
  });

  it('but a chair behind the table that does not sit at it (turned to the wall) is measured whole, over the goal', async () => {
    const { plan, spec } = planOf(180);
    const { hidden } = await pictureFigures(plan, spec);
    expect(hidden[1]).toBeGreaterThan(0.2);
  });

  it('the camera choice’s estimate counts its box down to the table’s top alike', () => {
    const { plan } = planOf(0);
    const shots = shotsOf(plan);
    expect(shots[1].tuckedUnderCm).toBe(75);
    const tucked = estimateFigures(plan.camera, room, shots).hidden[1];
    const whole = estimateFigures(plan.camera, room, [shots[0], { ...shots[1], tuckedUnderCm: undefined }]).hidden[1];
    expect(whole).toBeGreaterThan(0.4);
    expect(tucked).toBeLessThan(whole / 2);
  });
});
