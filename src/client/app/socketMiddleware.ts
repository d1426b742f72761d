import type { Middleware } from '@reduxjs/toolkit';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { ErrorEnvelope, RoomParams } from '../../shared/api';
import { SOCKET_EVENTS } from '../../shared/api';
import { SOCKET_NAMESPACE, SOCKET_OPTIONS } from '../../shared/constants';
import { apiBaseUrl } from '../config';
import { lazySocketFactory } from './lazySocket';
import { isTokenUsable } from './token';
import {
  jobAccepted,
  messageReceived,
  progressReceived,
  roomRequested,
  socketErrorReceived,
  type SocketFailure,
} from '../features/visualize/visualizeSlice';

// socket.io's own listener type: each event has its own arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The part of a socket.io client socket the middleware uses; tests hand in a fake. */
export interface ClientSocket {
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  /** Opens the connection again after the server closed it. */
  connect?(): unknown;
  /** false once socket.io has given up: the server refused the handshake, or the socket closed. */
  readonly active?: boolean;
  /** The Manager, which reports reconnects (socket.io-client v4). */
  io?: { on(event: string, listener: Listener): unknown };
}

export type SocketFactory = (uri: string, options: Partial<ManagerOptions & SocketOptions>) => ClientSocket;

interface StateWithToken {
  auth: { token: string | null };
}

type AckAnswer = { success: true; data?: { jobId?: string } } | ErrorEnvelope;

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const socketOptions = (token: string): Partial<ManagerOptions & SocketOptions> => ({
  ...SOCKET_OPTIONS,
  transports: [...SOCKET_OPTIONS.transports],
  auth: { token },
});

/**
 * Owns the one realtime connection of SPEC.md §7: open while a usable token is stored, opened
 * again when the token changes (sign-in, password change), closed on sign-out. Socket events
 * become plain visualize actions; `roomRequested` becomes a `visualize-room` emit.
 */
export function createSocketMiddleware(createSocket: SocketFactory = lazySocketFactory()): Middleware {
  return (api) => {
    let socket: ClientSocket | null = null;
    let socketToken: string | null = null;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    /** The request the screen waits for; sent again (same id) after a reconnect. */
    let pending: (RoomParams & { requestId: string }) | null = null;

    function close() {
      clearTimeout(restartTimer);
      if (!socket) return;
      socket.disconnect();
      socket = null;
      socketToken = null;
    }

    function open(token: string) {
      const s = createSocket(`${apiBaseUrl()}${SOCKET_NAMESPACE}`, socketOptions(token));
      socket = s;
      socketToken = token;
      let connectedBefore = false;
      // A closed socket's late events must not reach the store.
      const live =
        <A extends unknown[]>(fn: (...args: A) => void) =>
        (...args: A) => {
          if (socket === s) fn(...args);
        };
      s.on(
        'connect',
        live(() => {
          // A result published while this socket was away is not replayed by socket.io; the server
          // answers a repeated request id with the saved result instead of rendering again.
          if (connectedBefore && pending) send(s, pending);
          connectedBefore = true;
        }),
      );
      s.on(
        'connect_error',
        live((err: Error) => console.error('Socket connect error:', err?.message ?? err)),
      );
      s.on(
        'disconnect',
        live((reason: string) => {
          console.info('Socket disconnected:', reason);
          // socket.io reconnects by itself except after a server-side disconnect (a server restart).
          if (reason === 'io server disconnect' && s.connect) {
            const delay =
              SOCKET_OPTIONS.reconnectionDelay * (1 + SOCKET_OPTIONS.randomizationFactor * (Math.random() * 2 - 1));
            restartTimer = setTimeout(
              live(() => s.connect?.()),
              delay,
            );
          }
        }),
      );
      s.io?.on(
        'reconnect',
        live((attempt: number) => console.info(`Socket reconnected after ${attempt} attempt(s)`)),
      );
      s.io?.on(
        'reconnect_attempt',
        live((attempt: number) => console.info(`Socket reconnecting (attempt ${attempt})`)),
      );
      s.on(
        SOCKET_EVENTS.messageReceived,
        live((data: unknown) => api.dispatch(messageReceived(plain(data)))),
      );
      s.on(
        SOCKET_EVENTS.progress,
        live((data: unknown) => api.dispatch(progressReceived(plain(data) as object))),
      );
      s.on(
        SOCKET_EVENTS.error,
        live((data: unknown) => api.dispatch(socketErrorReceived(failureOf(data)))),
      );
    }

    function sync() {
      const token = (api.getState() as StateWithToken).auth.token;
      const wanted = isTokenUsable(token) ? token : null;
      if (wanted === socketToken) return;
      close();
      if (wanted) open(wanted);
    }

    function send(s: ClientSocket, params: RoomParams & { requestId: string }) {
      s.emit(SOCKET_EVENTS.visualizeRoom, params, (answer: AckAnswer) => {
        if (socket !== s || pending !== params) return;
        if (answer?.success === true) {
          if (answer.data?.jobId) api.dispatch(jobAccepted(answer.data.jobId));
        } else {
          api.dispatch(socketErrorReceived(failureOf(answer)));
        }
      });
    }

    function visualize(params: RoomParams) {
      if (!socket) {
        api.dispatch(socketErrorReceived({ message: 'Not connected. Please sign in again.' }));
        return;
      }
      // A fresh request id per request: the server renders one request id once, so a Regenerate
      // that reused the previous id would get the old image back.
      const { requestId: _previous, ...rest } = params as RoomParams & { requestId?: string };
      pending = { ...rest, requestId: newRequestId() };
      // A refused handshake is never retried by socket.io, e.g. the token of an account that was
      // not verified yet when the socket opened. Verified since, the same token now gets in.
      if (socket.active === false) socket.connect?.();
      send(socket, pending);
    }

    sync();
    return (next) => (action) => {
      const result = next(action);
      sync();
      if (roomRequested.match(action)) visualize(action.payload);
      else if (pending && (api.getState() as { visualize: { status: string } }).visualize.status !== 'loading')
        pending = null;
      return result;
    };
  };
}

/** Socket payloads are JSON already; a copy keeps the store free of anything a transport might attach. */
function plain(data: unknown): unknown {
  try {
    return data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);
  } catch {
    return undefined;
  }
}

function failureOf(data: unknown): SocketFailure {
  if (typeof data === 'string') return { message: data };
  if (typeof data !== 'object' || data === null) return {};
  const { message, code, jobId } = data as Record<string, unknown>;
  return {
    ...(typeof message === 'string' && { message }),
    ...(typeof code === 'string' && { code }),
    ...(typeof jobId === 'string' && { jobId }),
  };
}
