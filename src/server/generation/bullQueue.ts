import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { GenerationJob, GenerationQueue } from './queue';

export const QUEUE_NAME = 'room-generation';
export const JOB_ATTEMPTS = 3;
// A worker that died leaves its jobs counted as in flight; after this they stop counting.
const IN_FLIGHT_TTL_MS = 15 * 60 * 1000;
const inFlightKey = (userId: string) => `roomwise:in-flight:${userId}`;

/** The API side of the BullMQ queue: jobs keyed by their id, so a request is queued once. */
export function createBullQueue(redis: Redis): GenerationQueue {
  const queue = new Queue<GenerationJob>(QUEUE_NAME, { connection: redis });
  return {
    async add(job) {
      const existing = await queue.getJob(job.jobId);
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
        await existing.remove().catch(() => undefined);
      }
      await redis
        .multi()
        .zadd(inFlightKey(job.userId), job.enqueuedAt, job.jobId)
        .pexpire(inFlightKey(job.userId), IN_FLIGHT_TTL_MS)
        .exec();
      await queue.add('render', job, {
        jobId: job.jobId,
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 3600, count: 10_000 },
        removeOnFail: { age: 24 * 3600 },
      });
      return true;
    },
    async inFlight(userId) {
      const key = inFlightKey(userId);
      await redis.zremrangebyscore(key, 0, Date.now() - IN_FLIGHT_TTL_MS);
      return redis.zcard(key);
    },
    async close() {
      await queue.close();
    },
  };
}

export interface BullWorkerOptions {
  concurrency: number;
  lockMs: number;
  /** The last attempt failed: tell the user. */
  onFinalError(err: unknown, job: GenerationJob): void;
}

/**
 * The worker side: runs jobs, renews their locks while rendering, and when a worker dies its
 * jobs stall and another worker runs them again (runGeneration makes that safe).
 */
export function startBullWorker(
  redisUrl: string,
  run: (job: GenerationJob) => Promise<void>,
  options: BullWorkerOptions,
): { close(deadlineMs: number): Promise<void> } {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const bookkeeping = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const done = (job: GenerationJob) => bookkeeping.zrem(inFlightKey(job.userId), job.jobId);
  const worker = new Worker<GenerationJob>(
    QUEUE_NAME,
    async (job) => {
      try {
        await run(job.data);
        await done(job.data);
      } catch (err) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
          await done(job.data);
          options.onFinalError(err, job.data);
        }
        throw err;
      }
    },
    {
      connection,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
      maxStalledCount: 2,
    },
  );
  worker.on('error', () => undefined); // connection errors are retried by ioredis; jobs report their own
  return {
    async close(deadlineMs) {
      // Finish the running jobs if they can in time; otherwise hand them back (they stall and re-run).
      let timer: NodeJS.Timeout | undefined;
      const graceful = worker.close().then(() => true);
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)));
      if (!(await Promise.race([graceful, late]))) await worker.close(true);
      clearTimeout(timer);
      await Promise.allSettled([connection.quit(), bookkeeping.quit()]);
    },
  };
}
