import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '../../shared/api';
import { PHOTO_MAX_BYTES } from '../../shared/constants';
import { AppError, routeNotFoundMessage } from '../errors';

const envelope = (code: ErrorCode, message: string): ErrorEnvelope => ({ success: false, code, message });

interface Failure {
  status: number;
  code: ErrorCode;
  message: string;
}

// Fastify's and its plugins' own errors, mapped to API.md's codes.
const FASTIFY_CODES: Record<string, Failure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'validation', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation', message: 'Invalid content length.' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'payload-too-large',
    message: `File is larger than ${PHOTO_MAX_BYTES} bytes`,
  },
  FST_FILES_LIMIT: { status: 400, code: 'validation', message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 400, code: 'validation', message: 'Too many parts.' },
  FST_FIELDS_LIMIT: { status: 400, code: 'validation', message: 'Too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'The request is not multipart.',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'validation', message: 'Invalid request.' },
  FST_ERR_BAD_URL: { status: 400, code: 'validation', message: 'The address is not a valid URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'validation', message: 'The address is too long.' },
};

/** Any other error that carries an HTTP status: the code of API.md that status means. */
function failureByStatus(status: number, error: FastifyError, request: FastifyRequest): Failure | undefined {
  switch (status) {
    case 401:
      return { status, code: 'unauthorized', message: 'Authentication required' };
    case 403:
      return { status, code: 'forbidden', message: 'You are not allowed to do that.' };
    case 404:
    case 405:
      return { status, code: 'not-found', message: routeNotFoundMessage(request) };
    case 413:
      return { status, code: 'payload-too-large', message: 'The request body is too large.' };
    case 415:
      return { status, code: 'unsupported-media-type', message: 'Unsupported content type.' };
    case 429:
      return { status, code: 'rate-limited', message: 'Too many requests, please try again later.' };
    case 503:
      return { status, code: 'unavailable', message: 'The service is busy right now. Please try again shortly.' };
  }
  // The remaining client errors (a bad range, a malformed header, ...) are a request to correct.
  if (status >= 400 && status < 500) return { status, code: 'validation', message: error.message };
  return undefined;
}

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

/** Answers any error with API.md's failure envelope; logs what the server, not the client, got wrong. */
function sendFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.toEnvelope());
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.code(400).send(envelope('validation', validationMessage(error)));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return reply.code(known.status).send(envelope(known.code, known.message));
  const byStatus = error.statusCode ? failureByStatus(error.statusCode, error, request) : undefined;
  if (byStatus && byStatus.status < 500) {
    if (byStatus.code !== 'rate-limited') request.log.info({ err: error }, 'client error');
    return reply.code(byStatus.status).send(envelope(byStatus.code, byStatus.message));
  }
  request.log.error({ err: error }, 'request failed');
  if (byStatus) return reply.code(byStatus.status).send(envelope(byStatus.code, byStatus.message));
  return reply.code(500).send(envelope('internal', 'Something went wrong on our side. Please try again.'));
}

/** Fastify's `frameworkErrors` option: malformed URLs and overlong path parameters get the envelope too. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  void sendFailure(error, request, reply);
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(sendFailure);
}

export default fp(errorsPlugin, { name: 'errors' });
