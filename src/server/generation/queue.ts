import fastq from 'fastq';
import type { RoomParams } from '../../shared/schemas/socket';

export type AddResult = 'added' | 'duplicate' | 'full';

export interface GenerationJob {
  jobId: string;
  userId: string;
  requestId: string;
  params: RoomParams;
  enqueuedAt: number;
}

/** Where generation jobs wait for a renderer: in process here; BullMQ can stand in for it. */
export interface GenerationQueue {
  /**
   * Queues a job unless one with its id is waiting or running ('duplicate') or its user already
   * has maxInFlight jobs waiting or running ('full'). Check and add are one atomic step, so
   * concurrent requests cannot slip past the limit together.
   */
  add(job: GenerationJob, maxInFlight: number): Promise<AddResult>;
  /** Stops taking jobs and waits up to deadlineMs for the queued and running ones. */
  close(deadlineMs: number): Promise<void>;
}

export function createInProcessQueue(
  run: (job: GenerationJob) => Promise<void>,
  options: { concurrency: number; onError: (err: unknown, job: GenerationJob) => void },
): GenerationQueue {
  const active = new Map<string, GenerationJob>();
  const perUser = new Map<string, number>();
  let closed = false;
  const bump = (userId: string, by: number) => {
    const n = (perUser.get(userId) ?? 0) + by;
    if (n > 0) perUser.set(userId, n);
    else perUser.delete(userId);
  };
  const queue = fastq.promise(async (job: GenerationJob) => {
    try {
      await run(job);
    } catch (err) {
      options.onError(err, job);
    } finally {
      active.delete(job.jobId);
      bump(job.userId, -1);
    }
  }, options.concurrency);

  return {
    async add(job, maxInFlight) {
      if (closed) throw new Error('The generation queue is closed');
      if (active.has(job.jobId)) return 'duplicate';
      if ((perUser.get(job.userId) ?? 0) >= maxInFlight) return 'full';
      active.set(job.jobId, job);
      bump(job.userId, 1);
      void queue.push(job);
      return 'added';
    },
    async close(deadlineMs) {
      closed = true;
      if (queue.idle()) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([queue.drained(), new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs)))]);
      clearTimeout(timer);
    },
  };
}
