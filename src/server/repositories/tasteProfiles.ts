import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tasteProfiles } from '../db/schema';
import { learn, type ChosenPiece } from '../recommend/learning';
import { EMPTY_PROFILE, type TasteProfile } from '../recommend/types';

export function createTasteProfileRepository(db: Db) {
  return {
    /** The user's learned taste; EMPTY_PROFILE for a user who chose nothing yet (or reset it). */
    async get(userId: string): Promise<TasteProfile> {
      const [row] = await db
        .select({ profile: tasteProfiles.profile })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .limit(1);
      return row?.profile ?? EMPTY_PROFILE;
    },

    /**
     * Learns one event from the pieces the user chose (recommend/learning.ts). The row is locked
     * while it is read and rewritten, so two events at once both count.
     */
    async record(
      userId: string,
      pieces: readonly ChosenPiece[],
      weight: number,
      now = new Date(),
    ): Promise<TasteProfile> {
      if (!pieces.length) return this.get(userId);
      return db.transaction(async (tx) => {
        await tx
          .insert(tasteProfiles)
          .values({ userId, profile: EMPTY_PROFILE, updatedAt: now })
          .onConflictDoNothing({ target: tasteProfiles.userId });
        const [row] = await tx
          .select({ profile: tasteProfiles.profile })
          .from(tasteProfiles)
          .where(eq(tasteProfiles.userId, userId))
          .for('update');
        const profile = learn(row.profile, pieces, weight);
        await tx.update(tasteProfiles).set({ profile, updatedAt: now }).where(eq(tasteProfiles.userId, userId));
        return profile;
      });
    },

    /** Forgets everything learned: the user is ranked as a new user again. */
    async reset(userId: string): Promise<void> {
      await db.delete(tasteProfiles).where(eq(tasteProfiles.userId, userId));
    },
  };
}

export type TasteProfileRepository = ReturnType<typeof createTasteProfileRepository>;
