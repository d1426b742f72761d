import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema, googleBodySchema } from '../../shared/schemas/auth';
import { createGoogleSignIn, GoogleSignInError, resolveGoogleUser, type GoogleIdentity } from '../accounts/google';
import { toUserDto } from '../accounts/users';
import type { Config } from '../config';
import { AppError } from '../errors';
import { LIMITS } from '../limits';
import { withErrors } from './responses';

export default async function googleRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const google = opts.config.google ? createGoogleSignIn(opts.config.google) : undefined;

  app.post(
    '/auth/google',
    {
      schema: {
        body: googleBodySchema,
        response: withErrors({ 200: authResponseSchema }),
      },
    },
    async (request) => {
      if (!google) throw new AppError(503, 'google-not-configured', 'Google sign-in is not available on this server.');
      await app.rateLimiter.consume(LIMITS.loginPerIp, request.ip);

      let identity: GoogleIdentity;
      try {
        identity = await google.verify(request.body.code);
      } catch (err) {
        const reason = err instanceof GoogleSignInError ? err.message : String(err);
        request.log.warn({ reason }, 'google sign-in refused');
        throw new AppError(401, 'google-failed', 'Google sign-in failed. Please try again.');
      }

      const { user, outcome } = await resolveGoogleUser(app.repos.users, identity);
      if (outcome === 'linked') app.userCache.invalidate(user.id);
      request.log.info({ userId: user.id, outcome }, 'google sign-in');
      return {
        success: true as const,
        message: 'Login successful',
        data: { token: app.tokens.sign(user.id, user.tokenVersion), user: toUserDto(user, app.media) },
      };
    },
  );
}
