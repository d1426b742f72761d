import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VerificationPurpose } from '../../shared/api';
import {
  authResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendBodySchema,
  resetBodySchema,
  resetRequestBodySchema,
  verifyBodySchema,
} from '../../shared/schemas/auth';
import {
  INVALID_EMAIL_MESSAGE,
  isStrongPassword,
  isValidCode,
  isValidEmail,
  MESSAGES,
  normalizeEmail,
  PASSWORD_RULES_MESSAGE,
} from '../../shared/validation';
import { codeMail } from '../accounts/codeMail';
import { codeInvalid, createCodeService } from '../accounts/codes';
import { createLoginThrottle } from '../accounts/loginThrottle';
import { endSessions } from '../accounts/sessions';
import { toUserDto } from '../accounts/users';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import { LIMITS } from '../limits';
import { BEARER_SCHEME } from '../plugins/docs';
import { isUniqueViolation } from '../repositories/errors';
import type { User } from '../repositories/users';
import { withErrors } from './responses';

const SAME_ANSWER = 'If an account exists for this email, we have sent it a new code.';

export function validateNewPassword(password: string): void {
  if (!isStrongPassword(password)) throw badRequest(PASSWORD_RULES_MESSAGE);
}

function validateEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw badRequest(INVALID_EMAIL_MESSAGE);
  return normalized;
}

