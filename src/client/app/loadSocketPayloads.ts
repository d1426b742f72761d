import type * as SocketPayloads from './socketPayloads';

export type PayloadChecks = typeof SocketPayloads;

let checks: PayloadChecks | null = null;
let loading: Promise<PayloadChecks> | null = null;

/**
 * Fetches the payload checks once. They hold zod and the socket schemas, so they come after
 * sign-in, in the same chunk as socket.io-client (lazySocket.ts), never with the login route.
 */
export function loadPayloadChecks(): Promise<PayloadChecks> {
  loading ??= import(/* webpackChunkName: "socket" */ './socketPayloads').then(
    (loaded) => (checks = loaded),
    (err: unknown) => {
      loading = null; // the next event asks again
      throw err;
    },
  );
  return loading;
}

/** Runs `run` with the checks: at once when they are here, else when they arrive, in call order. */
export function withPayloadChecks(run: (checks: PayloadChecks) => void): void {
  if (checks) run(checks);
  else loadPayloadChecks().then(run, (err: unknown) => console.error('Socket payload checks failed to load:', err));
}
