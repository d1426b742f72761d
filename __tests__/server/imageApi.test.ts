import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { projects } from '../../src/server/db/schema';
import { createCompositorRenderer } from '../../src/server/generation/compositor';
import { createImageApiRenderer } from '../../src/server/generation/imageApi';
import type { RoomSpec } from '../../src/server/generation/renderer';
import type { VisualizationMessage } from '../../src/shared/api';
import { createVerifiedUser } from '../support/server/accounts';
import { startImageApi } from '../support/server/imageApiServer';
import { type KnownCamera, knownOutline, syntheticRoomPhoto } from '../support/server/syntheticPhoto';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { makeTestApp } from '../support/server/testApp';

jest.setTimeout(30_000);

const dims = { widthCm: 210, depthCm: 90, heightCm: 85 };
const spec: RoomSpec = {
  roomType: 'Living Room - Small',
  color: 'Navy',
  style: 'Coastal',
  pieces: [
    {
      id: 'sofa-1',
      category: 'Couches, Sofas & Lounges',
      title: 'Harlow 3-Seater Fabric Sofa',
      style: 'Coastal',
      color: 'Navy',
      dimensions: dims,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({
          category: 'Couches, Sofas & Lounges',
          style: 'Coastal',
          color: 'Navy',
          variant: 0,
          dimensions: dims,
        }),
      },
    },
  ],
};

// Every timer API but setTimeout stays real: sockets, sharp and the compositor keep running.
const REAL = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
] as const;

