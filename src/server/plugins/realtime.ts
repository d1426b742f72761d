import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { ErrorEnvelope } from '../../shared/api';
import { SOCKET_NAMESPACE } from '../../shared/constants';
import { AppError } from '../errors';

export interface Realtime {
  io: Server;
  /** Emits to every socket of the user (the room user:<id>). */
  publish(userId: string, event: string, payload: unknown): void;
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

type Ack = (answer: unknown) => void;

async function realtimePlugin(app: FastifyInstance, opts: { corsOrigin: string }) {
  const io = new Server(app.server, {
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

  // The handshake carries the token: the same checks as an HTTP call, the same message on failure.
  nsp.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    app.userFromToken(typeof token === 'string' ? token : undefined).then(
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

  nsp.on('connection', (socket: Socket) => {
    void socket.join(userRoom(socket.data.userId as string));
    socket.on('visualize-room', async (params: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as Ack) : undefined;
      try {
        // The token is checked again: a password change since the handshake must count.
        const token = (socket.handshake.auth as { token?: string }).token;
        const user = await app.userFromToken(token);
        const { jobId } = await app.generation.submit(user, params);
        answer?.({ success: true, data: { jobId } });
      } catch (err) {
        if (!(err instanceof AppError)) app.log.error({ err }, 'visualize-room failed');
        const envelope = envelopeOf(err);
        if (answer) answer(envelope);
        else socket.emit('error', { message: envelope.message, code: envelope.code });
      }
    });
  });

  app.decorate('realtime', {
    io,
    publish: (userId, event, payload) => {
      nsp.to(userRoom(userId)).emit(event, payload);
    },
  } satisfies Realtime);

  // Open sockets would hold the HTTP server open; they close once queued jobs have reported.
  // (io.close() would also close the HTTP server, which is Fastify's to close.) Only this node's
  // sockets: through the Redis adapter a plain disconnectSockets reaches every node.
  app.addHook('preClose', async () => {
    nsp.local.disconnectSockets(true);
    io.engine.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['auth', 'generation', 'redis'] });
