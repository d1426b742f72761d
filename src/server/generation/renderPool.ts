import { Piscina } from 'piscina';
import { createCompositorRenderer } from './compositor';
import type { Renderer, RoomPiece, RoomSpec } from './renderer';
import type { RenderTaskResult } from './renderTask';
import { workerEntry } from './workerEntry';

// Render threads give way to the event loop when both want a core (Linux nice, per thread).
const NICE_INCREMENT = 5;

export interface RenderPool {
  /** The compositor, drawn on the pool's threads ('compositor' like the in-thread one). */
  renderer: Renderer;
  /** Starts the threads now (they load the compositor) rather than with the first render. */
  warm(): void;
  /** Ends the threads; a render still running is rejected. */
  close(): Promise<void>;
}

/** Raster and photo bytes copied into ArrayBuffers of their own, so they can move to the thread. */
function movable(spec: RoomSpec): { spec: RoomSpec; transferList: ArrayBuffer[] } {
  const transferList: ArrayBuffer[] = [];
  const own = (from: Buffer): Buffer => {
    const bytes = new Uint8Array(from.length);
    bytes.set(from);
    transferList.push(bytes.buffer);
    return Buffer.from(bytes.buffer);
  };
  const pieces = spec.pieces.map((piece): RoomPiece => {
    if (piece.image.kind !== 'raster') return piece;
    return { ...piece, image: { kind: 'raster', bytes: own(piece.image.bytes) } };
  });
  const photo = spec.photo && { ...spec.photo, bytes: own(spec.photo.bytes) };
  return { spec: { ...spec, pieces, photo }, transferList };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Renders rooms on worker threads, so the event loop only routes requests while rooms draw.
 * The threads start with warm() or the first render (an app that never renders starts none) and
 * stay, so each keeps its caches. threads = 0 renders on the calling thread instead, as before the pool.
 */
export function createRenderPool(threads: number): RenderPool {
  if (threads === 0)
    return { renderer: createCompositorRenderer(), warm: () => undefined, close: async () => undefined };
  let pool: Piscina<RoomSpec, RenderTaskResult> | undefined;
  let closed = false;
  const start = () => {
    const entry = workerEntry(__dirname, 'renderTask');
    return new Piscina<RoomSpec, RenderTaskResult>({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      niceIncrement: NICE_INCREMENT,
    });
  };
  return {
    warm() {
      if (!closed) pool ??= start();
    },
    renderer: {
      name: 'compositor',
      async render(spec, signal) {
        if (closed) throw new Error('The render pool is closed');
        pool ??= start();
        const task = movable(spec);
        const { image, mask, ...rest } = await pool.run(task.spec, { transferList: task.transferList, signal });
        return { ...rest, png: asBuffer(image), mask: mask && asBuffer(mask) };
      },
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
