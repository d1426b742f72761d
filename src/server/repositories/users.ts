import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';

export type { User };

export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'firstname' | 'lastname' | 'passwordHash' | 'emailVerified' | 'googleSub'
>;

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  /** A media key, or null to remove the photo. */
  photo?: string | null;
}

const bumpTokenVersion = () => sql`${users.tokenVersion} + 1`;

export function createUserRepository(db: Db) {
  // The token check of every product call reads by id: one statement, prepared once.
  let byId: { execute(values: { id: string }): Promise<User[]> } | undefined;

  return {
    async findById(id: string): Promise<User | undefined> {
      byId ??= db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .limit(1)
        .prepare('user_by_id');
      const [user] = await byId.execute({ id });
      return user;
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findByGoogleSub(sub: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return user;
    },

    /** Throws a unique violation (isUniqueViolation) when the email or Google account is taken. */
    async create(values: NewUser): Promise<User> {
      const [user] = await db.insert(users).values(values).returning();
      return user;
    },

    async updateProfile(id: string, changes: ProfileChanges, now: Date): Promise<User> {
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    /** A new password; tokens issued before stop working. */
    async changePassword(id: string, passwordHash: string, now: Date): Promise<User> {
      const [user] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: bumpTokenVersion(), updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    /** A new password set with a mailed code, which also proves the address; older tokens stop working. */
    async resetPassword(id: string, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, emailVerified: true, tokenVersion: bumpTokenVersion(), updatedAt: now })
        .where(eq(users.id, id));
    },

    /** Sign-out: every token issued so far stops working. */
    async revokeTokens(id: string, now: Date): Promise<void> {
      await db.update(users).set({ tokenVersion: bumpTokenVersion(), updatedAt: now }).where(eq(users.id, id));
    },

    /** Deletes the account; codes, projects and taste profile go with it (ON DELETE CASCADE). Returns the deleted row. */
    async delete(id: string): Promise<User | undefined> {
      const [user] = await db.delete(users).where(eq(users.id, id)).returning();
      return user;
    },

    async markEmailVerified(id: string, now: Date): Promise<void> {
      await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, id));
    },

    async setSelectedFurniture(id: string, furnitureIds: string[], now: Date): Promise<void> {
      await db.update(users).set({ selectedFurnitureIds: furnitureIds, updatedAt: now }).where(eq(users.id, id));
    },

    /**
     * Links a Google account to an account that has none yet (verifying its email); with
     * dropPassword its password goes and its tokens stop working. Undefined when the account
     * meanwhile got a Google account.
     */
    async linkGoogle(
      id: string,
      googleSub: string,
      options: { dropPassword: boolean; now: Date },
    ): Promise<User | undefined> {
      const [linked] = await db
        .update(users)
        .set({
          googleSub,
          emailVerified: true,
          ...(options.dropPassword ? { passwordHash: null, tokenVersion: bumpTokenVersion() } : {}),
          updatedAt: options.now,
        })
        .where(and(eq(users.id, id), isNull(users.googleSub)))
        .returning();
      return linked;
    },

    /**
     * Counts a wrong code against the account in a fixed window: a failure after the window
     * (or the first one) starts a new window at now with a count of 1.
     */
    async countCodeFailure(id: string, nowMs: number, windowMs: number): Promise<void> {
      const windowStart = new Date(nowMs - windowMs).toISOString();
      const nowIso = new Date(nowMs).toISOString();
      const stale = sql`(${users.codeFailuresSince} IS NULL OR ${users.codeFailuresSince} <= ${windowStart}::timestamptz)`;
      await db
        .update(users)
        .set({
          codeFailures: sql`CASE WHEN ${stale} THEN 1 ELSE ${users.codeFailures} + 1 END`,
          codeFailuresSince: sql`CASE WHEN ${stale} THEN ${nowIso}::timestamptz ELSE ${users.codeFailuresSince} END`,
        })
        .where(eq(users.id, id));
    },

    /** A right code or password proves the owner: the account's wrong codes are forgiven. */
    async clearCodeFailures(id: string): Promise<void> {
      await db.update(users).set({ codeFailures: 0, codeFailuresSince: null }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
