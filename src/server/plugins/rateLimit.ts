import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../errors';
import type { Limit } from '../limits';

export interface RateLimiter {
  /** Counts one hit against the limit; throws 429 with Retry-After past max. */
  consume(limit: Limit, subject: string): Promise<void>;
  /** Throws 429 when the limit is already used up, without counting (for limits counted after the fact). */
  check(limit: Limit, subject: string): Promise<void>;
  /** Counts one hit and never refuses: the failure or the queued job that a check let through. Returns the count. */
  hit(limit: Limit, subject: string): Promise<number>;
  /** Refuses the subject for `seconds` from now (check and consume answer 429 until then). */
  block(limit: Limit, subject: string, seconds: number): Promise<void>;
  /** Forgets the subject's hits (a successful sign-in clears its failed ones). */
  reset(limit: Limit, subject: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

// The one place a counter's key is spelled: rl:<limit>:<subject> (under roomwise: in a shared Redis).
const keyPrefix = (limit: Limit, namespace: string) => `${namespace}rl:${limit.name}`;

/**
 * rate-limiter-flexible counters, one limiter per limit: in memory for one process, in Redis
 * (on the redis plugin's connection) when several nodes must count together. Both keep time
 * with Date.now() and Redis TTLs, so a test that moves the app clock moves Date with it.
 */
export function createRateLimiter(redis?: Redis): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (limit: Limit): RateLimiterAbstract => {
    let limiter = limiters.get(limit.name);
    if (!limiter) {
      const opts = { points: limit.max, duration: limit.windowMs / 1000 };
      limiter = redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: keyPrefix(limit, 'roomwise:') })
        : new RateLimiterMemory({ ...opts, keyPrefix: keyPrefix(limit, '') });
      limiters.set(limit.name, limiter);
    }
    return limiter;
  };
  const refusal = (limit: Limit, res: RateLimiterRes) => rateLimited(res.msBeforeNext / 1000, limit.message);

  return {
    async consume(limit, subject) {
      try {
        await limiterFor(limit).consume(subject);
      } catch (err) {
        // The limiter rejects with its result when the limit is passed, with an Error when its store fails.
        throw err instanceof RateLimiterRes ? refusal(limit, err) : err;
      }
    },
    async check(limit, subject) {
      const res = await limiterFor(limit).get(subject);
      // An in-memory window that has ended is dropped by a timer, and may still be read just before.
      if (res && res.consumedPoints >= limit.max && res.msBeforeNext > 0) throw refusal(limit, res);
    },
    async hit(limit, subject) {
      return (await limiterFor(limit).penalty(subject)).consumedPoints;
    },
    async block(limit, subject, seconds) {
      await limiterFor(limit).block(subject, seconds);
    },
    async reset(limit, subject) {
      await limiterFor(limit).delete(subject);
    },
  };
}

async function rateLimitPlugin(app: FastifyInstance) {
  app.decorate('rateLimiter', createRateLimiter(app.redis?.client));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
