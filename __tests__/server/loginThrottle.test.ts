import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LIMITS, LOGIN_DELAYS, loginDelaySeconds } from '../../src/server/limits';
import { createVerifiedUser, GOOD_PASSWORD } from '../support/server/accounts';
import { MailCatcher } from '../support/server/smtp';
import { makeTestApp, TestClock, type TestApp } from '../support/server/testApp';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const WRONG = 'Wrong-pass1';

describe('wrong passwords: growing delays per account and address, a high account-wide ceiling', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const mail = new MailCatcher();
  const clock = new TestClock();
  let ipCounter = 0;
  const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress: ip });
  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

  beforeAll(async () => {
    clock.driveDate();
    t = await makeTestApp({ env: { SMTP_URL: await mail.start() }, clock });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
    clock.restoreDate();
  });

  it('the delays: none for the first 5 failures, then 1 s, 2 s, 4 s ... up to 15 minutes', () => {
    expect([1, 5, 6, 7, 8, 9, 15, 16, 40].map(loginDelaySeconds)).toEqual([0, 0, 1, 2, 4, 8, 512, 900, 900]);
  });

  it('from one address: 5 free failures, then each failure delays that address longer', async () => {
    const { user } = await createVerifiedUser(app);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_DELAYS.free; i++) expect((await login(user.email, WRONG, ip)).statusCode).toBe(401);

    const seen: number[] = [];
    for (const expected of [1, 2, 4, 8]) {
      expect((await login(user.email, WRONG, ip)).statusCode).toBe(401);
      // Even the right password waits out the delay.
      const delayed = await login(user.email, GOOD_PASSWORD, ip);
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json()).toEqual({
        success: false,
        code: 'rate-limited',
        message: 'Too many failed sign-ins. Please wait a moment and try again.',
      });
      seen.push(retryAfter(delayed));
      clock.advance(expected * 1000 + 1);
    }
    expect(seen).toEqual([1, 2, 4, 8]);
    // Past the last delay the right password works, and clears the count for that address.
    expect((await login(user.email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(user.email, WRONG, ip)).statusCode).toBe(401);
    expect((await login(user.email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('a stranger delayed on one address does not keep the owner out from another', async () => {
    const { user } = await createVerifiedUser(app);
    const stranger = freshIp();
    for (let i = 0; i < LOGIN_DELAYS.free + 1; i++) {
      expect((await login(user.email, WRONG, stranger)).statusCode).toBe(401);
    }
    expect((await login(user.email, GOOD_PASSWORD, stranger)).statusCode).toBe(429);
    expect((await login(user.email, GOOD_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it(`the account-wide ceiling: ${LIMITS.failedLoginsPerAccount.max} failures from many addresses in 15 minutes lock it everywhere, until the window ends`, async () => {
    const { user } = await createVerifiedUser(app);
    for (let i = 0; i < LIMITS.failedLoginsPerAccount.max; i++) {
      // Few enough per address to stay within its free failures.
      expect((await login(user.email, WRONG, `10.4.${Math.floor(i / 4)}.${i % 4}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, GOOD_PASSWORD, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate-limited');
    expect(retryAfter(locked)).toBeGreaterThan(0);
    clock.advance(15 * MINUTE + 1000);
    expect((await login(user.email, GOOD_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  async function resetCode(email: string, ip: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/password-reset-request',
      payload: { email },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return MailCatcher.code(await mail.next(email));
  }

  it('a right e-mail code lifts the lock: the delay and the account-wide count go', async () => {
    const { user } = await createVerifiedUser(app);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_DELAYS.free + 1; i++) await login(user.email, WRONG, ip);
    expect((await login(user.email, GOOD_PASSWORD, ip)).statusCode).toBe(429);

    const code = await resetCode(user.email, ip);
    const verified = await app.inject({
      method: 'POST',
      url: '/auth/verify',
      payload: { email: user.email, code, purpose: 'passwordReset' },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    expect((await login(user.email, GOOD_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('a password reset lifts the account-wide lock', async () => {
    const { user } = await createVerifiedUser(app);
    for (let i = 0; i < LIMITS.failedLoginsPerAccount.max; i++) {
      await login(user.email, WRONG, `10.5.${Math.floor(i / 4)}.${i % 4}`);
    }
    const ip = freshIp();
    expect((await login(user.email, GOOD_PASSWORD, ip)).statusCode).toBe(429);
    const code = await resetCode(user.email, ip);
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: user.email, code, password: 'Brand-New-Room2' },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Brand-New-Room2', ip)).statusCode).toBe(200);
  });
});
