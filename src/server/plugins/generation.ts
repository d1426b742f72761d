import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { AppError, badRequest, rateLimited } from '../errors';
import { roomParamsSchema } from '../generation/params';
import { loadFurniture } from '../generation/pieces';
import { createBullQueue, startBullWorker } from '../generation/bullQueue';
import { createInProcessQueue, type GenerationJob, type GenerationQueue } from '../generation/queue';
import type { Renderer } from '../generation/renderer';
import { resultMessage, runGeneration, savedProject, type GenerationDeps } from '../generation/runJob';
import type { User } from '../repositories/users';
import type { Limit } from './rateLimit';

export const MAX_IN_FLIGHT_PER_USER = 2;
export const GENERATIONS_PER_HOUR: Limit = { name: 'generations', max: 30, windowMs: 60 * 60 * 1000 };

export interface Generation {
  /** Validates roomParams, applies the per-user limits and queues the job; returns its id. */
  submit(user: User, rawParams: unknown): Promise<{ jobId: string }>;
  queue: GenerationQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    generation: Generation;
  }
}

export interface GenerationOptions {
  renderer: Renderer;
  clock: Clock;
  publicUrl: string;
  concurrency: number;
  drainTimeoutMs: number;
  /** BullMQ lock: how long a silent worker keeps a job before another runs it. */
  lockMs: number;
  /** Run jobs in this process (ROLE=all); an API node (ROLE=api) only queues them. */
  runWorker: boolean;
}

export const generationFailed = (job: GenerationJob) => ({
  message: 'Room generation failed. Please try again.',
  code: 'internal',
  jobId: job.jobId,
});

/** A job id a retried request maps to again, so one request is rendered at most once. */
export const jobIdFor = (userId: string, requestId: string) =>
  createHash('sha256').update(`${userId}\n${requestId}`).digest('hex').slice(0, 32);

async function generationPlugin(app: FastifyInstance, opts: GenerationOptions) {
  const deps: GenerationDeps = {
    repos: app.repos,
    media: app.media,
    renderer: opts.renderer,
    clock: opts.clock,
    publicUrl: opts.publicUrl,
    // Resolved when a job publishes: the realtime plugin registers after this one.
    publish: (userId, event, payload) => app.realtime.publish(userId, event, payload),
  };
  const run = (job: GenerationJob) => runGeneration(deps, job);
  const onFinalError = (err: unknown, job: GenerationJob) => {
    app.log.error({ err, jobId: job.jobId, userId: job.userId }, 'room generation failed');
    deps.publish(job.userId, 'error', generationFailed(job));
  };
  let worker: { close(deadlineMs: number): Promise<void> } | undefined;
  let queue: GenerationQueue;
  if (app.redis) {
    queue = createBullQueue(app.redis.client);
    if (opts.runWorker)
      worker = startBullWorker(app.redis.url, run, {
        concurrency: opts.concurrency,
        lockMs: opts.lockMs,
        onFinalError,
      });
  } else {
    queue = createInProcessQueue(run, { concurrency: opts.concurrency, onError: onFinalError });
  }

  async function submit(user: User, rawParams: unknown): Promise<{ jobId: string }> {
    const parsed = roomParamsSchema.safeParse(rawParams);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`roomParams${issue.path.length ? `.${issue.path.join('.')}` : ''} ${issue.message}`);
    }
    const params = parsed.data;
    const requestId = params.requestId ?? randomUUID();
    const job: GenerationJob = {
      jobId: jobIdFor(user.id, requestId),
      userId: user.id,
      requestId,
      params,
      enqueuedAt: opts.clock.now(),
    };

    if (params.requestId) {
      // Already rendered: a retry gets the saved result again instead of a second render.
      const done = await savedProject(app.repos, job);
      if (done) {
        deps.publish(user.id, 'message:received', await resultMessage(deps, done));
        return { jobId: job.jobId };
      }
    }
    const { missing } = await loadFurniture(app.repos.catalog, params.furnitureIds);
    if (missing.length) throw badRequest(`roomParams.furnitureIds: no furniture with id ${missing.join(', ')}`);
    await app.rateLimiter.check(GENERATIONS_PER_HOUR, user.id).catch((err) => {
      throw err instanceof AppError
        ? rateLimited(
            Number(err.headers['retry-after']),
            'You have generated 30 rooms in the last hour. Please try again later.',
          )
        : err;
    });
    const added = await queue.add(job, MAX_IN_FLIGHT_PER_USER);
    if (added === 'full') {
      throw new AppError(
        429,
        'rate-limited',
        `You already have ${MAX_IN_FLIGHT_PER_USER} rooms generating. Please wait for one to finish.`,
        {
          'retry-after': '5',
        },
      );
    }
    // Counted once the job is queued; two requests in the same instant can overrun the hour by one.
    if (added === 'added')
      await app.rateLimiter.store.hit(`rl:${GENERATIONS_PER_HOUR.name}:${user.id}`, GENERATIONS_PER_HOUR.windowMs);
    return { jobId: job.jobId };
  }

  app.decorate('generation', { submit, queue } satisfies Generation);
  // Before the server closes: queued and running jobs finish and reach their sockets first.
  app.addHook('preClose', async () => {
    await worker?.close(opts.drainTimeoutMs);
    await queue.close(opts.drainTimeoutMs);
  });
}

export default fp(generationPlugin, { name: 'generation', dependencies: ['db', 'media', 'rate-limit', 'redis'] });
