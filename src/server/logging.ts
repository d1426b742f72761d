import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { Config } from './config';

type LogConfig = Pick<Config, 'logLevel' | 'logFormat'>;

export const LOG_REDACT = ['req.headers.authorization'];

/** Readable lines for a person at a terminal; JSON for everything that parses logs. */
export function prettyLogs(format: Config['logFormat'], isTTY: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTTY);
}

/** Where log lines go: a pino-pretty stream when they are read by a person, else pino's own stdout. */
export function logStream(
  config: LogConfig,
  isTTY = process.stdout.isTTY === true,
  destination: NodeJS.WritableStream | number = 1,
): DestinationStream | undefined {
  if (!prettyLogs(config.logFormat, isTTY)) return undefined;
  // sync: the last lines before an exit (a failed start) must not be lost in a buffer.
  return pinoPretty({
    colorize: isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    destination,
  });
}

/** Fastify's logger options (it adds its request serializers to them). */
export function fastifyLoggerOptions(config: LogConfig) {
  const stream = logStream(config);
  return { level: config.logLevel, redact: LOG_REDACT, ...(stream ? { stream } : {}) };
}

/** A logger outside Fastify (start-up summary, generation worker), formatted the same way. */
export function createLogger(config: LogConfig, base?: Record<string, unknown>): Logger {
  const options = { level: config.logLevel, redact: LOG_REDACT, ...(base ? { base } : {}) };
  const stream = logStream(config);
  return stream ? pino(options, stream) : pino(options);
}
