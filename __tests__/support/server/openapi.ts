import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../../../src/server/openapi';

interface MediaType {
  schema?: unknown;
}
export interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  openapi: string;
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

export const OPENAPI_PATH = path.join(__dirname, '..', '..', '..', OPENAPI_FILE);

/** The checked-in document (its test proves it is the one the routes make); none yet: no paths. */
export const checkedInDocument = (): OpenApiDocument =>
  existsSync(OPENAPI_PATH)
    ? (JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument)
    : { openapi: '3.1.0', paths: {} };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document, keyed `METHOD /path` as the path is written there. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, method, route, operation })),
  );
}

/** The documented answer for a status: the code itself, then its range (4XX), then default. */
export function documentedStatus(operation: Operation, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in operation.responses);
}

const pointer = (...segments: string[]) =>
  segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const DOCUMENT_ID = 'https://roomwise.local/openapi.json';
// OpenAPI 3.1's own keywords: the document's top level and the Schema Object's additions.
const OPENAPI_KEYWORDS = [
  ...['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags'],
  ...['externalDocs', 'discriminator', 'xml', 'example'],
];

/**
 * Checks answers against the document's JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses), with
 * its $refs to components resolved inside the document.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validate = (schemaPointer: string, value: unknown) => {
    let validator = validators.get(schemaPointer);
    if (!validator) {
      validator = ajv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` });
      validators.set(schemaPointer, validator);
    }
    return validator(value) ? [] : (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };

  return {
    /** What is wrong with an answer to `method route` (nothing: an empty list). */
    answerProblems(
      method: string,
      route: string,
      answer: { statusCode: number; headers: Record<string, unknown>; body: string },
    ): string[] {
      const operation = document.paths[route][method];
      const status = documentedStatus(operation, answer.statusCode);
      if (!status)
        return [`status ${answer.statusCode} is not documented (${Object.keys(operation.responses).join(', ')})`];
      const { content } = operation.responses[status];
      if (!content) return answer.body === '' ? [] : [`status ${status} documents no body, got ${answer.body}`];
      const contentType = answer.headers['content-type'];
      const mediaType = (typeof contentType === 'string' ? contentType : '').split(';')[0].trim();
      if (!content[mediaType]?.schema) return [`status ${status} documents no ${mediaType || 'untyped'} body`];
      const body: unknown = /[/+]json$/.test(mediaType) ? JSON.parse(answer.body) : answer.body;
      return validate(pointer('paths', route, method, 'responses', status, 'content', mediaType, 'schema'), body);
    },

    /** What is wrong with a JSON request body for `method route`. */
    jsonBodyProblems(method: string, route: string, body: unknown): string[] {
      const content = document.paths[route][method].requestBody?.content;
      if (!content?.['application/json']) return ['the operation documents no JSON body'];
      return validate(pointer('paths', route, method, 'requestBody', 'content', 'application/json', 'schema'), body);
    },
  };
}
