import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { categoriesForRoomType } from '../../../src/shared/constants';
import { furniture } from '../../../src/server/db/schema';

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real socket.io client on /chatbot2; resolves once connected, rejects with the connect_error. */
export function connect(base: string, token: string | undefined): Promise<Socket> {
  const socket = io(`${base}/chatbot2`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next event of that name (or rejects after timeoutMs). */
export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export function emitWithAck<T = unknown>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
}

/** Seeded catalog ids: one item per category of the room type, in the given style and colour. */
export async function roomFurniture(
  app: FastifyInstance,
  roomType: string,
  style: string,
  color: string,
  perCategory = 1,
): Promise<string[]> {
  const ids: string[] = [];
  for (const category of categoriesForRoomType(roomType)) {
    const rows = await app.db
      .select({ id: furniture.id })
      .from(furniture)
      .where(and(eq(furniture.category, category), eq(furniture.style, style), eq(furniture.color, color)))
      .orderBy(furniture.id)
      .limit(perCategory);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
