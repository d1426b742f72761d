import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SocketError } from '../../shared/api';
import type { RoomParams } from '../../shared/schemas/socket';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { badRequest, rateLimited } from '../errors';
import { assertLayout, planPiece } from '../generation/layout';
import { loadFurniture } from '../generation/pieces';
import { createBullQueue, startBullWorker } from '../generation/bullQueue';
import { createInProcessQueue, type GenerationJob, type GenerationQueue } from '../generation/queue';
import type { Renderer } from '../generation/renderer';
import { checkRoomPhoto } from '../generation/roomPhoto';
import { createRenderPool } from '../generation/renderPool';
import { createRenderer } from '../generation/renderers';
import { resultMessage, runGeneration, savedProject, type GenerationDeps } from '../generation/runJob';
import { GENERATIONS_IN_FLIGHT, LIMITS } from '../limits';
import type { User } from '../repositories/users';

export interface Generation {
  /** Applies the per-user limits to valid roomParams and queues the job; returns its id. */
  submit(user: User, params: RoomParams): Promise<{ jobId: string }>;
  queue: GenerationQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    generation: Generation;
  }
}

export interface GenerationOptions {
  /** Draws the rooms; unset: the compositor on a pool of renderThreads worker threads. */
  renderer?: Renderer;
  renderThreads: number;
  imageApi: Config['imageApi'];
  clock: Clock;
  publicUrl: string;
  concurrency: number;
  drainTimeoutMs: number;
  /** BullMQ lock: how long a silent worker keeps a job before another runs it. */
  lockMs: number;
  /** Run jobs in this process (ROLE=all); an API node (ROLE=api) only queues them. */
  runWorker: boolean;
}

export const generationFailed = (job: GenerationJob): SocketError => ({
  message: 'Room generation failed. Please try again.',
  code: 'internal',
  jobId: job.jobId,
});

/** A job id a retried request maps to again, so one request is rendered at most once. */
export const jobIdFor = (userId: string, requestId: string) =>
  createHash('sha256').update(`${userId}\n${requestId}`).digest('hex').slice(0, 32);

async function generationPlugin(app: FastifyInstance, opts: GenerationOptions) {
  const pool = opts.renderer ? undefined : createRenderPool(opts.renderThreads);
  if (pool) {
    // A listening server that renders starts its threads now, so the first room does not wait
    // for them; an API node (ROLE=api) and an app that is only injected (tests) start none.
    if (opts.runWorker) app.addHook('onListen', async () => pool.warm());
    app.addHook('onClose', () => pool.close());
  }
  const deps: GenerationDeps = {
    repos: app.repos,
    log: app.log,
    media: app.media,
    photos: app.roomPhotos.storage,
    renderer: opts.renderer ?? createRenderer(opts, pool!.renderer, app.log),
    clock: opts.clock,
    publicUrl: opts.publicUrl,
    // Resolved when a job publishes: the realtime plugin registers after this one.
    publish: (userId, event, ...args) => app.realtime.publish(userId, event, ...args),
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

  async function submit(user: User, params: RoomParams): Promise<{ jobId: string }> {
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
    const { rows, missing } = await loadFurniture(app.repos.catalog, params.furnitureIds);
    if (missing.length) throw badRequest(`roomParams.furnitureIds: no furniture with id ${missing.join(', ')}`);
    if (params.layout) assertLayout(params.roomType, rows.map(planPiece), params.layout);
    if (params.roomPhoto) await checkRoomPhoto(app.repos, user.id, params.roomPhoto, params.layout);
    await app.rateLimiter.check(LIMITS.generationsPerHour, user.id);
    const added = await queue.add(job, GENERATIONS_IN_FLIGHT.max);
    if (added === 'full') {
      throw rateLimited(
        GENERATIONS_IN_FLIGHT.retryAfterSeconds,
        `You already have ${GENERATIONS_IN_FLIGHT.max} rooms generating. Please wait for one to finish.`,
      );
    }
    // Counted once the job is queued; two requests in the same instant can overrun the hour by one.
    if (added === 'added') await app.rateLimiter.hit(LIMITS.generationsPerHour, user.id);
    return { jobId: job.jobId };
  }

  app.decorate('generation', { submit, queue } satisfies Generation);
  // Before the server closes: queued and running jobs finish and reach their sockets first.
  app.addHook('preClose', async () => {
    await worker?.close(opts.drainTimeoutMs);
    await queue.close(opts.drainTimeoutMs);
  });
}

export default fp(generationPlugin, {
  name: 'generation',
  dependencies: ['db', 'media', 'rate-limit', 'redis', 'room-photos'],
});
