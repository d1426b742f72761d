import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes, type VerificationCode } from '../db/schema';

export type { VerificationCode };
export type CodePurpose = VerificationCode['purpose'];

export function createCodeRepository(db: Db) {
  return {
    /**
     * Replaces the user's code for the purpose by a new one, in one transaction. Its hash is
     * computed from the new row's id (hashFor), so the row is written in two steps.
     */
    async replace(
      userId: string,
      purpose: CodePurpose,
      code: { createdAt: Date; expiresAt: Date; hashFor: (id: string) => string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
        const [row] = await tx
          .insert(verificationCodes)
          .values({ userId, purpose, codeHash: '', expiresAt: code.expiresAt, createdAt: code.createdAt })
          .returning({ id: verificationCodes.id });
        await tx
          .update(verificationCodes)
          .set({ codeHash: code.hashFor(row.id) })
          .where(eq(verificationCodes.id, row.id));
      });
    },

    /** The user's newest unused code for the purpose. */
    async latestUnused(userId: string, purpose: CodePurpose): Promise<VerificationCode | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row;
    },

    async countWrongAttempt(id: string): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    /**
     * Marks the code used if it is unused and has had fewer than maxAttempts wrong tries, in one
     * statement, so of two concurrent callers one wins. False when it was not marked.
     */
    async markUsed(id: string, usedAt: Date, maxAttempts: number): Promise<boolean> {
      const used = await db
        .update(verificationCodes)
        .set({ usedAt })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: verificationCodes.id });
      return used.length > 0;
    },
  };
}

export type CodeRepository = ReturnType<typeof createCodeRepository>;
