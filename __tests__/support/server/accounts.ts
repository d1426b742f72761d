import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../src/server/accounts/passwords';
import { users, type User } from '../../../src/server/db/schema';

export const GOOD_PASSWORD = 'Sunny-Room1';

let counter = 0;

// One argon2id hash per password and test file: hashing at the product's cost takes 60-100 ms of
// CPU on the 2-core machine, and the suites create a few hundred accounts. Each account still
// stores a real hash of its password (the salt is shared), so sign-ins verify it as in production.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};
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
      passwordHash: await hashOf(password),
      emailVerified: true,
      ...values,
    })
    .returning();
  const token = app.tokens.sign(user.id, user.tokenVersion);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}
