import path from 'node:path';
import type { Config } from './config';

/** A service address without what must stay out of logs: password, query (it may hold one), fragment. */
export function safeUrl(url: string): string {
  const u = new URL(url);
  const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
  const pathname = u.pathname === '/' ? '' : u.pathname;
  return `${u.protocol}//${user}${u.host}${pathname}`;
}

type SummaryConfig = Pick<
  Config,
  | 'role'
  | 'publicUrl'
  | 'host'
  | 'port'
  | 'dataDir'
  | 'databaseUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'redisUrl'
  | 'imageApi'
  | 's3'
>;

/** The first lines of the log: where the app is and which services it uses. Never a secret. */
export function startupSummary(config: SummaryConfig): string[] {
  const lines: string[] = [];
  if (config.role === 'worker') {
    lines.push('Roomwise generation worker (ROLE=worker)');
  } else {
    const role = config.role === 'api' ? ' (ROLE=api)' : '';
    lines.push(`Roomwise${role} at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
  }
  lines.push(
    config.databaseUrl
      ? `database: PostgreSQL ${safeUrl(config.databaseUrl)}`
      : `database: PGlite (embedded) in ${path.join(config.dataDir, 'pglite')}`,
  );
  if (config.role !== 'worker') {
    lines.push(
      config.smtpUrl
        ? `mail: sent through SMTP ${safeUrl(config.smtpUrl)} from ${config.mailFrom}`
        : `mail: not sent; written to ${path.join(config.dataDir, 'outbox')}/*.eml, verification codes also in this log`,
    );
  }
  if (config.redisUrl) lines.push(`Redis: ${safeUrl(config.redisUrl)}`);
  if (config.role !== 'api') {
    lines.push(
      config.imageApi
        ? `rooms: composited, then sent to the image API ${safeUrl(config.imageApi.url)} (${config.imageApi.model})`
        : 'rooms: composited here (IMAGE_API_URL unset)',
    );
  }
  lines.push(
    config.s3
      ? `media: S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${safeUrl(config.s3.endpoint)}` : ` (AWS, ${config.s3.region})`}`
      : `media: files in ${path.join(config.dataDir, 'media')} (room photos in ${path.join(config.dataDir, 'private')})`,
  );
  lines.push(`data: ${config.dataDir}`);
  return lines;
}
