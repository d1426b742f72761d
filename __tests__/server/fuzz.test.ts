import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorEnvelopeSchema } from '../../src/shared/schemas/common';
import { createVerifiedUser, GOOD_PASSWORD } from '../support/server/accounts';
import { makeTestApp, type TestApp } from '../support/server/testApp';

/**
 * Property: whatever a client sends to a JSON route (bodies and queries built from the shared
 * request schemas' fields, then mutated: wrong types, missing and extra fields, NUL, surrogate
 * halves, percent signs, long strings), the answer is a 2xx or a 4xx in the failure envelope,
 * never a 5xx. Runs are bounded (RUNS per route) so the file stays well under a minute.
 */
const RUNS = 100;
jest.setTimeout(120_000);

// Code units a careless parser or database trips on, mixed with any code point.
const nasty = fc.constantFrom('\u0000', '\ud800', '\udfff', '%', '%00', '\u202e', '\\', '"', "'", '\n', 'é', '😀');
const anyText = fc.string({
  unit: fc.oneof(nasty, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 40,
});
const scalar = fc.oneof(anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(''));
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(anyText, scalar, { maxKeys: 3 }),
  fc.constant('x'.repeat(5000)),
);

/** An object with some of `fields` (each a plausible or a wrong value) and maybe extra keys. */
const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(
    {
      ...Object.fromEntries(Object.entries(fields).map(([k, plausible]) => [k, fc.oneof(plausible, value)])),
      extra: value,
    },
    { requiredKeys: [] },
  );

const email = fc.oneof(
  fc.emailAddress(),
  anyText.map((s) => `${s}@example.com`),
);
const password = fc.oneof(fc.constant(GOOD_PASSWORD), anyText);
const code = fc.oneof(fc.stringMatching(/^\d{4}$/), anyText);
const purpose = fc.constantFrom('emailVerification', 'passwordReset');

type Fuzzed = { method: 'POST' | 'PATCH' | 'GET'; url: string; payload?: unknown; rawJson?: string };

/** Bodies: JSON of the object, or (now and then) not JSON at all, or a bare JSON value. */
const jsonRoute = (method: 'POST' | 'PATCH', url: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 8, arbitrary: bodyOf(fields).map((payload): Fuzzed => ({ method, url, payload })) },
    value.map((v): Fuzzed => ({ method, url, rawJson: JSON.stringify(v) ?? 'null' })),
    anyText.map((s): Fuzzed => ({ method, url, rawJson: `{"a":${s}` })),
  );

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a surrogate half; UTF-8 makes it U+FFFD). */
const percentEncoded = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const queryValue = fc.oneof(
  anyText,
  fc.integer({ min: -5, max: 500 }).map(String),
  fc.constantFrom('Sofas', 'Modern', 'Oak'),
);
/** A query string of some of `keys`, each once or repeated, percent-encoded or written raw. */
const queryRoute = (path: string, keys: string[]) =>
  fc
    .tuple(fc.array(fc.tuple(fc.constantFrom(...keys, 'other'), queryValue), { maxLength: 6 }), fc.boolean())
    .map(([pairs, raw]): Fuzzed => {
      const query = pairs
        .map(([k, v]) =>
          raw ? `${k}=${v.replace(/[^\x21-\x7e]|#/g, '')}` : `${percentEncoded(k)}=${percentEncoded(v)}`,
        )
        .join('&');
      return { method: 'GET', url: query ? `${path}?${query}` : path };
    });

const ROUTES: Record<string, fc.Arbitrary<Fuzzed>> = {
  'POST /auth/register': jsonRoute('POST', '/auth/register', {
    firstname: anyText,
    lastname: anyText,
    email,
    password,
  }),
  'POST /auth/login': jsonRoute('POST', '/auth/login', { email, password }),
  'POST /auth/resend-token': jsonRoute('POST', '/auth/resend-token', { email, purpose }),
  'POST /auth/verify': jsonRoute('POST', '/auth/verify', { email, code, purpose }),
  'POST /auth/password-reset-request': jsonRoute('POST', '/auth/password-reset-request', { email }),
  'POST /auth/password-reset': jsonRoute('POST', '/auth/password-reset', { email, code, password }),
  'PATCH /user/me/password/update': jsonRoute('PATCH', '/user/me/password/update', {
    currentPassword: password,
    password,
  }),
  'PATCH /user/sync': jsonRoute('PATCH', '/user/sync', {
    selectedFurnitures: fc.array(fc.oneof(bodyOf({ _id: anyText }), value), { maxLength: 5 }),
  }),
  'GET /user/furnitures': queryRoute('/user/furnitures', ['items', 'items[]', 'style', 'color', 'limit', 'count']),
  'GET /user/projects': queryRoute('/user/projects', ['page', 'limit']),
  'GET /user/project/{id}': anyText.map((id): Fuzzed => ({
    method: 'GET',
    url: `/user/project/${percentEncoded(id)}`,
  })),
};

describe('fuzz: every JSON route answers 2xx or an enveloped 4xx, never 5xx', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let auth: { authorization: string };
  let ip = 0;

  beforeAll(async () => {
    t = await makeTestApp();
    app = t.app;
    ({ auth } = await createVerifiedUser(app));
  });
  afterAll(() => t.close());

  const send = (request: Fuzzed): Promise<LightMyRequestResponse> =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: { ...auth, ...(request.method !== 'GET' && { 'content-type': 'application/json' }) },
      payload: request.rawJson ?? (request.payload === undefined ? undefined : JSON.stringify(request.payload)),
      // Spread over addresses, so the per-address limits do not turn every answer into a 429.
      remoteAddress: `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    });

  it.each(Object.entries(ROUTES))('%s', async (_route, requests) => {
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const res = await send(request);
        // On failure the message shows the request and the answer (fast-check also shrinks it).
        const outcome = { request, status: res.statusCode, body: res.body.slice(0, 300) };
        expect({ ...outcome, answered: res.statusCode >= 200 && res.statusCode < 500 }).toMatchObject({
          answered: true,
        });
        if (res.statusCode >= 400) expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
        else expect(res.json()).toMatchObject({ success: true });
      }),
      { numRuns: RUNS },
    );
  });
});
