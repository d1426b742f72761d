// visualize-room with the floor-plan editor's layout: refused or drawn as sent, and kept by the project.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { DrawnLayout, Layout, VisualizationMessage } from '../../src/shared/api';
import { createCompositorRenderer, drawnPlan, planOf, type Plan } from '../../src/server/generation/compositor';
import { toApiLayout } from '../../src/server/generation/compositor/layoutCoords';
import { planRoom } from '../../src/server/generation/compositor';
import { planPiece } from '../../src/server/generation/layout';
import type { Renderer, RoomSpec } from '../../src/server/generation/renderer';
import type { Furniture } from '../../src/server/repositories/catalog';
import { createVerifiedUser } from '../support/server/accounts';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

type Ack = { success: boolean; data?: { jobId: string }; code?: string; message?: string };

const ROOM_TYPE = 'Bedroom - Small';

describe('visualize-room with a layout', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  /** What the compositor was asked to draw, and the plan it drew. */
  const drawn: { spec: RoomSpec; plan: Plan }[] = [];
  const compositor = createCompositorRenderer();
  const recording: Renderer = {
    name: 'compositor',
    render(spec, signal) {
      drawn.push({ spec, plan: planOf(spec) });
      return compositor.render(spec, signal);
    },
  };
  const sockets: Socket[] = [];
  let rows: Furniture[];
  let furnitureIds: string[];

  beforeAll(async () => {
    t = await makeTestApp({ renderer: recording });
    app = t.app;
    base = await listen(app);
    furnitureIds = await roomFurniture(app, ROOM_TYPE, 'Scandinavian', 'Oak');
    const found = await app.repos.catalog.findByIds(furnitureIds);
    rows = furnitureIds.map((id) => found.find((r) => r.id === id)!);
  });
  beforeEach(() => {
    drawn.length = 0;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(() => t.close());

  async function user() {
    const account = await createVerifiedUser(app);
    const socket = await connect(base, account.token);
    sockets.push(socket);
    return { ...account, socket };
  }

  const params = (extra: Record<string, unknown> = {}) => ({
    roomType: ROOM_TYPE,
    preferredColor: 'Oak',
    preferredStyle: 'Scandinavian',
    furnitureIds,
    ...extra,
  });

  /** Every piece in its own cell of a roomy grid, unturned except the second piece. */
  function gridLayout(): Layout {
    return {
      room: { widthCm: 900, depthCm: 700 },
      placements: furnitureIds.map((furnitureId, i) => ({
        furnitureId,
        xCm: 150 + (i % 3) * 300,
        yCm: 150 + Math.floor(i / 3) * 350,
        angleDeg: i === 1 ? 90 : 0,
      })),
    };
  }

  async function render(socket: Socket, extra: Record<string, unknown>) {
    const result = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', params(extra));
    expect(ack).toMatchObject({ success: true });
    return (await result).message;
  }

  async function projectLayout(auth: Record<string, string>, id: string): Promise<DrawnLayout> {
    const res = await app.inject({ method: 'GET', url: `/user/project/${id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().data.project.layout;
  }

  async function refused(layout: Layout): Promise<Ack> {
    const { socket, auth } = await user();
    const ack = await emitWithAck<Ack>(socket, 'visualize-room', params({ layout }));
    const list = await app.inject({ method: 'GET', url: '/user/projects', headers: auth });
    expect(list.json().data.total).toBe(0);
    expect(drawn).toEqual([]);
    return ack;
  }

  it('refuses an overlap with a validation ack naming both pieces, and queues nothing', async () => {
    const layout = gridLayout();
    layout.placements[2] = { ...layout.placements[0], furnitureId: furnitureIds[2], xCm: 170 };
    const ack = await refused(layout);
    expect(ack).toEqual({
      success: false,
      code: 'validation',
      message: `roomParams.layout: ${rows[0].title} overlaps ${rows[2].title}`,
    });
  });

  it('refuses a piece outside the room, naming it', async () => {
    const layout = gridLayout();
    layout.placements[3] = { ...layout.placements[3], xCm: 890 };
    const ack = await refused(layout);
    expect(ack).toEqual({
      success: false,
      code: 'validation',
      message: `roomParams.layout: ${rows[3].title} is outside the room`,
    });
  });

  it('refuses placements that are not the chosen pieces', async () => {
    const layout = gridLayout();
    layout.placements = layout.placements.slice(1);
    const ack = await refused(layout);
    expect(ack).toEqual({
      success: false,
      code: 'validation',
      message: `roomParams.layout: The layout has no place for ${rows[0].title}`,
    });
  });

  it('draws a valid layout exactly, saves it, GET returns it, and a regeneration sent it back keeps it', async () => {
    const { socket, auth } = await user();
    const layout = gridLayout();
    const message = await render(socket, { layout });

    expect(drawn).toHaveLength(1);
    expect(drawn[0].spec.layout).toEqual(layout);
    const { plan } = drawn[0];
    expect(plan.room).toMatchObject({ width: 900, depth: 700 });
    expect(plan.placements.map((p) => [p.id, p.x, p.y, p.angle])).toEqual(
      layout.placements.map((p) => [p.furnitureId, p.xCm, p.yCm, p.angleDeg === 90 ? -90 : 0]),
    );
    expect(await projectLayout(auth, message.projectId)).toEqual(layout);

    const again = await render(socket, {
      layout: await projectLayout(auth, message.projectId),
      regenerates: message.projectId,
    });
    expect(again.projectId).not.toBe(message.projectId);
    expect(await projectLayout(auth, again.projectId)).toEqual(layout);
    expect(drawn[1].plan.placements.map((p) => p.footprint)).toEqual(plan.placements.map((p) => p.footprint));
  });

  it('a project rendered without a layout keeps the arrangement the renderer drew', async () => {
    const { socket, auth } = await user();
    const message = await render(socket, {});
    // The renderer plans the room itself, weighing the planner's arrangements by their picture, and says what it drew.
    expect(drawn[0].spec.layout).toBeUndefined();
    const plan = await drawnPlan(drawn[0].spec);
    expect(await projectLayout(auth, message.projectId)).toEqual(toApiLayout(plan));
    // A small bedroom's recipe has one arrangement: the planner's.
    expect(toApiLayout(plan)).toEqual(toApiLayout(planRoom(ROOM_TYPE, rows.map(planPiece))));
  });

  it('a project saved before layouts were kept returns the planner’s layout of its pieces', async () => {
    const { user: owner, auth } = await user();
    const image = await app.media.save('generated', 'png', Buffer.from('old room'));
    const old = await app.repos.projects.insertOnce({
      userId: owner.id,
      requestId: 'before-layouts',
      name: 'Old bedroom',
      roomType: ROOM_TYPE,
      color: 'Oak',
      style: 'Scandinavian',
      furnitureIds,
      image,
      renderer: 'compositor',
      timings: { queuedMs: 0, renderMs: 1, totalMs: 1 },
    });
    expect(old!.layout).toBeNull();
    expect(await projectLayout(auth, old!.id)).toEqual(toApiLayout(planRoom(ROOM_TYPE, rows.map(planPiece))));
  });
});
