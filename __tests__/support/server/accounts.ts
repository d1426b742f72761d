import type { FastifyInstance } from 'fastify';
import { users, type User } from '../../../src/server/db/schema';

export const GOOD_PASSWORD = 'Sunny-Room1';

let counter = 0;

export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

/** A verified account written straight to the database, with a valid token. */
export async function createVerifiedUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<{ user: User; token: string; password: string; auth: { authorization: string } }> {
  const { password = GOOD_PASSWORD, ...values } = overrides;
  const [user] = await app.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      firstname: 'Ada',
      lastname: 'Lovelace',
      passwordHash: await app.passwords.hash(password),
      emailVerified: true,
      ...values,
    })
    .returning();
  const token = app.tokens.sign(user.id, user.tokenVersion);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}
