import { eq } from 'drizzle-orm';
import type { UserDto } from '../../shared/api';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import type { MediaStorage } from '../plugins/media';

export function toUserDto(user: User, media: MediaStorage): UserDto {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    photo: user.photo ? media.url(user.photo) : null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** PostgreSQL's unique_violation, whether the driver or drizzle's wrapper carries it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
