import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '../../shared/api';
import { AppError } from '../errors';

const envelope = (code: ErrorCode, message: string): ErrorEnvelope => ({ success: false, code, message });

// Fastify's and its plugins' own errors, mapped to API.md's codes.
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'validation', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation', message: 'Invalid content length.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'File is larger than 2097152 bytes' },
  FST_FILES_LIMIT: { status: 400, code: 'validation', message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 400, code: 'validation', message: 'Too many parts.' },
  FST_FIELDS_LIMIT: { status: 400, code: 'validation', message: 'Too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'The request is not multipart.',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'validation', message: 'Invalid request.' },
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0] as
    { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } } | undefined;
  if (!first) return 'Invalid request.';
  const issuePath = first.params?.issue?.path;
  const field =
    Array.isArray(issuePath) && issuePath.length
      ? issuePath.join('.')
      : first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const where = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext} ` : '';
  return field ? `Invalid ${where}field "${field}": ${first.message}` : (first.message ?? 'Invalid request.');
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toEnvelope());
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(envelope('validation', validationMessage(error)));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send(envelope(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope('rate-limited', 'Too many requests, please try again later.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send(envelope('validation', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope('internal', 'Something went wrong on our side. Please try again.'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
