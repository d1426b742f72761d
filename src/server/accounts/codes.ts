import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { VerificationPurpose } from '../../shared/api';
import { MESSAGES } from '../../shared/validation';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { CODE_FAILURES_PER_ACCOUNT_PER_DAY, LIMITS, loginDelaySeconds } from '../limits';
import type { RateLimiter } from '../plugins/rateLimit';
import type { Repositories } from '../repositories';
import type { User } from '../repositories/users';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const codeInvalid = () => new AppError(400, 'code-invalid', MESSAGES.codeMismatch);
const codeExpired = () => new AppError(400, 'code-expired', 'Verification code has expired. Please request a new one.');
const tooManyAttempts = (retryAfterMs?: number) =>
  new AppError(
    429,
    'too-many-attempts',
    'Too many wrong codes. Please request a new code.',
    retryAfterMs ? { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) } : {},
  );

export interface CodeService {
  /** Makes a new code for the purpose, voiding any earlier one; returns the plain code to mail. */
  issue(userId: string, purpose: VerificationPurpose): Promise<string>;
  /**
   * Checks a code from a client address and returns its id. Wrong codes count against the code
   * (5), the account (CODE_FAILURES_PER_ACCOUNT_PER_DAY) and the account from that address (growing
   * delays after the free ones, as for passwords); those counts are kept whatever the caller does next.
   */
  check(user: User, purpose: VerificationPurpose, code: string, ip: string): Promise<string>;
  /** Uses a checked code up, atomically: of two concurrent right answers one wins. */
  consume(codeId: string, tx?: Pick<Repositories, 'codes'>): Promise<void>;
}

export function createCodeService(
  repos: Pick<Repositories, 'codes' | 'users'>,
  clock: Clock,
  pepper: string,
  limiter: RateLimiter,
): CodeService {
  const pair = (user: User, ip: string) => `${user.id}|${ip}`;
  const digest = (id: string, code: string) => createHmac('sha256', pepper).update(`${id}:${code}`).digest();

  return {
    async issue(userId, purpose) {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const now = new Date(clock.now());
      await repos.codes.replace(userId, purpose, {
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        hashFor: (id) => digest(id, code).toString('hex'),
      });
      return code;
    },

    async check(user, purpose, code, ip) {
      const now = clock.now();
      const windowOpen = user.codeFailuresSince && now - user.codeFailuresSince.getTime() < FAILURE_WINDOW_MS;
      if (windowOpen && user.codeFailures >= CODE_FAILURES_PER_ACCOUNT_PER_DAY) {
        throw tooManyAttempts(user.codeFailuresSince!.getTime() + FAILURE_WINDOW_MS - now);
      }
      await limiter.check(LIMITS.codeDelayPerAccountAndIp, pair(user, ip));
      const row = await repos.codes.latestUnused(user.id, purpose);
      if (!row) throw codeInvalid();
      if (row.attempts >= MAX_TRIES_PER_CODE) throw tooManyAttempts();
      if (row.expiresAt.getTime() <= now) throw codeExpired();

      const expected = Buffer.from(row.codeHash, 'hex');
      const given = digest(row.id, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await repos.codes.countWrongAttempt(row.id);
        await repos.users.countCodeFailure(user.id, now, FAILURE_WINDOW_MS);
        const failures = await limiter.hit(LIMITS.failedCodesPerAccountAndIp, pair(user, ip));
        const delay = loginDelaySeconds(failures);
        if (delay) await limiter.block(LIMITS.codeDelayPerAccountAndIp, pair(user, ip), delay);
        throw codeInvalid();
      }
      // A right code proves the mailbox: this address's delays and the account's count go.
      await limiter.reset(LIMITS.failedCodesPerAccountAndIp, pair(user, ip));
      await limiter.reset(LIMITS.codeDelayPerAccountAndIp, pair(user, ip));
      if (user.codeFailures > 0) await repos.users.clearCodeFailures(user.id);
      return row.id;
    },

    async consume(codeId, tx = repos) {
      if (!(await tx.codes.markUsed(codeId, new Date(clock.now()), MAX_TRIES_PER_CODE))) throw codeInvalid();
    },
  };
}
