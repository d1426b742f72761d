import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MailMessage, Mailer } from '../../src/server/plugins/mail';
import { createVerifiedUser, uniqueEmail } from '../support/server/accounts';
import { makeTestApp, type TestApp } from '../support/server/testApp';

/**
 * Forgot-password and resend must not tell known e-mails from unknown ones by their timing. The
 * rule (src/server/routes/auth.ts): until the answer both take the same steps (validation and the
 * rate limits); the account lookup, the code and the mail come after the answer is sent. These
 * tests check that order of work, not wall-clock time.
 */
describe('code requests answer before any work that depends on the account', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  let ip = 0;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${++ip}` });
  /** What a client can see of an answer: status, body and headers other than the request id. */
  const seen = (res: LightMyRequestResponse) => {
    const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  beforeAll(async () => {
    t = await makeTestApp({ mailer });
    app = t.app;
  });
  afterAll(() => t.close());
  beforeEach(() => void sent.splice(0));

  it.each([
    ['/auth/password-reset-request', 'passwordReset'],
    ['/auth/resend-token', 'emailVerification'],
  ])('%s: the same answer for a known and an unknown e-mail, sent before the account is looked up', async (url) => {
    const { user } = await createVerifiedUser(app, { emailVerified: url !== '/auth/resend-token' });
    const known = await post(url, { email: user.email });
    // The answer is out; the work after it has not begun (it starts after the reply has been
    // written, on a later turn of the event loop than the one that resolves the answer).
    expect(sent).toEqual([]);
    await app.afterAnswerIdle();
    expect(sent.map((m) => m.to)).toEqual([user.email]);

    const unknown = await post(url, { email: uniqueEmail('nobody') });
    await app.afterAnswerIdle();
    expect(sent).toHaveLength(1);

    expect(seen(known)).toEqual(seen(unknown));
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent it a new code.',
    });
  });

  it('the per-e-mail limit still answers 429 in the answer, for a known and an unknown e-mail alike', async () => {
    const { user } = await createVerifiedUser(app);
    const unknownEmail = uniqueEmail('nobody');
    for (const email of [user.email, unknownEmail]) {
      expect((await post('/auth/password-reset-request', { email })).statusCode).toBe(200);
    }
    const [known, unknown] = [
      await post('/auth/password-reset-request', { email: user.email }),
      await post('/auth/password-reset-request', { email: unknownEmail }),
    ];
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(known.json()).toEqual(unknown.json());
    await app.afterAnswerIdle();
    expect(sent.map((m) => m.to)).toEqual([user.email]);
  });
});
