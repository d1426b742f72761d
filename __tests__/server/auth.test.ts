import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/server/db/schema';
import { CODE_FAILURES_PER_ACCOUNT_PER_DAY } from '../../src/server/limits';
import { createVerifiedUser, GOOD_PASSWORD, uniqueEmail } from '../support/server/accounts';
import { MailCatcher } from '../support/server/smtp';
import { makeTestApp, TestClock, type TestApp } from '../support/server/testApp';

const MINUTE = 60_000;
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('auth endpoints', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const mail = new MailCatcher();
  const clock = new TestClock();

  const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  async function register(email = uniqueEmail(), password = GOOD_PASSWORD) {
    const res = await post('/auth/register', { firstname: 'Mary', lastname: 'Shelley', email, password });
    expect(res.statusCode).toBe(201);
    const code = MailCatcher.code(await mail.next(email));
    return { email, password, code, token: res.json().data.token as string };
  }

  async function verifiedWithResetCode() {
    const { user } = await createVerifiedUser(app);
    expect((await post('/auth/password-reset-request', { email: user.email })).statusCode).toBe(200);
    return { user, code: MailCatcher.code(await mail.next(user.email)) };
  }

  const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

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

  describe('POST /auth/register', () => {
    it('creates an unverified account, answers 201 with token and user, and mails a code', async () => {
      const email = uniqueEmail('reg');
      const res = await post('/auth/register', {
        firstname: ' Mary ',
        lastname: 'Shelley',
        email: email.toUpperCase(),
        password: GOOD_PASSWORD,
        extra: 'ignored',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: expect.any(String),
        data: {
          token: expect.any(String),
          user: { id: expect.any(String), firstname: 'Mary', lastname: 'Shelley', email, photo: null },
        },
      });
      const [row] = await app.db.select().from(users).where(eq(users.email, email));
      expect(row.emailVerified).toBe(false);
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
      expect(MailCatcher.code(await mail.next(email))).toMatch(/^\d{4}$/);
    });

    it.each([
      ['short', 'Ab1!'],
      ['no uppercase', 'lowercase1!'],
      ['no lowercase', 'UPPERCASE1!'],
      ['no number', 'NoNumbers!!'],
      ['no special character', 'NoSpecial11'],
    ])('refuses a password with %s', async (_, password) => {
      const res = await post('/auth/register', { firstname: 'A', lastname: 'B', email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'validation',
        message: 'Password does not meet all requirements.',
      });
    });

    it('needs every field, a valid email, and answers 409 for a taken email', async () => {
      const blank = await post('/auth/register', {
        firstname: ' ',
        lastname: 'B',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
      });
      expect(blank.json()).toEqual({ success: false, code: 'validation', message: 'Please fill in all fields' });
      const badEmail = await post('/auth/register', {
        firstname: 'A',
        lastname: 'B',
        email: 'not-an-email',
        password: GOOD_PASSWORD,
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toEqual({ success: false, code: 'validation', message: 'Invalid email format' });
      const missing = await post('/auth/register', { firstname: 'A', email: uniqueEmail(), password: GOOD_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ success: false, code: 'validation' });
      const { user } = await createVerifiedUser(app);
      const taken = await post('/auth/register', {
        firstname: 'A',
        lastname: 'B',
        email: user.email,
        password: GOOD_PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, code: 'email-taken', message: expect.any(String) });
    });

    it('allows 30 registrations per address in 15 minutes, then 429 with Retry-After', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        // Invalid emails still count: the limit is checked after validation, so use taken-email attempts instead.
        const res = await post(
          '/auth/register',
          { firstname: 'A', lastname: 'B', email: 'taken@example.com', password: GOOD_PASSWORD },
          ip,
        );
        expect([201, 409]).toContain(res.statusCode);
      }
      const res = await post(
        '/auth/register',
        { firstname: 'A', lastname: 'B', email: uniqueEmail(), password: GOOD_PASSWORD },
        ip,
      );
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate-limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /auth/login', () => {
    it('signs in a verified account', async () => {
      const { user } = await createVerifiedUser(app);
      const res = await post('/auth/login', { email: user.email.toUpperCase(), password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { token: expect.any(String), user: { id: user.id, firstname: 'Ada' } },
      });
    });

    it('answers the same for an unknown email and a wrong password', async () => {
      const { user } = await createVerifiedUser(app);
      const unknown = await post('/auth/login', { email: uniqueEmail('ghost'), password: GOOD_PASSWORD });
      const wrongPassword = await post('/auth/login', { email: user.email, password: 'Wrong-pass1' });
      expect(unknown.statusCode).toBe(401);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ success: false, code: 'invalid-credentials', message: expect.any(String) });
      expect(wrongPassword.body).toBe(unknown.body);
    });

    it('says email-unverified only when the password is right', async () => {
      const { email, password } = await register();
      expect((await post('/auth/login', { email, password: 'Wrong-pass1' })).json().code).toBe('invalid-credentials');
      const res = await post('/auth/login', { email, password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'email-unverified', message: expect.any(String) });
    });

    it('allows 60 logins per address in 15 minutes, then 429', async () => {
      const ip = freshIp();
      const { user } = await createVerifiedUser(app);
      for (let i = 0; i < 60; i++) {
        expect((await post('/auth/login', { email: user.email, password: GOOD_PASSWORD }, ip)).statusCode).toBe(200);
      }
      const res = await post('/auth/login', { email: user.email, password: GOOD_PASSWORD }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /auth/verify', () => {
    it('refuses a wrong code with the exact message, then accepts the right one once', async () => {
      const { email, code } = await register();
      const bad = await post('/auth/verify', { email, code: wrong(code) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        success: false,
        code: 'code-invalid',
        message: 'Verification code does not match.',
      });
      expect((await post('/auth/verify', { email, code })).json()).toEqual({
        success: true,
        message: 'Verification successful.',
      });
      // Single use.
      expect((await post('/auth/verify', { email, code })).json().code).toBe('code-invalid');
    });

    it('answers an unknown email and a malformed code like a wrong code', async () => {
      const unknown = await post('/auth/verify', { email: uniqueEmail('ghost'), code: '1234' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('code-invalid');
      const { email } = await register();
      expect((await post('/auth/verify', { email, code: '12a4' })).json().code).toBe('code-invalid');
    });

    it('expires a code after 10 minutes', async () => {
      const { email, code } = await register();
      clock.advance(10 * MINUTE + 1);
      const res = await post('/auth/verify', { email, code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'code-expired', message: expect.any(String) });
    });

    it('voids a code after 5 wrong tries: the 6th try is 429 even with the right code', async () => {
      const { email, code } = await register();
      for (let i = 0; i < 5; i++) {
        expect((await post('/auth/verify', { email, code: wrong(code) })).json().code).toBe('code-invalid');
      }
      const sixth = await post('/auth/verify', { email, code });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ success: false, code: 'too-many-attempts', message: expect.any(String) });
    });

    it('a new code voids the previous one', async () => {
      const { email, code: first } = await register();
      clock.advance(61_000);
      expect((await post('/auth/resend-token', { email })).statusCode).toBe(200);
      const second = MailCatcher.code(await mail.next(email));
      if (first !== second)
        expect((await post('/auth/verify', { email, code: first })).json().code).toBe('code-invalid');
      expect((await post('/auth/verify', { email, code: second })).statusCode).toBe(200);
    });

    it('from one address: 5 free wrong codes, then that address waits; the owner elsewhere is not slowed', async () => {
      const { email, code: first } = await register();
      const stranger = freshIp();
      for (let i = 0; i < 5; i++)
        expect((await post('/auth/verify', { email, code: wrong(first) }, stranger)).statusCode).toBe(400);
      clock.advance(61_000);
      expect((await post('/auth/resend-token', { email })).statusCode).toBe(200);
      const code = MailCatcher.code(await mail.next(email));
      // The sixth wrong code from that address delays it, even for the right code.
      expect((await post('/auth/verify', { email, code: wrong(code) }, stranger)).json().code).toBe('code-invalid');
      const delayed = await post('/auth/verify', { email, code }, stranger);
      expect(delayed.statusCode).toBe(429);
      expect(Number(delayed.headers['retry-after'])).toBe(1);
      expect((await post('/auth/verify', { email, code }, freshIp())).statusCode).toBe(200);
    });

    it(`locks the account codes after ${CODE_FAILURES_PER_ACCOUNT_PER_DAY} wrong codes in 24 hours from any addresses, until a right password or the next day`, async () => {
      const { user, password } = await createVerifiedUser(app);
      const email = user.email;
      const newCode = async () => {
        clock.advance(61_000);
        expect((await post('/auth/password-reset-request', { email })).statusCode).toBe(200);
        return MailCatcher.code(await mail.next(email));
      };
      for (let round = 0; round < CODE_FAILURES_PER_ACCOUNT_PER_DAY / 5; round++) {
        const code = await newCode();
        for (let i = 0; i < 5; i++) {
          const res = await post('/auth/verify', { email, code: wrong(code), purpose: 'passwordReset' });
          expect(res.json().code).toBe('code-invalid');
        }
      }
      const locked = await post('/auth/verify', { email, code: await newCode(), purpose: 'passwordReset' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('too-many-attempts');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner signs in with the password: the lock a stranger caused is lifted.
      expect((await post('/auth/login', { email, password })).statusCode).toBe(200);
      const after = await newCode();
      expect((await post('/auth/verify', { email, code: after, purpose: 'passwordReset' })).statusCode).toBe(200);

      // Without a sign-in the lock ends after 24 hours.
      for (let round = 0; round < CODE_FAILURES_PER_ACCOUNT_PER_DAY / 5; round++) {
        const code = await newCode();
        for (let i = 0; i < 5; i++) await post('/auth/verify', { email, code: wrong(code), purpose: 'passwordReset' });
      }
      expect((await post('/auth/verify', { email, code: await newCode(), purpose: 'passwordReset' })).statusCode).toBe(
        429,
      );
      clock.advance(24 * 60 * MINUTE);
      const later = await newCode();
      expect((await post('/auth/verify', { email, code: later, purpose: 'passwordReset' })).statusCode).toBe(200);
    });

    it('of concurrent right answers exactly one wins', async () => {
      const { email, code } = await register();
      const results = await Promise.all(Array.from({ length: 8 }, () => post('/auth/verify', { email, code })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'code-invalid')).toBe(true);
    });

    it('with purpose passwordReset checks the code without using it up', async () => {
      const { user, code } = await verifiedWithResetCode();
      for (let i = 0; i < 2; i++) {
        expect((await post('/auth/verify', { email: user.email, code, purpose: 'passwordReset' })).statusCode).toBe(
          200,
        );
      }
      expect((await post('/auth/verify', { email: user.email, code, purpose: 'bogus' })).json().code).toBe(
        'validation',
      );
    });
  });

  describe('POST /auth/resend-token and /auth/password-reset-request', () => {
    it.each(['/auth/resend-token', '/auth/password-reset-request'])(
      '%s answers known and unknown emails identically, and once a minute per email',
      async (url) => {
        const { email } = await register();
        const known = await post(url, { email });
        const unknown = await post(url, { email: uniqueEmail('ghost') });
        expect(known.statusCode).toBe(200);
        expect(known.body).toBe(unknown.body);
        await mail.next(email);
        const again = await post(url, { email });
        expect(again.statusCode).toBe(429);
        expect(again.json().code).toBe('rate-limited');
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
        const unknownAgain = await post(url, { email: 'ghost-again@example.com' });
        expect((await post(url, { email: 'ghost-again@example.com' })).statusCode).toBe(429);
        expect(unknownAgain.statusCode).toBe(200);
        clock.advance(61_000);
        expect((await post(url, { email })).statusCode).toBe(200);
        await mail.next(email);
      },
    );

    it('the mail sent at register does not count against the cooldown', async () => {
      const { email } = await register();
      expect((await post('/auth/resend-token', { email })).statusCode).toBe(200);
      expect(MailCatcher.code(await mail.next(email))).toMatch(/^\d{4}$/);
    });

    it('sends no verification code to an already verified account', async () => {
      const { user } = await createVerifiedUser(app);
      expect((await post('/auth/resend-token', { email: user.email })).statusCode).toBe(200);
      await expect(mail.next(user.email, 300)).rejects.toThrow(/no mail/);
    });

    it('refuses an invalid email', async () => {
      const res = await post('/auth/password-reset-request', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'validation', message: 'Invalid email format' });
    });
  });

  describe('POST /auth/password-reset', () => {
    it('sets the new password, voids older tokens and uses the code up', async () => {
      const { user, code } = await verifiedWithResetCode();
      const oldToken = app.tokens.sign(user.id, user.tokenVersion);
      const res = await post('/auth/password-reset', { email: user.email, code, password: 'Brand-new-9' });
      expect(res.json()).toEqual({ success: true, message: 'Password reset successful.' });
      const me = await app.inject({ method: 'GET', url: '/user/me', headers: { authorization: `Bearer ${oldToken}` } });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('invalid-token');
      expect((await post('/auth/login', { email: user.email, password: 'Brand-new-9' })).statusCode).toBe(200);
      expect((await post('/auth/login', { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
      expect(
        (await post('/auth/password-reset', { email: user.email, code, password: 'Another-one-9' })).json().code,
      ).toBe('code-invalid');
    });

    it('checks the password rules first and keeps the code on a weak password', async () => {
      const { user, code } = await verifiedWithResetCode();
      const weak = await post('/auth/password-reset', { email: user.email, code, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({
        success: false,
        code: 'validation',
        message: 'Password does not meet all requirements.',
      });
      expect(
        (await post('/auth/password-reset', { email: user.email, code, password: 'Strong-pass-1' })).statusCode,
      ).toBe(200);
    });

    it('answers a wrong, expired or overused code like verify does', async () => {
      const { user, code } = await verifiedWithResetCode();
      expect(
        (await post('/auth/password-reset', { email: user.email, code: wrong(code), password: 'Strong-pass-1' })).json()
          .code,
      ).toBe('code-invalid');
      clock.advance(10 * MINUTE + 1);
      expect(
        (await post('/auth/password-reset', { email: user.email, code, password: 'Strong-pass-1' })).json().code,
      ).toBe('code-expired');
    });

    it('also verifies an unverified account, since the code came by mail', async () => {
      const { email, password } = await register();
      clock.advance(61_000);
      await post('/auth/password-reset-request', { email });
      const code = MailCatcher.code(await mail.next(email));
      expect((await post('/auth/password-reset', { email, code, password: 'Strong-pass-1' })).statusCode).toBe(200);
      expect((await post('/auth/login', { email, password: 'Strong-pass-1' })).statusCode).toBe(200);
      expect(password).not.toBe('Strong-pass-1');
    });
  });
});
