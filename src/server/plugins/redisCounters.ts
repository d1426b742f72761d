import type Redis from 'ioredis';
import type { CounterStore } from './rateLimit';

// One round trip: count the hit, start the window on the first one, and say when it ends.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** Fixed-window counters in Redis, so every node counts against the same limits. */
export function createRedisCounterStore(redis: Redis, prefix = 'roomwise:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + Math.max(0, ttl) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? undefined : { count: Number(count), resetAt: Date.now() + Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      // The connection belongs to the redis plugin.
    },
  };
}
