import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../src/server/config';
import { logStream, prettyLogs } from '../../src/server/logging';
import { startupSummary } from '../../src/server/startupSummary';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'roomwise-summary-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const summary = (env: Record<string, string>) => startupSummary(loadConfig({ DATA_DIR: dataDir, ...env }));

test('embedded defaults: the URL, PGlite under DATA_DIR and the outbox', () => {
  expect(summary({})).toEqual([
    'Roomwise at http://localhost:3000 (listening on 0.0.0.0:3000)',
    `database: PGlite (embedded) in ${path.join(dataDir, 'pglite')}`,
    `mail: not sent; written to ${path.join(dataDir, 'outbox')}/*.eml, verification codes also in this log`,
    'rooms: composited here (IMAGE_API_URL unset)',
    `media: files in ${path.join(dataDir, 'media')} (room photos in ${path.join(dataDir, 'private')})`,
    `data: ${dataDir}`,
  ]);
});

test('services from the environment are named without their passwords or other secrets', () => {
  const secrets = [
    'db-pass-1',
    'smtp-pass-2',
    'redis-pass-3',
    'sslpass-4',
    'image-key-5',
    'google-secret-6',
    's3-secret-7',
  ];
  const jwtSecret = 'j'.repeat(40);
  const lines = summary({
    PORT: '8080',
    PUBLIC_URL: 'https://rooms.example.com',
    DATABASE_URL: `postgres://roomwise:${secrets[0]}@db.internal:5432/roomwise?sslpassword=${secrets[3]}`,
    SMTP_URL: `smtps://mailer:${secrets[1]}@smtp.example.com:465`,
    REDIS_URL: `redis://:${secrets[2]}@redis.internal:6379/0`,
    IMAGE_API_URL: 'https://api.openai.com/v1',
    IMAGE_API_KEY: secrets[4],
    GOOGLE_CLIENT_ID: 'client-id',
    GOOGLE_CLIENT_SECRET: secrets[5],
    JWT_SECRET: jwtSecret,
    S3_BUCKET: 'roomwise-media',
    S3_ENDPOINT: 'https://minio.internal:9000',
    S3_ACCESS_KEY_ID: 'media-writer',
    S3_SECRET_ACCESS_KEY: secrets[6],
  });
  expect(lines).toEqual([
    'Roomwise at https://rooms.example.com (listening on 0.0.0.0:8080)',
    'database: PostgreSQL postgres://roomwise@db.internal:5432/roomwise',
    'mail: sent through SMTP smtps://mailer@smtp.example.com:465 from Roomwise <no-reply@roomwise.local>',
    'Redis: redis://redis.internal:6379/0',
    'rooms: composited, then sent to the image API https://api.openai.com/v1 (gpt-image-1)',
    'media: S3 bucket roomwise-media at https://minio.internal:9000',
    `data: ${dataDir}`,
  ]);
  const text = lines.join('\n');
  for (const secret of [...secrets, jwtSecret]) expect(text).not.toContain(secret);
});

test('a worker names its database and renderer, an API node its URL and mail', () => {
  const shared = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379/7' };
  const worker = summary({ ...shared, ROLE: 'worker' });
  expect(worker[0]).toBe('Roomwise generation worker (ROLE=worker)');
  expect(worker.join('\n')).not.toMatch(/^mail:/m);
  const api = summary({ ...shared, ROLE: 'api' });
  expect(api[0]).toBe('Roomwise (ROLE=api) at http://localhost:3000 (listening on 0.0.0.0:3000)');
  expect(api.join('\n')).not.toMatch(/^rooms:/m);
});

test('logs are readable lines on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
  expect(prettyLogs('auto', true)).toBe(true);
  expect(prettyLogs('auto', false)).toBe(false);
  expect(prettyLogs('json', true)).toBe(false);
  expect(prettyLogs('pretty', false)).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir }).logFormat).toBe('auto');
  expect(() => loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  expect(logStream({ logLevel: 'info', logFormat: 'auto' }, false)).toBeUndefined();
});

test('the pretty stream writes the summary as plain lines at LOG_LEVEL', () => {
  let written = '';
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const pretty = logStream({ logLevel: 'info', logFormat: 'pretty' }, false, collect)!;
  const log = pino({ level: 'info' }, pretty);
  log.info('database: PGlite (embedded) in /srv/data/pglite');
  log.debug('below LOG_LEVEL');
  expect(written).toMatch(/INFO.*: database: PGlite \(embedded\) in \/srv\/data\/pglite\n/);
  expect(written).not.toContain('{');
  expect(written).not.toContain('below LOG_LEVEL');
});
