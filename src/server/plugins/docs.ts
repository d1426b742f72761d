import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only: the fields of a multipart/form-data body the handler reads part by
     * part (a `body` schema would be validated, and such a body is not parsed before the handler).
     */
    multipartBody?: unknown;
  }
}

export const API_VERSION = '0.1.0';
export const DOCS_PREFIX = '/docs';
export const BEARER_SCHEME = 'bearerAuth';

/** The areas of the API; a route gets the tag of the first area one of whose prefixes its URL starts with. */
export const API_AREAS = [
  {
    name: 'auth',
    description: 'Sign-up, sign-in, verification codes, password reset (no token)',
    prefixes: ['/auth/'],
  },
  {
    name: 'catalog',
    description: 'Filter options, furniture pages, and the procedural product art (public, like all media)',
    prefixes: ['/user/filter', '/user/furnitures', '/media/catalog/'],
  },
  { name: 'projects', description: "The caller's generated rooms", prefixes: ['/user/projects', '/user/project/'] },
  {
    name: 'recommendations',
    description: "Complete sets for a room, swaps for one piece, similar items; ranked with the caller's taste",
    prefixes: ['/user/recommendations', '/user/furniture/'],
  },
  {
    name: 'room-photos',
    description: "The caller's own room photos (private; shown through signed URLs that expire)",
    prefixes: ['/user/room-photos', '/media/room-photos/'],
  },
  { name: 'user', description: 'The signed-in account: profile, photo, password, selection', prefixes: ['/user/'] },
  { name: 'health', description: 'Liveness and database check', prefixes: ['/healthz'] },
] as const;

// Every /user/* route runs app.authenticate (API.md: "token needed").
const needsToken = (url: string) => url.startsWith('/user/');

// Served by the app but not API: the SPA shell and its assets, its runtime config, stored media, this viewer.
const NOT_API = new Set(['/', '/*', '/config.js', '/media/*']);
const isHidden = (url: string) => NOT_API.has(url) || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

// OpenAPI ignores header parameters with these names: the request body's media type, the
// response's and the security scheme say them.
const IGNORED_HEADERS = ['accept', 'content-type', 'authorization'];

type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

function withoutIgnoredHeaders(headers: JsonObject | undefined): JsonObject | undefined {
  if (!headers?.properties) return headers;
  const properties = Object.fromEntries(
    Object.entries(headers.properties).filter(([name]) => !IGNORED_HEADERS.includes(name.toLowerCase())),
  );
  if (!Object.keys(properties).length) return undefined;
  const required = headers.required?.filter((name) => name in properties);
  return { ...headers, properties, required: required?.length ? required : undefined };
}

const STATUS_DESCRIPTIONS: Record<string, string> = {
  '2': 'Success',
  '4': 'Refused: the failure envelope, whose `code` says why',
  '5': 'Server failure: the failure envelope',
};

/** A description for each response that has none (OpenAPI requires one). */
function describeResponses(response: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(response).map(([status, r]) => [
      status,
      r.description || r.content ? r : { ...r, 'x-response-description': STATUS_DESCRIPTIONS[status[0]] ?? status },
    ]),
  );
}

/** The zod transform, plus what the document knows by URL: hidden routes, the area tag and the token. */
const transform: SwaggerTransform = (input) => {
  if (isHidden(input.url)) return { schema: { hide: true }, url: input.url };
  const { multipartBody, ...routeSchema } = (input.schema ?? {}) as Record<string, unknown>;
  const zodInput = multipartBody && !routeSchema.body ? { ...routeSchema, body: multipartBody } : routeSchema;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: zodInput }) as {
    schema: Record<string, unknown>;
    url: string;
  };
  const area = API_AREAS.find((a) => a.prefixes.some((p) => url.startsWith(p)));
  const headers = withoutIgnoredHeaders(schema.headers as JsonObject | undefined);
  const { headers: _headers, ...rest } = schema;
  return {
    url,
    schema: {
      ...rest,
      ...(headers && { headers }),
      ...(rest.response
        ? { response: describeResponses(rest.response as Record<string, Record<string, unknown>>) }
        : {}),
      ...(!rest.tags && area && { tags: [area.name] }),
      ...(!rest.security && needsToken(url) && { security: [{ [BEARER_SCHEME]: [] }] }),
    },
  };
};

// The viewer's page loads its scripts, styles and images from its own files (the logo is a data: URL).
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI 3.1 document of the routes, made from their zod schemas as they are added (so this
 * plugin is registered before any route): served at /docs/json, with a viewer at /docs.
 */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roomwise',
        version: API_VERSION,
        description:
          'The wire contract of Roomwise. Answers are the envelope `{success, message?, data}`, failures ' +
          '`{success: false, code, message}`. Product calls need the JWT of a verified account.',
      },
      tags: API_AREAS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from sign-up or sign-in, as `Authorization: Bearer <token>`.',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    uiConfig: { deepLinking: true },
  });
}

export default fp(docsPlugin, { name: 'docs' });
