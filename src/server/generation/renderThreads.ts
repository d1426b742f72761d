import { availableParallelism } from 'node:os';

/** Render threads by default: every core but one, which stays for the event loop. */
export const defaultRenderThreads = (): number => Math.max(1, availableParallelism() - 1);
