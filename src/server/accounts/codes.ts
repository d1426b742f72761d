import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { VerificationPurpose } from '../../shared/api';
import { MESSAGES } from '../../shared/validation';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { users, verificationCodes, type User } from '../db/schema';
import { AppError } from '../errors';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
export const MAX_FAILURES_PER_DAY = 20;
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
   * Checks a code and returns its id. Wrong codes count against the code (5) and the account
   * (20 a day); those counts are kept whatever the caller does next.
   */
  check(user: User, purpose: VerificationPurpose, code: string): Promise<string>;
  /** Uses a checked code up, atomically: of two concurrent right answers one wins. */
  consume(codeId: string, db?: Db): Promise<void>;
}

export function createCodeService(db: Db, clock: Clock, pepper: string): CodeService {
  const digest = (id: string, code: string) => createHmac('sha256', pepper).update(`${id}:${code}`).digest();

  return {
    async issue(userId, purpose) {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const now = new Date(clock.now());
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
        const [row] = await tx
          .insert(verificationCodes)
          .values({ userId, purpose, codeHash: '', expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now })
          .returning({ id: verificationCodes.id });
        await tx
          .update(verificationCodes)
          .set({ codeHash: digest(row.id, code).toString('hex') })
          .where(eq(verificationCodes.id, row.id));
      });
      return code;
    },

    async check(user, purpose, code) {
      const now = clock.now();
      const windowOpen = user.codeFailuresSince && now - user.codeFailuresSince.getTime() < FAILURE_WINDOW_MS;
      if (windowOpen && user.codeFailures >= MAX_FAILURES_PER_DAY) {
        throw tooManyAttempts(user.codeFailuresSince!.getTime() + FAILURE_WINDOW_MS - now);
      }
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, user.id),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!row) throw codeInvalid();
      if (row.attempts >= MAX_TRIES_PER_CODE) throw tooManyAttempts();
      if (row.expiresAt.getTime() <= now) throw codeExpired();

      const expected = Buffer.from(row.codeHash, 'hex');
      const given = digest(row.id, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await db
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, row.id));
        const windowStart = new Date(now - FAILURE_WINDOW_MS).toISOString();
        const nowIso = new Date(now).toISOString();
        const stale = sql`(${users.codeFailuresSince} IS NULL OR ${users.codeFailuresSince} <= ${windowStart}::timestamptz)`;
        await db
          .update(users)
          .set({
            codeFailures: sql`CASE WHEN ${stale} THEN 1 ELSE ${users.codeFailures} + 1 END`,
            codeFailuresSince: sql`CASE WHEN ${stale} THEN ${nowIso}::timestamptz ELSE ${users.codeFailuresSince} END`,
          })
          .where(eq(users.id, user.id));
        throw codeInvalid();
      }
      return row.id;
    },

    async consume(codeId, tx = db) {
      const used = await tx
        .update(verificationCodes)
        .set({ usedAt: new Date(clock.now()) })
        .where(
          and(
            eq(verificationCodes.id, codeId),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, MAX_TRIES_PER_CODE),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw codeInvalid();
    },
  };
}
