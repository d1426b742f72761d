// Runs in a render-pool worker thread (see renderPool.ts): draws one room and moves its PNG back.
import { move } from 'piscina';
import { createCompositorRenderer } from './compositor';
import type { RoomSpec } from './renderer';

// One per thread, so the backdrop and art caches last from one room to the next.
const compositor = createCompositorRenderer();

/** The PNG of the room, as bytes the caller's thread receives by transfer, not by copy. */
/** Buffers arrive as plain Uint8Arrays: the same bytes seen as Buffers again, without a copy. */
const asBuffers = (spec: RoomSpec): RoomSpec => ({
  ...spec,
  pieces: spec.pieces.map((p) =>
    p.image.kind === 'raster'
      ? {
          ...p,
          image: {
            kind: 'raster',
            bytes: Buffer.from(p.image.bytes.buffer, p.image.bytes.byteOffset, p.image.bytes.length),
          },
        }
      : p,
  ),
});

export default async function renderTask(spec: RoomSpec): Promise<Uint8Array> {
  const { png } = await compositor.render(asBuffers(spec));
  // sharp's buffer may be external memory or share an ArrayBuffer, neither of which can move:
  // one copy here, off the event loop, into an ArrayBuffer of its own that can.
  const own = new Uint8Array(png.length);
  own.set(png);
  return move(own) as Uint8Array;
}
