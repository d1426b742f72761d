import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type {
  ClientSocket,
  ClientSocketOptions,
  ListenerOf,
  ListenEvent,
  SocketFactory,
} from '../../../src/client/app/socketTypes';
import type { RoomParams, VisualizeAck } from '../../../src/shared/api';
import {
  generationProgressSchema,
  messageReceivedSchema,
  roomParamsSchema,
  socketErrorSchema,
  visualizeAckSchema,
} from '../../../src/shared/schemas/socket';
import { checkContract } from './contract';

/** What a test fires at the client as the server must check against the server's own schemas. */
const serverEvents = new Map<string, z.ZodType>([
  ['generation:progress', generationProgressSchema],
  ['message:received', messageReceivedSchema],
  ['error', socketErrorSchema],
]);

/**
 * A socket.io client stand-in: records what the app emits and lets the test fire server events.
 * Both directions are held to the contract: what the app emits must be roomParams the server
 * accepts, and what the test fires (events, acks) must be what the server may send.
 */
export class FakeSocket implements ClientSocket {
  readonly server = new EventEmitter();
  readonly io = new EventEmitter();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  /** What the next emit's ack callback receives; null leaves the ack unanswered. */
  ackWith: VisualizeAck | null = { success: true, data: { jobId: 'job-1' } };
  /** Set by a test that sends roomParams the server refuses, on purpose. */
  sendsOffContract = false;
  active = true;
  disconnected = false;
  connectCalls = 0;

  constructor(
    readonly uri: string,
    readonly options: ClientSocketOptions,
  ) {}

  on: ClientSocket['on'] = (event, listener) => {
    // socket.io's type lets a listener of an unknown event return a promise; these return nothing.
    this.server.on(event, listener as (...args: unknown[]) => void);
    return this;
  };

  emit(event: 'visualize-room', params: RoomParams, ack?: (answer: VisualizeAck) => void) {
    if (!this.sendsOffContract) checkContract(roomParamsSchema, params, `'${event}' roomParams the app sent`);
    this.emitted.push({ event, args: [params] });
    if (ack && this.ackWith !== null) ack(checkContract(visualizeAckSchema, this.ackWith, `'${event}' ack`));
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

  /** The server sends an event to this socket; a server event's payload must match its schema. */
  fire<E extends ListenEvent>(event: E, ...args: Parameters<ListenerOf<E>>) {
    const schema = serverEvents.get(event);
    if (schema) checkContract(schema, args[0], `'${event}' fired at the app`);
    this.server.emit(event, ...args);
  }

  /** The server sends a payload that breaks the contract, for tests of how the app copes. */
  fireOffContract(event: string, payload: unknown) {
    this.server.emit(event, payload);
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
