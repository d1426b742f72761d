import { LRUCache } from 'lru-cache';
import type { User } from '../repositories/users';

/**
 * Account rows for the token check on every product call, so an authenticated request costs no
 * database round trip. Every write to a user row in this process drops its entry; the TTL bounds
 * how long another node's write (password change, reset) can go unseen.
 */
export interface UserCache {
  get(id: string): User | undefined;
  set(user: User): void;
  invalidate(id: string): void;
}

export const USER_CACHE_TTL_MS = 30_000;

export function createUserCache(max = 10_000, ttl = USER_CACHE_TTL_MS): UserCache {
  const cache = new LRUCache<string, User>({ max, ttl });
  return {
    get: (id) => cache.get(id),
    set: (user) => void cache.set(user.id, user),
    invalidate: (id) => void cache.delete(id),
  };
}
