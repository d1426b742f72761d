import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import type { AddResult, GenerationJob, GenerationQueue } from './queue';

export const QUEUE_NAME = 'room-generation';
export const JOB_ATTEMPTS = 3;
// A worker that died leaves its jobs counted as in flight; after this they stop counting.
const IN_FLIGHT_TTL_MS = 15 * 60 * 1000;
const inFlightKey = (userId: string) => `roomwise:in-flight:${userId}`;

// Drops stale entries, then reserves a slot for the job unless it is already in flight or the
// user is at the limit: one script, so two API nodes cannot both take the last slot.
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then return 'duplicate' end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 'full' end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 'added'
`;

/** The API side of the BullMQ queue: jobs keyed by their id, so a request is queued once. */
export function createBullQueue(redis: Redis): GenerationQueue {
  const queue = new Queue<GenerationJob>(QUEUE_NAME, { connection: redis });
  return {
    async add(job, maxInFlight) {
      const now = Date.now();
      const reserved = (await redis.eval(
        RESERVE,
        1,
        inFlightKey(job.userId),
        now,
        job.jobId,
        now - IN_FLIGHT_TTL_MS,
        maxInFlight,
        IN_FLIGHT_TTL_MS,
      )) as AddResult;
      if (reserved !== 'added') return reserved;
      try {
        // A finished job of the same id would make BullMQ ignore the new one.
        const existing = await queue.getJob(job.jobId);
        if (existing && ['completed', 'failed'].includes(await existing.getState())) await existing.remove();
        await queue.add('render', job, {
          jobId: job.jobId,
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 3600, count: 10_000 },
          removeOnFail: { age: 24 * 3600 },
        });
      } catch (err) {
        await redis.zrem(inFlightKey(job.userId), job.jobId);
        throw err;
      }
      return 'added';
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

export const workerName = () => `${hostname()}:${process.pid}`;

/**
 * A dead worker's lock runs out between half the lock time and the whole of it after the death
 * (locks are renewed every half), and a live worker notices at its next stall check: checking
 * every sixth of the lock time runs the job again within 1.17 × the lock time plus the pick-up,
 * where BullMQ's default (30 s, or a check every lock time) took up to 2 × and more.
 */
export const stalledCheckMs = (lockMs: number) => Math.max(250, Math.round(lockMs / 6));

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
      // Stored on each job it runs (`processedBy`): which process had it, for operators and tests.
      name: workerName(),
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: stalledCheckMs(options.lockMs),
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
