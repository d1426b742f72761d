import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import ts from 'typescript';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../../src/server/catalog/art/samples';
import { createCompositorRenderer } from '../../src/server/generation/compositor';
import type { RoomPiece, RoomSpec } from '../../src/server/generation/renderer';
import { createRenderPool, type RenderPool } from '../../src/server/generation/renderPool';
import { workerEntry } from '../../src/server/generation/workerEntry';
import { CATEGORIES as C } from '../../src/shared/constants';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
// Scratch folders inside the project, so compiled files find its node_modules.
const scratch = (prefix: string) => {
  mkdirSync(path.join(ROOT, 'build'), { recursive: true });
  return mkdtempSync(path.join(ROOT, 'build', prefix));
};

function piece(category: string, i: number, image?: RoomPiece['image']): RoomPiece {
  const dimensions = SAMPLE_DIMENSIONS[category as keyof typeof SAMPLE_DIMENSIONS];
  return {
    id: `p${i}`,
    category,
    title: category,
    style: 'Modern',
    color: 'Oak',
    dimensions,
    image: image ?? {
      kind: 'svg',
      svg: renderFurnitureSvg({ category: C.sofas, style: 'Modern', color: 'Oak', variant: i, dimensions }),
    },
  };
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

describe('render pool (the .ts worker through tsx, as in jest and `npm run dev`)', () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = createRenderPool(1);
  });
  afterAll(() => pool.close());

  test('draws the same PNG as the compositor on this thread, imported photos included', async () => {
    const bytes = await photo();
    const spec: RoomSpec = {
      roomType: 'Living Room - Small',
      color: 'Navy',
      style: 'Coastal',
      pieces: [piece(C.sofas, 0), piece(C.coffeeTables, 1, { kind: 'raster', bytes })],
      variation: 'request-1',
    };
    const pooled = await pool.renderer.render(spec);
    const local = await createCompositorRenderer().render(spec);
    expect(pooled.renderer).toBe('compositor');
    expect([pooled.width, pooled.height]).toEqual([1536, 1024]);
    expect(Buffer.isBuffer(pooled.png)).toBe(true);
    expect(pooled.png.equals(local.png)).toBe(true);
    // The photo went to the thread as a copy: the caller's bytes are still there.
    expect(bytes.length).toBeGreaterThan(0);
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  test("a render that fails in the thread rejects the caller's promise", async () => {
    const broken = { kind: 'raster' as const, bytes: Buffer.from('not an image') };
    await expect(
      pool.renderer.render({ roomType: 'Bedroom', color: 'Oak', style: 'Modern', pieces: [piece(C.sofas, 0, broken)] }),
    ).rejects.toThrow();
    // The thread survives it.
    const { png } = await pool.renderer.render({ roomType: 'Bedroom', color: 'Oak', style: 'Modern', pieces: [] });
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  test('an aborted signal stops the render', async () => {
    const ctrl = new AbortController();
    ctrl.abort(new Error('stop'));
    await expect(
      pool.renderer.render({ roomType: 'Dining Room', color: 'Oak', style: 'Modern', pieces: [] }, ctrl.signal),
    ).rejects.toThrow();
  });
});

test('a closed pool refuses work; one that never rendered started no thread and closes at once', async () => {
  const idle = createRenderPool(2);
  await idle.close();
  await expect(
    idle.renderer.render({ roomType: 'Bedroom', color: 'Oak', style: 'Modern', pieces: [] }),
  ).rejects.toThrow('closed');
});

describe('worker entry', () => {
  let dir: string;
  beforeEach(() => {
    dir = scratch('test-entry-');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('the compiled .js next to the module runs as it is; the .ts alone loads through tsx', () => {
    writeFileSync(path.join(dir, 'task.ts'), 'export default () => 1;');
    expect(workerEntry(dir, 'task')).toEqual({
      filename: path.join(dir, 'task.ts'),
      execArgv: ['--require', require.resolve('tsx/cjs')],
    });
    writeFileSync(path.join(dir, 'task.js'), 'exports.default = () => 1;');
    expect(workerEntry(dir, 'task')).toEqual({ filename: path.join(dir, 'task.js'), execArgv: [] });
    expect(() => workerEntry(dir, 'missing')).toThrow('No missing.js or missing.ts');
  });
});

// What `npm run build` makes of the pool and its worker (tsc to CommonJS, side by side), loaded
// from the compiled files alone: no tsx in the worker thread.
test('the built pool runs its compiled worker file', async () => {
  const out = scratch('test-pool-');
  try {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'tsconfig.server.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!;
    const roots = ['renderPool.ts', 'renderTask.ts'].map((f) => path.join(ROOT, 'src/server/generation', f));
    // Types are checked by `npm run typecheck`; this only writes the JavaScript. Without the lib and
    // @types files (noLib, no types) the emit is the same, byte for byte, in half the time (1.3 s, not 2.5 s).
    const program = ts.createProgram(roots, {
      ...parsed.options,
      outDir: out,
      noCheck: true,
      sourceMap: false,
      noLib: true,
      types: [],
    });
    expect(program.emit().emitSkipped).toBe(false);
    const compiled = path.join(out, 'server/generation');
    expect(existsSync(path.join(compiled, 'renderTask.js'))).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file made by this test
    const built = require(
      path.join(compiled, 'renderPool.js'),
    ) as typeof import('../../src/server/generation/renderPool');
    const pool = built.createRenderPool(1);
    try {
      const { png } = await pool.renderer.render({ roomType: 'Bedroom', color: 'Oak', style: 'Modern', pieces: [] });
      expect((await sharp(png).metadata()).width).toBe(1536);
    } finally {
      await pool.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
