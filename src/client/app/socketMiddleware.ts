import type { Middleware } from '@reduxjs/toolkit';
import type { RoomParams } from '../../shared/api';
import { SOCKET_EVENTS } from '../../shared/api';
import { SOCKET_NAMESPACE, SOCKET_OPTIONS } from '../../shared/constants';
import { apiBaseUrl } from '../config';
import { lazySocketFactory } from './lazySocket';
import { loadPayloadChecks, withPayloadChecks, type PayloadChecks } from './loadSocketPayloads';
import type { ClientSocket, ClientSocketOptions, SocketFactory } from './socketTypes';
import { isTokenUsable } from './token';
import {
  jobAccepted,
  messageReceived,
  progressReceived,
  resultUnreadable,
  roomRequested,
  socketConnected,
  socketErrorReceived,
  socketLost,
  type VisualizeStatus,
} from '../features/visualize/visualizeSlice';

interface SocketState {
  /** `verified` false: registered, code not yet accepted (authSlice.ts). */
  auth: { token: string | null; verified?: boolean };
  visualize: { status: VisualizeStatus };
}

/** roomParams as sent: with the request id the server renders once. */
type SentParams = RoomParams & { requestId: string };

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const socketOptions = (token: string): ClientSocketOptions => ({
  ...SOCKET_OPTIONS,
  transports: [...SOCKET_OPTIONS.transports],
  auth: { token },
});

/**
 * Owns the one realtime connection of SPEC.md §7: open while a usable token is stored, opened
 * again when the token changes (sign-in, password change), closed on sign-out. Socket events
 * become plain visualize actions; `roomRequested` becomes a `visualize-room` emit.
 *
 * What the server sends is checked against the shared schemas first (socketPayloads.ts); a
 * malformed payload never reaches the store. A malformed result, error or ack still ends the wait
 * (resultUnreadable), so the screen does not wait for ever; a malformed progress is only logged.
 */
export function createSocketMiddleware(createSocket: SocketFactory = lazySocketFactory()): Middleware {
  return (api) => {
    const state = () => api.getState() as SocketState;
    let socket: ClientSocket | null = null;
    let socketToken: string | null = null;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    /** The request the screen waits for; sent again (same id) after a reconnect. */
    let pending: SentParams | null = null;

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
      // The checks arrive with the socket library: ask for both at once.
      loadPayloadChecks().catch(() => undefined);
      let connectedBefore = false;
      // A closed socket's late events must not reach the store.
      const live =
        <A extends unknown[]>(fn: (...args: A) => void) =>
        (...args: A) => {
          if (socket === s) fn(...args);
        };
      const checked = (run: (checks: PayloadChecks) => void) =>
        withPayloadChecks((checks) => {
          if (socket === s) run(checks);
        });
      s.on(
        'connect',
        live(() => {
          // A result published while this socket was away is not replayed by socket.io; the server
          // answers a repeated request id with the saved result instead of rendering again.
          if (connectedBefore && pending) send(s, pending);
          connectedBefore = true;
          api.dispatch(socketConnected());
        }),
      );
      s.on(
        'connect_error',
        live((err) => console.error('Socket connect error:', err?.message ?? err)),
      );
      s.on(
        'disconnect',
        live((reason) => {
          console.info('Socket disconnected:', reason);
          // Closing it ourselves (sign-out) loses nothing the user needs to hear about.
          if (reason !== 'io client disconnect') api.dispatch(socketLost());
          // socket.io reconnects by itself except after a server-side disconnect (a server restart).
          if (reason === 'io server disconnect') {
            const delay =
              SOCKET_OPTIONS.reconnectionDelay * (1 + SOCKET_OPTIONS.randomizationFactor * (Math.random() * 2 - 1));
            restartTimer = setTimeout(
              live(() => s.connect()),
              delay,
            );
          }
        }),
      );
      s.io.on(
        'reconnect',
        live((attempt) => console.info(`Socket reconnected after ${attempt} attempt(s)`)),
      );
      s.io.on(
        'reconnect_attempt',
        live((attempt) => console.info(`Socket reconnecting (attempt ${attempt})`)),
      );
      s.on(SOCKET_EVENTS.messageReceived, (payload) =>
        checked(({ readMessage }) => {
          const read = readMessage(payload);
          api.dispatch(read ? messageReceived(read) : resultUnreadable());
        }),
      );
      s.on(SOCKET_EVENTS.progress, (payload) =>
        checked(({ readProgress }) => {
          const read = readProgress(payload);
          if (read) api.dispatch(progressReceived(read));
        }),
      );
      s.on(SOCKET_EVENTS.error, (payload) =>
        checked(({ readError }) => {
          const read = readError(payload);
          api.dispatch(read ? socketErrorReceived(read) : resultUnreadable());
        }),
      );
    }

    function sync() {
      const { token, verified } = state().auth;
      const wanted = isTokenUsable(token) && verified !== false ? token : null;
      if (wanted === socketToken) return;
      close();
      if (wanted) open(wanted);
    }

    function send(s: ClientSocket, params: SentParams) {
      s.emit(SOCKET_EVENTS.visualizeRoom, params, (answer) =>
        withPayloadChecks(({ readAck }) => {
          if (socket !== s || pending !== params) return;
          const read = readAck(answer);
          if (!read) api.dispatch(resultUnreadable());
          else if (read.success) api.dispatch(jobAccepted(read.data.jobId));
          else api.dispatch(socketErrorReceived({ message: read.message, code: read.code }));
        }),
      );
    }

    function visualize(params: RoomParams) {
      if (!socket) {
        api.dispatch(socketErrorReceived({ message: 'Not connected. Please sign in again.' }));
        return;
      }
      // A fresh request id per request: the server renders one request id once, so a Regenerate
      // that reused the previous id would get the old image back.
      const { requestId: _previous, ...rest } = params;
      pending = { ...rest, requestId: newRequestId() };
      // A refused handshake is never retried by socket.io, e.g. the token of an account that was
      // not verified yet when the socket opened. Verified since, the same token now gets in.
      if (!socket.active) socket.connect();
      send(socket, pending);
    }

    sync();
    return (next) => (action) => {
      const result = next(action);
      sync();
      if (roomRequested.match(action)) visualize(action.payload);
      else if (pending && state().visualize.status !== 'loading') pending = null;
      return result;
    };
  };
}