describe('image-API renderer against a local OpenAI-compatible server', () => {
  const compositor = createCompositorRenderer();
  let warnings: { attempt: number; err: string; msg: string }[];
  beforeEach(() => {
    warnings = [];
  });
  afterEach(() => jest.useRealTimers());

  const make = (url: string, overrides: Partial<Parameters<typeof createImageApiRenderer>[0]> = {}) =>
    createImageApiRenderer({
      url,
      key: 'sk-test',
      model: 'gpt-image-1',
      timeoutMs: 5000,
      retries: 2,
      fallback: compositor,
      log: {
        warn(obj, msg) {
          const warning = { ...(obj as { attempt: number; err: string }), msg };
          warnings.push(warning);
          // The wait before the next try is set right after this line: move the fake clock past it.
          if (msg.endsWith('retrying')) process.nextTick(() => jest.advanceTimersByTime(500 * 2 ** warning.attempt));
        },
      },
      ...overrides,
    });
  /** Retries wait 500 ms, then 1 s (the default backoff), in fake time. */
  const fakeBackoff = () => jest.useFakeTimers({ doNotFake: [...REAL] });

  it('sends the composite and a prompt, and returns the photoreal image as a 1536×1024 PNG', async () => {
    const api = await startImageApi(['ok']);
    try {
      const result = await make(api.url).render(spec);
      expect(result.renderer).toBe('image-api');
      const meta = await sharp(result.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1536, 1024]);
      expect(api.requests).toHaveLength(1);
      const [req] = api.requests;
      expect(req.authorization).toBe('Bearer sk-test');
      expect(req.fields).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: '1' });
      expect(req.fields.prompt).toContain('Coastal living room - small');
      expect(req.fields.prompt).toContain('navy');
      expect(req.fields.prompt).toContain('Harlow 3-Seater Fabric Sofa');
      const sent = await sharp(req.image).metadata();
      expect([sent.format, sent.width, sent.height]).toEqual(['png', 1536, 1024]);
    } finally {
      await api.close();
    }
  });

  it('into a room photo: sends the photo composite with a mask of the placed pieces, and keeps the photo size', async () => {
    const cam: KnownCamera = { width: 1200, height: 900, f: 720, x: 150, h: 150, z: 900, pitchDeg: 20, yawDeg: -10 };
    const photo = await syntheticRoomPhoto(cam, 500, 400);
    const api = await startImageApi(['ok']);
    try {
      const result = await make(api.url).render({
        ...spec,
        photo: { bytes: photo, floor: knownOutline(cam, 500, 400), referenceCm: 500 },
      });
      expect(result.renderer).toBe('image-api');
      const meta = await sharp(result.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
      const [req] = api.requests;
      const sent = await sharp(req.image).metadata();
      expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 1200, 900]);
      // The mask: transparent where the sofa stands, opaque over the rest of the room.
      const { data, info } = await sharp(req.mask).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([1200, 900, 4]);
      let open = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] < 128) open++;
      expect(open / (1200 * 900)).toBeGreaterThan(0.01);
      expect(open / (1200 * 900)).toBeLessThan(0.3);
    } finally {
      await api.close();
    }
  });

  it('retries server errors after 500 ms and 1 s, then succeeds', async () => {
    const api = await startImageApi(['fail', 'fail', 'ok']);
    try {
      fakeBackoff();
      expect((await make(api.url).render(spec)).renderer).toBe('image-api');
      expect(api.requests).toHaveLength(3);
      expect(warnings.map((w) => [w.attempt, w.msg])).toEqual([
        [0, 'image API failed; retrying'],
        [1, 'image API failed; retrying'],
      ]);
    } finally {
      await api.close();
    }
  });

  it('falls back to the composite when every try fails', async () => {
    const api = await startImageApi(['fail']);
    try {
      fakeBackoff();
      const result = await make(api.url).render(spec);
      expect(result.renderer).toBe('compositor');
      expect(api.requests).toHaveLength(3);
      expect((await sharp(result.png).metadata()).width).toBe(1536);
    } finally {
      await api.close();
    }
  });

  it('does not retry a request the API refuses, and gives up on a hanging API at the timeout', async () => {
    const refusing = await startImageApi(['bad-request']);
    const hanging = await startImageApi(['hang']);
    try {
      expect((await make(refusing.url).render(spec)).renderer).toBe('compositor');
      expect(refusing.requests).toHaveLength(1);
      expect((await make(hanging.url, { timeoutMs: 300, retries: 0 }).render(spec)).renderer).toBe('compositor');
      expect(hanging.requests).toHaveLength(1);
      // It gave up because of its own timeout, not because the server went away.
      expect(warnings.at(-1)).toMatchObject({ msg: 'image API failed; keeping the composite', err: /timeout/i });
    } finally {
      await refusing.close();
      await hanging.close();
    }
  });

  it('downloads an image the API answers by URL', async () => {
    const api = await startImageApi(['url']);
    try {
      expect((await make(api.url).render(spec)).renderer).toBe('image-api');
    } finally {
      await api.close();
    }
  });

  it('is chosen by IMAGE_API_URL, and the project records which renderer made it', async () => {
    const api = await startImageApi(['ok', 'fail']);
    const t = await makeTestApp({ env: { IMAGE_API_URL: api.url, IMAGE_API_KEY: 'sk-test', IMAGE_API_RETRIES: '0' } });
    try {
      const base = await listen(t.app);
      const { token } = await createVerifiedUser(t.app);
      const socket = await connect(base, token);
      const furnitureIds = await roomFurniture(t.app, 'Bedroom - Large', 'Hamptons', 'White');
      const params = { roomType: 'Bedroom - Large', preferredColor: 'White', preferredStyle: 'Hamptons', furnitureIds };
      const renderers: string[] = [];
      for (let i = 0; i < 2; i++) {
        const result = next<{ message: VisualizationMessage }>(socket, 'message:received');
        await emitWithAck(socket, 'visualize-room', params);
        const { message } = await result;
        const [row] = await t.app.db.select().from(projects).where(eq(projects.id, message.projectId));
        renderers.push(row.renderer);
      }
      expect(renderers).toEqual(['image-api', 'compositor']);
      socket.close();
    } finally {
      await t.close();
      await api.close();
    }
  });
});
