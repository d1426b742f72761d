// The core timer, not the global one, so fake timers in a caller's tests cannot stall a render.
import { setImmediate as nextTurn } from 'node:timers';

/**
 * Rendering is CPU work on the main thread: let sockets and timers run between its steps (and the rasterizer's
 * native memory be freed: its objects' finalizers run only between turns of the event loop).
 */
export const breathe = (): Promise<void> => new Promise((resolve) => nextTurn(resolve));
