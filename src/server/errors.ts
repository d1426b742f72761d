import type { FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorEnvelope } from '../shared/api';

/** An error that reaches the client as the failure envelope of API.md. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toEnvelope(): ErrorEnvelope {
    return { success: false, message: this.message, code: this.code };
  }
}

export const badRequest = (message: string, code: ErrorCode = 'validation') => new AppError(400, code, message);
export const notFound = (message = 'Not found') => new AppError(404, 'not-found', message);
export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests, please try again later.') =>
  new AppError(429, 'rate-limited', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The message of a 404 for a path (or method) no route serves. */
export const routeNotFoundMessage = (request: Pick<FastifyRequest, 'method' | 'url'>) =>
  `Route ${request.method} ${request.url.split('?')[0]} not found`;
