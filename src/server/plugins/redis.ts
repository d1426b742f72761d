import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';

export interface RedisConnections {
  /** Commands (counters, queue bookkeeping, publishing). */
  client: Redis;
  /** Subscriptions only: a subscribed connection can run no other command. */
  subscriber: Redis;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is: what several nodes must share goes through it. */
    redis?: RedisConnections;
  }
}

export function connectRedis(url: string): RedisConnections {
  // BullMQ needs maxRetriesPerRequest null on connections it blocks on.
  const options = { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false };
  return { client: new Redis(url, options), subscriber: new Redis(url, options), url };
}

async function redisPlugin(app: FastifyInstance, opts: { url?: string }) {
  if (!opts.url) return;
  const redis = connectRedis(opts.url);
  for (const c of [redis.client, redis.subscriber])
    c.on('error', (err) => app.log.error({ err }, 'redis connection error'));
  await redis.client.ping();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await Promise.allSettled([redis.client.quit(), redis.subscriber.quit()]);
  });
}

export default fp(redisPlugin, { name: 'redis' });
