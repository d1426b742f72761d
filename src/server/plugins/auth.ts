import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTokenService, invalidToken, type TokenService } from '../accounts/tokens';
import type { Clock } from '../clock';
import { users, type User } from '../db/schema';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler for product calls: a valid token of a verified account. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The same checks for a raw token (the socket handshake); returns the account. */
    userFromToken: (token: string | undefined) => Promise<User>;
  }
  interface FastifyRequest {
    user: User;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unauthorized = () => new AppError(401, 'unauthorized', 'Authentication required');
export const emailUnverified = () =>
  new AppError(403, 'email-unverified', 'Please verify your email address before continuing.');

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const tokens = createTokenService(opts.jwtSecret, opts.clock);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null as unknown as User);

  const userFromToken = async (token: string | undefined): Promise<User> => {
    if (!token) throw unauthorized();
    const claims = tokens.verify(token);
    if (!UUID.test(claims.sub)) throw invalidToken();
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
    // A raised token version (password change or reset) voids every older token.
    if (!user || user.tokenVersion !== claims.ver) throw invalidToken();
    if (!user.emailVerified) throw emailUnverified();
    return user;
  };
  app.decorate('userFromToken', userFromToken);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (header && !match) throw invalidToken();
    request.user = await userFromToken(match?.[1]);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
