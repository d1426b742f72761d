import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/server/db/schema';

let counter = 0;

/** A verified account (no password needed here) and its Authorization header. */
export async function catalogUser(app: FastifyInstance): Promise<{ authorization: string }> {
  const [user] = await app.db
    .insert(users)
    .values({
      email: `catalog.${process.pid}.${Date.now()}.${++counter}@example.com`,
      firstname: 'Cat',
      lastname: 'Alog',
      emailVerified: true,
    })
    .returning();
  return { authorization: `Bearer ${app.tokens.sign(user.id, user.tokenVersion)}` };
}

/** A query string with repeated keys: [['items', 'A'], ['items', 'B']] → items=A&items=B. */
export const qs = (pairs: [string, string | number][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
