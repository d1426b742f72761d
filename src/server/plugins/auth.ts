import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid } from '../../shared/schemas/common';
import { createPasswordHasher, type PasswordHasher } from '../accounts/passwords';
import { createTokenService, invalidToken, type TokenService } from '../accounts/tokens';
import { createUserCache, type UserCache } from '../accounts/userCache';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { User } from '../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** argon2id at the configured cost (PASSWORD_HASH_MEMORY_KIB). */
    passwords: PasswordHasher;
    /** Call invalidate(id) after every write to a user row. */
    userCache: UserCache;
    /** preHandler for product calls: a valid token of a verified account. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The same checks for a raw token (the socket handshake); returns the account. */
    userFromToken: (token: string | undefined) => Promise<User>;
    /** preHandler for sign-out: a valid, unrevoked token, of a verified account or not. */
    authenticateSession: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: User;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  passwordHashMemoryKib: number;
  clock: Clock;
}

const USER_CHANGED_CHANNEL = 'roomwise:user-changed';

export const unauthorized = () => new AppError(401, 'unauthorized', 'Authentication required');
export const emailUnverified = () =>
  new AppError(403, 'email-unverified', 'Please verify your email address before continuing.');

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const tokens = createTokenService(opts.jwtSecret, opts.clock);
  app.decorate('tokens', tokens);
  app.decorate('passwords', createPasswordHasher(opts.passwordHashMemoryKib));
  app.decorateRequest('user', null as unknown as User);
  const cache = createUserCache();
  if (app.redis) {
    // Other nodes drop their copy of a changed account at once, not only when the TTL ends.
    const { client, subscriber } = app.redis;
    await subscriber.subscribe(USER_CHANGED_CHANNEL);
    subscriber.on('message', (channel, id) => channel === USER_CHANGED_CHANNEL && cache.invalidate(id));
    app.decorate('userCache', {
      ...cache,
      invalidate: (id: string) => (cache.invalidate(id), void client.publish(USER_CHANGED_CHANNEL, id)),
    });
  } else {
    app.decorate('userCache', cache);
  }
  /** The account of a valid, unrevoked token, verified or not. */
  const accountFromToken = async (token: string | undefined): Promise<User> => {
    if (!token) throw unauthorized();
    const claims = tokens.verify(token);
    if (!isUuid(claims.sub)) throw invalidToken();
    let user = cache.get(claims.sub);
    if (!user) {
      user = await app.repos.users.findById(claims.sub);
      if (user) cache.set(user);
    }
    // A raised token version (sign-out, password change or reset) voids every older token.
    if (!user || user.tokenVersion !== claims.ver) throw invalidToken();
    return user;
  };
  const userFromToken = async (token: string | undefined): Promise<User> => {
    const user = await accountFromToken(token);
    if (!user.emailVerified) throw emailUnverified();
    return user;
  };
  app.decorate('userFromToken', userFromToken);

  const bearerToken = (request: FastifyRequest): string | undefined => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (header && !match) throw invalidToken();
    return match?.[1];
  };
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await userFromToken(bearerToken(request));
  });
  app.decorate('authenticateSession', async (request: FastifyRequest) => {
    request.user = await accountFromToken(bearerToken(request));
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'redis'] });
