import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OWASP_MEMORY_KIB } from './accounts/passwords';
import { defaultRenderThreads } from './generation/renderThreads';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Roomwise <no-reply@roomwise.local>'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGIN: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(OWASP_MEMORY_KIB),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  STATIC_DIR: optionalString,
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  GENERATION_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  RENDER_THREADS: optionalString.pipe(z.coerce.number<string>().int().min(0).max(64).optional()),
  IMAGE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  IMAGE_API_KEY: optionalString,
  IMAGE_API_MODEL: z.string().default('gpt-image-1'),
  IMAGE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  IMAGE_API_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
});

export type Env = z.input<typeof envSchema>;

const invalid = (ctx: z.core.$RefinementCtx, message: string, input: unknown) => {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
};

// The settings as the app uses them; loadConfig adds what needs the file system.
const configSchema = envSchema.transform((e, ctx) => {
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    return invalid(ctx, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together', e);
  }
  if (e.ROLE !== 'all' && (!e.REDIS_URL || !e.DATABASE_URL)) {
    // Separate API and worker processes share jobs through Redis and data through PostgreSQL.
    return invalid(ctx, `ROLE=${e.ROLE} needs REDIS_URL and DATABASE_URL`, e);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return invalid(ctx, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together', e);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    return invalid(ctx, 'S3_ENDPOINT and S3 credentials need S3_BUCKET', e);
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_MEMORY_KIB < OWASP_MEMORY_KIB) {
    return invalid(ctx, `PASSWORD_HASH_MEMORY_KIB must be at least ${OWASP_MEMORY_KIB} in production`, e);
  }
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** Unset: loadConfig generates one once into DATA_DIR. */
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    corsOrigin: e.CORS_ORIGIN ?? new URL(publicUrl).origin,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** auto: readable lines on a terminal, JSON otherwise (a log collector, CI, tests). */
    logFormat: e.LOG_FORMAT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** argon2id memory per password hash, in KiB (t = 2, p = 1). */
    passwordHashMemoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    staticDir: path.resolve(e.STATIC_DIR ?? 'dist'),
    generationConcurrency: e.GENERATION_CONCURRENCY,
    /**
     * Worker threads that draw rooms (0: on the event loop). No more than the rooms drawn at
     * once, since a thread with nothing to draw only holds memory.
     */
    renderThreads: Math.min(e.RENDER_THREADS ?? defaultRenderThreads(), e.GENERATION_CONCURRENCY),
    redisUrl: e.REDIS_URL,
    /** all: one process does everything; api and worker split the scaled setup. */
    role: e.ROLE,
    /** How long a worker holds a job before another may take it over (BullMQ lock). */
    generationLockMs: e.GENERATION_LOCK_MS,
    imageApi: e.IMAGE_API_URL
      ? {
          url: e.IMAGE_API_URL,
          key: e.IMAGE_API_KEY,
          model: e.IMAGE_API_MODEL,
          timeoutMs: e.IMAGE_API_TIMEOUT_MS,
          retries: e.IMAGE_API_RETRIES,
        }
      : undefined,
    /** Unset: media and room photos are files under DATA_DIR. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
});

export type Config = z.output<typeof configSchema> & { jwtSecret: string };

export class ConfigError extends Error {}

/** Reads the environment; embedded defaults need no service. Creates DATA_DIR and, once, its JWT secret. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = parsed.data;
  mkdirSync(config.dataDir, { recursive: true });
  return { ...config, jwtSecret: config.jwtSecret ?? readOrCreateSecret(config.dataDir) };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    // 'wx' so two processes starting on one DATA_DIR cannot overwrite each other's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
