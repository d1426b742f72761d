import type { io as ioType, Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/api';
import type { ClientSocket, SocketFactory } from './socketTypes';

/**
 * A socket factory that loads socket.io-client only when the first socket is opened (after
 * sign-in), keeping it out of the login route's first load. Calls made before the library has
 * arrived are replayed on the real socket, in order.
 */
export function lazySocketFactory(
  load: () => Promise<typeof ioType> = () =>
    import(/* webpackChunkName: "socket" */ 'socket.io-client').then((m) => m.io),
): SocketFactory {
  return (uri, options) => {
    let real: ClientSocket | null = null;
    let closed = false;
    const queued: ((s: ClientSocket) => void)[] = [];
    const later = (call: (s: ClientSocket) => void) => (real ? call(real) : queued.push(call));

    load().then(
      (io) => {
        if (closed) return;
        const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(uri, options);
        real = socket;
        for (const call of queued.splice(0)) call(socket);
      },
      (err: unknown) => console.error('Socket library failed to load:', err),
    );

    return {
      on: (event, listener) => later((s) => s.on(event, listener)),
      emit: (event, ...args) => later((s) => s.emit(event, ...args)),
      disconnect: () => {
        closed = true;
        real?.disconnect();
      },
      connect: () => later((s) => s.connect()),
      io: { on: (event, listener) => later((s) => s.io.on(event, listener)) },
      get active() {
        // Until the library arrives the socket counts as on its way.
        return real ? real.active : !closed;
      },
    };
  };
}
