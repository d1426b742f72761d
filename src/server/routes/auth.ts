import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VerificationPurpose } from '../../shared/api';
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
import { checkPassword, hashPassword } from '../accounts/passwords';
import { toUserDto } from '../accounts/users';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import type { Limit } from '../plugins/rateLimit';
import { isUniqueViolation } from '../repositories/errors';
import type { User } from '../repositories/users';
import {
  authDataResponse,
  codeField,
  emailField,
  messageResponse,
  nameField,
  passwordField,
  purposeField,
  withErrors,
} from './schemas';

const MINUTE = 60_000;
// Loose enough for a household behind one address (API.md), tight enough to slow a script.
export const LIMITS = {
  registerPerIp: { name: 'register-ip', max: 30, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login-ip', max: 60, windowMs: 15 * MINUTE },
  failedLoginsPerAccount: { name: 'login-fail', max: 10, windowMs: 15 * MINUTE },
  codesPerIp: { name: 'codes-ip', max: 60, windowMs: 15 * MINUTE },
  codeMailPerEmail: { name: 'code-mail', max: 1, windowMs: MINUTE },
} satisfies Record<string, Limit>;

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
  const codes = createCodeService(app.repos, opts.clock, opts.config.jwtSecret);
  const limiter = app.rateLimiter;

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

  /** Resend and reset requests: one mail a minute per email, and the same answer for any email. */
  async function requestCode(email: string, purpose: VerificationPurpose, request: FastifyRequest) {
    const normalized = validateEmail(email);
    await limiter.consume(LIMITS.codesPerIp, request.ip);
    await limiter.consume(LIMITS.codeMailPerEmail, `${purpose}:${normalized}`);
    const user = await users.findByEmail(normalized);
    if (!user) return;
    if (purpose === 'emailVerification' && user.emailVerified) return;
    await sendCode(user, purpose, request);
  }

  app.post(
    '/auth/register',
    {
      schema: {
        body: z.object({ firstname: nameField, lastname: nameField, email: emailField, password: passwordField }),
        response: withErrors({ 201: authDataResponse }),
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
      const passwordHash = await hashPassword(body.password);
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
        body: z.object({ email: emailField, password: passwordField }),
        response: withErrors({ 200: authDataResponse }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limiter.consume(LIMITS.loginPerIp, request.ip);
      await limiter.check(LIMITS.failedLoginsPerAccount, email);
      const user = await users.findByEmail(email);
      // checkPassword hashes even for an unknown email, so both answers take as long.
      if (!(await checkPassword(user?.passwordHash, request.body.password)) || !user) {
        await limiter.consume(LIMITS.failedLoginsPerAccount, email).catch(() => undefined);
        throw new AppError(401, 'invalid-credentials', 'Invalid email or password.');
      }
      if (!user.emailVerified) {
        throw new AppError(
          403,
          'email-unverified',
          'Your email address is not verified yet. Please enter the code we sent you.',
        );
      }
      await limiter.store.reset(`rl:${LIMITS.failedLoginsPerAccount.name}:${email}`);
      return { success: true as const, message: 'Login successful', data: authData(user) };
    },
  );

  app.post(
    '/auth/resend-token',
    {
      schema: {
        body: z.object({ email: emailField, purpose: purposeField.optional() }),
        response: withErrors({ 200: messageResponse }),
      },
    },
    async (request) => {
      await requestCode(request.body.email, request.body.purpose ?? 'emailVerification', request);
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.post(
    '/auth/password-reset-request',
    {
      schema: { body: z.object({ email: emailField }), response: withErrors({ 200: messageResponse }) },
    },
    async (request) => {
      await requestCode(request.body.email, 'passwordReset', request);
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
        body: z.object({ email: emailField, code: codeField, purpose: purposeField.optional() }),
        response: withErrors({ 200: messageResponse }),
      },
    },
    async (request) => {
      const purpose = request.body.purpose ?? 'emailVerification';
      const user = await userForCode(request.body.email, request.body.code, request);
      if (purpose === 'passwordReset') {
        // Only checks: /auth/password-reset uses the code up.
        await codes.check(user, purpose, request.body.code);
      } else {
        const codeId = await codes.check(user, purpose, request.body.code);
        await app.repos.transaction(async (tx) => {
          await codes.consume(codeId, tx);
          await tx.users.markEmailVerified(user.id, new Date(opts.clock.now()));
        });
        app.userCache.invalidate(user.id);
      }
      return { success: true as const, message: 'Verification successful.' };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        body: z.object({ email: emailField, code: codeField, password: passwordField }),
        response: withErrors({ 200: messageResponse }),
      },
    },
    async (request) => {
      validateNewPassword(request.body.password);
      const user = await userForCode(request.body.email, request.body.code, request);
      const codeId = await codes.check(user, 'passwordReset', request.body.code);
      const passwordHash = await hashPassword(request.body.password);
      await app.repos.transaction(async (tx) => {
        await codes.consume(codeId, tx);
        // The code came by mail, so it also proves the address. Older tokens stop working.
        await tx.users.resetPassword(user.id, passwordHash, new Date(opts.clock.now()));
      });
      app.userCache.invalidate(user.id);
      await limiter.store.reset(`rl:${LIMITS.failedLoginsPerAccount.name}:${user.email}`);
      return { success: true as const, message: 'Password reset successful.' };
    },
  );
}
