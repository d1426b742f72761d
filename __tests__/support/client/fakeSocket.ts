import { EventEmitter } from 'node:events';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { ClientSocket, SocketFactory } from '../../../src/client/app/socketMiddleware';

type Options = Partial<ManagerOptions & SocketOptions>;

/** A socket.io client stand-in: records what the app emits and lets the test fire server events. */
export class FakeSocket implements ClientSocket {
  readonly server = new EventEmitter();
  readonly io = new EventEmitter();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  /** What the next emit's ack callback receives; null leaves the ack unanswered. */
  ackWith: unknown = { success: true, data: { jobId: 'job-1' } };
  disconnected = false;
  connectCalls = 0;

  constructor(
    readonly uri: string,
    readonly options: Options,
  ) {}

  on(event: string, listener: (...args: never[]) => void) {
    this.server.on(event, listener as (...args: unknown[]) => void);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    this.emitted.push({ event, args });
    if (ack && this.ackWith !== null) ack(this.ackWith);
    return this;
  }

  disconnect() {
    this.disconnected = true;
    return this;
  }

  connect() {
    this.connectCalls += 1;
    return this;
  }

  /** The server sends an event to this socket. */
  fire(event: string, ...args: unknown[]) {
    this.server.emit(event, ...args);
  }

  emitsOf(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args[0]);
  }
}

/** A socket factory that keeps every socket it made; `latest` is the one in use. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (uri, options) => {
    const socket = new FakeSocket(uri, options);
    sockets.push(socket);
    return socket;
  };
  return {
    factory,
    sockets,
    get latest(): FakeSocket {
      const s = sockets[sockets.length - 1];
      if (!s) throw new Error('no socket was created');
      return s;
    },
  };
}