export default async function authRoutes(fastify: FastifyInstance, opts: { config: Config; clock: Clock }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.repos;
  const codes = createCodeService(app.repos, opts.clock, opts.config.jwtSecret, app.rateLimiter);
  const limiter = app.rateLimiter;
  const throttle = createLoginThrottle(limiter);

  const authData = (user: User) => ({
    token: app.tokens.sign(user.id, user.tokenVersion),
    user: toUserDto(user, app.media),
  });

  async function sendCode(user: User, purpose: VerificationPurpose, request: FastifyRequest) {
    const code = await codes.issue(user.id, purpose);
    if (app.mailer.kind === 'outbox')
      request.log.info({ email: user.email, purpose, code }, 'verification code written to the outbox');
    app.deliverMail(codeMail(user.email, user.firstname, purpose, code, opts.config.publicUrl));
  }

  /**
   * Resend and reset requests: one mail a minute per email, and the same answer for any email.
   * Until the answer, known and unknown emails take the same steps (the rate limits); looking the
   * account up, issuing the code and mailing it happen after the answer is sent, so its timing
   * cannot tell whether the account exists.
   */
  async function requestCode(
    email: string,
    purpose: VerificationPurpose,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const normalized = validateEmail(email);
    await limiter.consume(LIMITS.codesPerIp, request.ip);
    await limiter.consume(LIMITS.codeMailPerEmail, `${purpose}:${normalized}`);
    app.afterAnswer(reply, async () => {
      const user = await users.findByEmail(normalized);
      if (!user) return;
      if (purpose === 'emailVerification' && user.emailVerified) return;
      await sendCode(user, purpose, request);
    });
  }

  app.post(
    '/auth/register',
    {
      schema: {
        body: registerBodySchema,
        response: withErrors({ 201: registerResponseSchema }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isStrongPassword(body.password)) throw badRequest(PASSWORD_RULES_MESSAGE);
      const firstname = body.firstname.trim();
      const lastname = body.lastname.trim();
      if (!firstname || !lastname || !body.email.trim()) throw badRequest(MESSAGES.fillAllFields);
      const email = validateEmail(body.email);
      await limiter.consume(LIMITS.registerPerIp, request.ip);

      const taken = () => new AppError(409, 'email-taken', 'An account with this email already exists.');
      if (await users.findByEmail(email)) throw taken();
      const passwordHash = await app.passwords.hash(body.password);
      let user: User;
      try {
        user = await users.create({ email, firstname, lastname, passwordHash });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
      await sendCode(user, 'emailVerification', request);
      reply.code(201);
      return {
        success: true as const,
        message: 'Registration successful. We have sent a 4-digit code to your email.',
        data: authData(user),
      };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        body: loginBodySchema,
        response: withErrors({ 200: authResponseSchema }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limiter.consume(LIMITS.loginPerIp, request.ip);
      await throttle.check(email, request.ip);
      const user = await users.findByEmail(email);
      // check() hashes even for an unknown email, so both answers take as long.
      if (!(await app.passwords.check(user?.passwordHash, request.body.password)) || !user) {
        await throttle.failed(email, request.ip);
        throw new AppError(401, 'invalid-credentials', 'Invalid email or password.');
      }
      if (!user.emailVerified) {
        throw new AppError(
          403,
          'email-unverified',
          'Your email address is not verified yet. Please enter the code we sent you.',
        );
      }
      await throttle.succeeded(email, request.ip);
      // The right password proves the owner: a code lock someone else caused on the account goes too.
      if (user.codeFailures > 0) await users.clearCodeFailures(user.id);
      return { success: true as const, message: 'Login successful', data: authData(user) };
    },
  );

  app.post(
    '/auth/resend-token',
    {
      schema: {
        body: resendBodySchema,
        response: withErrors({ 200: messageResponseSchema }),
      },
    },
    async (request, reply) => {
      await requestCode(request.body.email, request.body.purpose ?? 'emailVerification', request, reply);
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.post(
    '/auth/password-reset-request',
    {
      schema: { body: resetRequestBodySchema, response: withErrors({ 200: messageResponseSchema }) },
    },
    async (request, reply) => {
      await requestCode(request.body.email, 'passwordReset', request, reply);
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  /** The account a code is checked against; unknown emails answer exactly like a wrong code. */
  async function userForCode(email: string, code: string, request: FastifyRequest): Promise<User> {
    await limiter.consume(LIMITS.codesPerIp, request.ip);
    if (!isValidCode(code)) throw codeInvalid();
    const user = await users.findByEmail(normalizeEmail(email));
    if (!user) throw codeInvalid();
    return user;
  }

  app.post(
    '/auth/verify',
    {
      schema: {
        body: verifyBodySchema,
        response: withErrors({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      const purpose = request.body.purpose ?? 'emailVerification';
      const user = await userForCode(request.body.email, request.body.code, request);
      if (purpose === 'passwordReset') {
        // Only checks: /auth/password-reset uses the code up.
        await codes.check(user, purpose, request.body.code, request.ip);
      } else {
        const codeId = await codes.check(user, purpose, request.body.code, request.ip);
        await app.repos.transaction(async (tx) => {
          await codes.consume(codeId, tx);
          await tx.users.markEmailVerified(user.id, new Date(opts.clock.now()));
        });
        app.userCache.invalidate(user.id);
      }
      // A right code proves the mailbox: a sign-in lock on the account from here is lifted.
      await throttle.lift(user.email, request.ip);
      return { success: true as const, message: 'Verification successful.' };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        body: resetBodySchema,
        response: withErrors({ 200: messageResponseSchema }),
      },
    },
    async (request) => {
      validateNewPassword(request.body.password);
      const user = await userForCode(request.body.email, request.body.code, request);
      const codeId = await codes.check(user, 'passwordReset', request.body.code, request.ip);
      const passwordHash = await app.passwords.hash(request.body.password);
      await app.repos.transaction(async (tx) => {
        await codes.consume(codeId, tx);
        // The code came by mail, so it also proves the address. Older tokens stop working.
        await tx.users.resetPassword(user.id, passwordHash, new Date(opts.clock.now()));
      });
      endSessions(app, user.id);
      await throttle.lift(user.email, request.ip);
      return { success: true as const, message: 'Password reset successful.' };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticateSession,
      schema: { security: [{ [BEARER_SCHEME]: [] }], response: withErrors({ 200: messageResponseSchema }) },
    },
    async (request) => {
      // Raising the token version revokes this token and every other one of the account.
      await users.revokeTokens(request.user.id, new Date(opts.clock.now()));
      endSessions(app, request.user.id);
      return { success: true as const, message: 'Log Out Successful' };
    },
  );
}
