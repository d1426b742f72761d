import type { FastifyInstance } from 'fastify';

/**
 * After the user's token version was raised (sign-out, password change, reset): every node
 * drops its cached copy of the account, so older tokens get 401 at once, and the user's open
 * sockets close on every node, so none keeps receiving results on a revoked session.
 */
export function endSessions(app: FastifyInstance, userId: string): void {
  app.userCache.invalidate(userId);
  app.realtime.disconnectUser(userId);
}
