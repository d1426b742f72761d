import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/server/db/schema';
import { createVerifiedUser } from '../support/server/accounts';
import { makeTestApp, TEST_JWT_SECRET, TestClock, type TestApp } from '../support/server/testApp';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('tokens on product calls', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock();
  const me = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/user/me', headers: authorization === undefined ? {} : { authorization } });

  beforeAll(async () => {
    t = await makeTestApp({ clock });
    app = t.app;
  });
  afterAll(() => t.close());

  it('a missing token is 401 unauthorized', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'unauthorized', message: expect.any(String) });
  });

  it('carries sub, iat, exp (7 days) and ver, signed HS256', async () => {
    const { user, token } = await createVerifiedUser(app);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ sub: user.id, ver: 0, iat: clock.now() / 1000, exp: clock.now() / 1000 + 7 * 24 * 3600 });
  });

  it('an expired token is 401 token-expired with its exact message', async () => {
    const { token } = await createVerifiedUser(app);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(7 * 24 * 3600 * 1000);
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'token-expired', message: 'Token has expired' });
  });

  it.each([
    [
      'tampered payload',
      (token: string, id: string) => {
        const [h, , s] = token.split('.');
        return `${h}.${b64({ sub: id, ver: 5, iat: 1, exp: 9999999999 })}.${s}`;
      },
    ],
    [
      'alg none',
      (_: string, id: string) =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: id, ver: 0, iat: 1, exp: 9999999999 })}.`,
    ],
    [
      'another secret',
      (_: string, id: string) =>
        sign({ alg: 'HS256', typ: 'JWT' }, { sub: id, ver: 0, iat: 1, exp: 9999999999 }, 'x'.repeat(40)),
    ],
    [
      'HS512 with our secret',
      (_: string, id: string) => {
        const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub: id, ver: 0, iat: 1, exp: 9999999999 })}`;
        return `${body}.${createHmac('sha512', TEST_JWT_SECRET).update(body).digest('base64url')}`;
      },
    ],
    ['garbage', () => 'not.a.jwt'],
    [
      'a sub that is not an id',
      () => sign({ alg: 'HS256', typ: 'JWT' }, { sub: "1' or '1'='1", ver: 0, iat: 1, exp: 9999999999 }),
    ],
    ['no exp', (_: string, id: string) => sign({ alg: 'HS256', typ: 'JWT' }, { sub: id, ver: 0, iat: 1 })],
  ])('%s is 401 invalid-token', async (_, forge) => {
    const { user, token } = await createVerifiedUser(app);
    const res = await me(`Bearer ${forge(token, user.id)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'invalid-token', message: 'Invalid jwt token provided' });
  });

  it('a header that is not a Bearer token is 401 invalid-token', async () => {
    const { token } = await createVerifiedUser(app);
    expect((await me(`Basic ${token}`)).json().code).toBe('invalid-token');
  });

  it('a token of a deleted account is 401 invalid-token', async () => {
    // Deleted before its first use, so no cached row stands in for it (see userCache.ts).
    const { user, token } = await createVerifiedUser(app);
    await app.db.delete(users).where(eq(users.id, user.id));
    expect((await me(`Bearer ${token}`)).json().code).toBe('invalid-token');
  });

  it('an unverified account gets 403 email-unverified on product calls', async () => {
    const { token } = await createVerifiedUser(app, { emailVerified: false });
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email-unverified');
  });
});
