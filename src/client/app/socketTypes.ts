import type { ReservedOrUserEventNames, ReservedOrUserListener } from '@socket.io/component-emitter';
import type { ManagerOptions, ManagerReservedEvents, SocketOptions, SocketReservedEvents } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/api';

// socket.io-client's own event typing (its Emitter), so that its typed Socket is a ClientSocket.
/** What a client socket hears: socket.io's own events (connect, connect_error, disconnect) and the server's. */
export type ListenEvent = ReservedOrUserEventNames<SocketReservedEvents, ServerToClientEvents>;
/** The listener of one event (to name its arguments; the methods below spell it out, as socket.io does). */
export type ListenerOf<E extends ListenEvent> = ReservedOrUserListener<SocketReservedEvents, ServerToClientEvents, E>;
type ManagerEvent = ReservedOrUserEventNames<ManagerReservedEvents, Record<never, never>>;

/**
 * The part of a socket.io client socket, `Socket<ServerToClientEvents, ClientToServerEvents>`,
 * the socket middleware uses; the lazy factory hands in the real one, tests a fake.
 */
export interface ClientSocket {
  on<E extends ListenEvent>(
    event: E,
    listener: ReservedOrUserListener<SocketReservedEvents, ServerToClientEvents, E>,
  ): unknown;
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): unknown;
  disconnect(): unknown;
  /** Opens the connection again after the server closed it. */
  connect(): unknown;
  /** false once socket.io has given up: the server refused the handshake, or the socket closed. */
  readonly active: boolean;
  /** The Manager, which reports reconnects. */
  readonly io: {
    on<E extends ManagerEvent>(
      event: E,
      listener: ReservedOrUserListener<ManagerReservedEvents, Record<never, never>, E>,
    ): unknown;
  };
}

export type ClientSocketOptions = Partial<ManagerOptions & SocketOptions>;

export type SocketFactory = (uri: string, options: ClientSocketOptions) => ClientSocket;
