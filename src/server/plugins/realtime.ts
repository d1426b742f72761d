import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { ErrorEnvelope } from '../../shared/api';
import { SOCKET_NAMESPACE } from '../../shared/constants';
import {
  handshakeAuthSchema,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '../../shared/schemas/socket';
import { invalidToken } from '../accounts/tokens';
import { AppError } from '../errors';
import { parseRoomParams } from '../generation/params';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Emits one server → client event, its payload typed by the event map, to every socket of the user. */
export type Publish = <E extends keyof ServerToClientEvents>(
  userId: string,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) => void;

export interface Realtime {
  io: RealtimeServer;
  /** Emits to every socket of the user (the room user:<id>), on whichever node. */
  publish: Publish;
  /** Closes every open socket of the user, on every node (sign-out, password change or reset). */
  disconnectUser: (userId: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const userRoom = (userId: string) => `user:${userId}`;

const envelopeOf = (err: unknown): ErrorEnvelope =>
  err instanceof AppError
    ? err.toEnvelope()
    : { success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' };

/** The handshake's token: none is left to userFromToken ("unauthorized"), one too long to be a token is invalid. */
function handshakeToken(auth: unknown): string | undefined {
  const parsed = handshakeAuthSchema.safeParse(auth);
  if (parsed.success) return parsed.data.token;
  if (parsed.error.issues.some((issue) => issue.code === 'too_big')) throw invalidToken();
  return undefined;
}

async function realtimePlugin(app: FastifyInstance, opts: { corsOrigin: string }) {
  const io: RealtimeServer = new Server(app.server, {
    maxHttpBufferSize: 64 * 1024,
    serveClient: false,
    cors: { origin: [opts.corsOrigin] },
  });
  if (app.redis) {
    // Rooms span every API node: a result published anywhere reaches all of a user's sockets.
    const adapterSubscriber = app.redis.client.duplicate();
    io.adapter(createAdapter(app.redis.client, adapterSubscriber));
    app.addHook('onClose', async () => {
      await adapterSubscriber.quit().catch(() => undefined);
    });
  }
  const nsp = io.of(SOCKET_NAMESPACE);
  // The token is checked on each request too: a password change since the handshake must count.
  const userOf = async (auth: unknown) => app.userFromToken(handshakeToken(auth));

  // The handshake carries the token: the same checks as an HTTP call, the same message on failure.
  nsp.use((socket, next) => {
    userOf(socket.handshake.auth).then(
      (user) => {
        socket.data.userId = user.id;
        next();
      },
      (err) => {
        const envelope = envelopeOf(err);
        next(Object.assign(new Error(envelope.message), { data: envelope }));
      },
    );
  });

  nsp.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    // Typed by the event map, but sent by anyone: the params are parsed and the ack checked.
    socket.on('visualize-room', async (params, ack) => {
      const answer = typeof ack === 'function' ? ack : undefined;
      try {
        const user = await userOf(socket.handshake.auth);
        const { jobId } = await app.generation.submit(user, parseRoomParams(params));
        answer?.({ success: true, data: { jobId } });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'visualize-room failed');
        const envelope = envelopeOf(err);
        if (answer) answer(envelope);
        else socket.emit('error', { message: envelope.message, code: envelope.code });
      }
    });
  });

  const publish: Publish = (userId, event, ...args) => {
    nsp.to(userRoom(userId)).emit(event, ...args);
  };
  // Through the Redis adapter this reaches the user's sockets on every node, which is the point
  // here (unlike the drain below, which must close only this node's sockets).
  const disconnectUser = (userId: string) => nsp.in(userRoom(userId)).disconnectSockets(true);
  app.decorate('realtime', { io, publish, disconnectUser } satisfies Realtime);

  // Open sockets would hold the HTTP server open; they close once queued jobs have reported.
  // (io.close() would also close the HTTP server, which is Fastify's to close.) Only this node's
  // sockets: through the Redis adapter a plain disconnectSockets reaches every node.
  app.addHook('preClose', async () => {
    nsp.local.disconnectSockets(true);
    io.engine.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth', 'generation', 'redis'] });
