// Runs in a render-pool worker thread (see renderPool.ts): draws one room and moves its image back.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { createCompositorRenderer } from './compositor';
import type { RenderResult, RoomSpec } from './renderer';

// One per thread, so the backdrop and art caches last from one room to the next.
const compositor = createCompositorRenderer();

/** What a thread sends back: the image (and mask) as bytes the caller's thread receives by transfer. */
export interface RenderTaskResult extends Omit<RenderResult, 'png' | 'mask'> {
  image: Uint8Array;
  mask?: Uint8Array;
}

/** Buffers arrive as plain Uint8Arrays: the same bytes seen as Buffers again, without a copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

const asBuffers = (spec: RoomSpec): RoomSpec => ({
  ...spec,
  pieces: spec.pieces.map((p) =>
    p.image.kind === 'raster' ? { ...p, image: { kind: 'raster', bytes: asBuffer(p.image.bytes) } } : p,
  ),
  photo: spec.photo && { ...spec.photo, bytes: asBuffer(spec.photo.bytes) },
});

/**
 * sharp's buffer may be external memory or share an ArrayBuffer, neither of which can move:
 * one copy here, off the event loop, into an ArrayBuffer of its own that can.
 */
function own(bytes: Buffer): Uint8Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

export default async function renderTask(spec: RoomSpec): Promise<RenderTaskResult> {
  const { png, mask, ...rest } = await compositor.render(asBuffers(spec));
  const image = own(png);
  const maskBytes = mask && own(mask);
  const result: RenderTaskResult = { ...rest, image, mask: maskBytes };
  // Both buffers move: a Transferable wrapper names them, and the thread receives the result object.
  const buffers = [image.buffer, ...(maskBytes ? [maskBytes.buffer] : [])];
  return move({
    get [transferableSymbol]() {
      return buffers;
    },
    get [valueSymbol]() {
      return result;
    },
  }) as unknown as RenderTaskResult;
}
