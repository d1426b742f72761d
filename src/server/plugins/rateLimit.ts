import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { rateLimited } from '../errors';

/** Fixed-window counters; in memory here, in Redis when several nodes must share them. */
export interface CounterStore {
  /** Adds one to key's window (created on first hit) and returns the count and the window's end. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(clock: Clock): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= clock.now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  // Expired windows are dropped now and then so the map cannot grow without bound.
  const sweep = setInterval(() => {
    const now = clock.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: clock.now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { ...w };
    },
    async peek(key) {
      const w = live(key);
      return w && { ...w };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  store: CounterStore;
  /** Counts one hit against the limit; throws 429 with Retry-After past max. */
  consume(limit: Limit, subject: string): Promise<void>;
  /** Throws 429 when the limit is already used up, without counting (for failures-only limits). */
  check(limit: Limit, subject: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

async function rateLimitPlugin(app: FastifyInstance, opts: { store?: CounterStore; clock: Clock }) {
  const store = opts.store ?? createMemoryCounterStore(opts.clock);
  const retryAfter = (resetAt: number) => (resetAt - opts.clock.now()) / 1000;
  const key = (limit: Limit, subject: string) => `rl:${limit.name}:${subject}`;
  app.decorate('rateLimiter', {
    store,
    async consume(limit, subject) {
      const w = await store.hit(key(limit, subject), limit.windowMs);
      if (w.count > limit.max) throw rateLimited(retryAfter(w.resetAt));
    },
    async check(limit, subject) {
      const w = await store.peek(key(limit, subject));
      if (w && w.count >= limit.max) throw rateLimited(retryAfter(w.resetAt));
    },
  } satisfies RateLimiter);
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
