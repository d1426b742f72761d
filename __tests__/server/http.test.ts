import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createVerifiedUser, GOOD_PASSWORD } from '../support/server/accounts';
import { makeTestApp, type TestApp } from '../support/server/testApp';

describe('HTTP basics', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await makeTestApp({ env: { PUBLIC_URL: 'https://rooms.example.com' } });
    app = t.app;
  });
  afterAll(() => t.close());

  it('GET /healthz checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) },
    });
  });

  it('gives every answer a request id, and keeps one the caller sent', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(b.headers['x-request-id']).toBe('trace-123');
  });

  it('sends helmet security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows CORS from the SPA origin only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ours = await preflight('https://rooms.example.com');
    expect(ours.statusCode).toBe(204);
    expect(ours.headers['access-control-allow-origin']).toBe('https://rooms.example.com');
    const theirs = await preflight('https://evil.example.net');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/user/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not-found', message: expect.any(String) });
  });

  describe('bad input gets a clear error in the envelope', () => {
    const post = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      app.inject({ method: 'POST', url: '/auth/login', payload, headers });

    it('malformed JSON', async () => {
      const res = await post('{"email": "a@b.co", ');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'validation',
        message: 'The request body is not valid JSON.',
      });
    });

    it('wrong types name the field', async () => {
      const res = await post({ email: 42, password: ['x'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'validation', message: expect.stringContaining('email') });
    });

    it('a body over 64 KB is 413', async () => {
      const res = await post({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, code: 'payload-too-large', message: expect.any(String) });
    });

    it('an overlong field is 400, not a slow hash', async () => {
      const res = await post({ email: 'a@b.co', password: 'x'.repeat(10_000) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });

    it('an unsupported content type is 415', async () => {
      const res = await post('<email>a</email>', { 'content-type': 'application/xml' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, code: 'unsupported-media-type', message: expect.any(String) });
    });

    it('a missing body is 400', async () => {
      const res = await app.inject({ method: 'POST', url: '/auth/login' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });
  });
});

describe('graceful shutdown', () => {
  it('lets in-flight requests finish and turns new ones away while closing', async () => {
    const t = await makeTestApp();
    const { app } = t;
    const { user } = await createVerifiedUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const body = JSON.stringify({ email: user.email, password: GOOD_PASSWORD });
    const login = () =>
      fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await login()).status).toBe(200); // opens a keep-alive connection

    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    const inFlight = login(); // the password hash keeps it busy for a while
    await arrived;
    const closing = t.close();
    const late = await login().then(
      (r) => r.status,
      () => 'refused',
    );
    expect((await inFlight).status).toBe(200);
    expect([503, 'refused']).toContain(late);
    await closing;
  });
});
