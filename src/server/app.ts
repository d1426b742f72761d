import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Renderer } from './generation/renderer';
import { fastifyLoggerOptions } from './logging';
import afterAnswerPlugin from './plugins/afterAnswer';
import authPlugin from './plugins/auth';
import catalogPlugin from './plugins/catalog';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import mailPlugin, { type Mailer } from './plugins/mail';
import mediaPlugin from './plugins/media';
import generationPlugin from './plugins/generation';
import rateLimitPlugin from './plugins/rateLimit';
import securityHeaders from './plugins/securityHeaders';
import realtimePlugin from './plugins/realtime';
import redisPlugin from './plugins/redis';
import roomPhotosPlugin from './plugins/roomPhotos';
import spaPlugin from './plugins/spa';
import authRoutes from './routes/auth';
import catalogRoutes from './routes/catalog';
import googleRoutes from './routes/google';
import healthRoutes from './routes/health';
import projectRoutes from './routes/projects';
import recommendRoutes from './routes/recommend';
import roomPhotoRoutes from './routes/roomPhotos';
import userRoutes from './routes/user';

export interface AppOptions {
  config: Config;
  /** An open database the app takes over (tests start from a migrated template). */
  database?: Database;
  clock?: Clock;
  mailer?: Mailer;
  renderer?: Renderer;
  logger?: boolean;
  /**
   * Parse every answer with its route's zod schema before writing it (on in tests): a missing,
   * extra or renamed field then answers 500 instead of vanishing from the wire.
   */
  checkResponses?: boolean;
}

export const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the whole app from its plugins; it never listens (server.ts does). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === false ? false : fastifyLoggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from each route's zod schema turned into JSON
  // Schema: it writes only the fields the schema names, like zod's serializer, at a fraction of
  // the cost of running zod over every answer (the catalog sends hundreds of objects a page).
  app.setSerializerCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    const stringify = fastJsonStringify(
      z.toJSONSchema(zodSchema, { target: 'draft-07', io: 'output' }) as Parameters<typeof fastJsonStringify>[0],
    );
    if (!options.checkResponses) return stringify;
    return (payload: unknown) => {
      zodSchema.parse(payload);
      return stringify(payload);
    };
  });
  // While closing, answers end their keep-alive connection; otherwise a connection busy when
  // close began would hold the server open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorsPlugin);
  // The CSP belongs to HTML documents: the SPA plugin sends it with the app shell.
  await app.register(securityHeaders, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: [config.corsOrigin], credentials: false, maxAge: 600 });
  // Before any route: the OpenAPI document is made from the routes as they are added.
  await app.register(docsPlugin);
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    database: options.database,
  });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    passwordHashMemoryKib: config.passwordHashMemoryKib,
    clock,
  });
  await app.register(mailPlugin, { config, mailer: options.mailer });
  // After the database and mail: closing waits for its tasks before those close.
  await app.register(afterAnswerPlugin);
  await app.register(mediaPlugin, { config });
  await app.register(roomPhotosPlugin, {
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    clock,
  });
  await app.register(catalogPlugin);
  await app.register(generationPlugin, {
    renderer: options.renderer,
    renderThreads: config.renderThreads,
    imageApi: config.imageApi,
    clock,
    publicUrl: config.publicUrl,
    concurrency: config.generationConcurrency,
    drainTimeoutMs: config.shutdownTimeoutMs,
    lockMs: config.generationLockMs,
    runWorker: config.role === 'all',
  });
  await app.register(realtimePlugin, { corsOrigin: config.corsOrigin });

  await app.register(spaPlugin, { staticDir: config.staticDir, googleClientId: config.google?.clientId });
  await app.register(healthRoutes);
  await app.register(authRoutes, { config, clock });
  await app.register(googleRoutes, { config });
  await app.register(userRoutes, { config, clock });
  await app.register(catalogRoutes);
  await app.register(projectRoutes);
  await app.register(recommendRoutes);
  await app.register(roomPhotoRoutes, { clock });

  return app;
}
