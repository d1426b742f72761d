import { Emitter } from '@socket.io/redis-emitter';
import { SOCKET_NAMESPACE } from '../shared/constants';
import type { ServerToClientEvents } from '../shared/schemas/socket';
import { systemClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { startBullWorker } from './generation/bullQueue';
import { createRenderPool } from './generation/renderPool';
import { createRenderer } from './generation/renderers';
import { createLogger } from './logging';
import { runGeneration } from './generation/runJob';
import { generationFailed } from './plugins/generation';
import { createStores } from './media/createStores';
import { createMediaStorage } from './plugins/media';
import { userRoom, type Publish } from './plugins/realtime';
import { connectRedis } from './plugins/redis';
import { createRepositories } from './repositories';
import { createRoomPhotoStorage } from './roomPhotos/storage';

/**
 * A generation worker process (ROLE=worker): takes jobs from BullMQ, renders, saves to
 * PostgreSQL and the shared media directory, and publishes to the users' socket rooms through
 * Redis. Rendering never runs on an API node's event loop in this setup.
 */
export async function startWorker(config: Config): Promise<{ close(): Promise<void> }> {
  const log = createLogger(config, { role: 'worker', pid: process.pid });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.generationConcurrency + 2 });
  const redis = connectRedis(config.redisUrl!);
  const emitter = new Emitter<ServerToClientEvents>(redis.client).of(SOCKET_NAMESPACE);
  const publish: Publish = (userId, event, ...args) => {
    emitter.to(userRoom(userId)).emit(event, ...args);
  };
  // The same pool as one-process mode: the event loop stays free to renew the jobs' locks.
  const pool = createRenderPool(config.renderThreads);
  pool.warm();
  const stores = createStores(config);
  const deps = {
    repos: createRepositories(database.db),
    log,
    media: createMediaStorage(stores.media, config.publicUrl),
    photos: createRoomPhotoStorage(stores.private),
    renderer: createRenderer(config, pool.renderer, log),
    clock: systemClock,
    publicUrl: config.publicUrl,
    publish,
  };
  const worker = startBullWorker(config.redisUrl!, (job) => runGeneration(deps, job), {
    concurrency: config.generationConcurrency,
    lockMs: config.generationLockMs,
    onFinalError: (err, job) => {
      log.error({ err, jobId: job.jobId }, 'room generation failed');
      publish(job.userId, 'error', generationFailed(job));
    },
  });
  log.info(
    { concurrency: config.generationConcurrency, renderThreads: config.renderThreads },
    'generation worker ready',
  );
  return {
    async close() {
      await worker.close(config.shutdownTimeoutMs);
      await pool.close();
      await stores.close();
      await Promise.allSettled([redis.client.quit(), redis.subscriber.quit()]);
      await database.close();
      log.info('generation worker stopped');
    },
  };
}
