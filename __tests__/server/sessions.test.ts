import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { createVerifiedUser, GOOD_PASSWORD, uniqueEmail } from '../support/server/accounts';
import { MailCatcher } from '../support/server/smtp';
import { connect, listen } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(30_000);

const NEW_PASSWORD = 'Brand-New-Room2';

/** Resolves with the reason of the socket's next disconnect; never by waiting a fixed time. */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('sessions end for real: POST /auth/logout, password change and reset', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  const mail = new MailCatcher();
  const sockets: Socket[] = [];
  const open = async (token: string) => {
    const socket = await connect(base, token);
    sockets.push(socket);
    return socket;
  };
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/user/me', headers: { authorization: `Bearer ${token}` } });

  /** The token no longer works over HTTP or for a new socket. */
  async function expectRevoked(token: string) {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid-token' });
    await expect(connect(base, token)).rejects.toMatchObject({ data: { code: 'invalid-token' } });
  }

  beforeAll(async () => {
    t = await makeTestApp({ env: { SMTP_URL: await mail.start() } });
    app = t.app;
    base = await listen(app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  describe('POST /auth/logout', () => {
    it('answers 200, revokes the token and every other token of the account, and closes their sockets', async () => {
      const { user, token, auth } = await createVerifiedUser(app);
      const otherDevice = app.tokens.sign(user.id, user.tokenVersion);
      const [mine, other] = [await open(token), await open(otherDevice)];
      const stranger = await createVerifiedUser(app);
      const bystander = await open(stranger.token);
      const closed = Promise.all([disconnected(mine), disconnected(other)]);

      const res = await app.inject({ method: 'POST', url: '/auth/logout', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Log Out Successful' });

      // Closed by the server ("io server disconnect"), so socket.io does not reconnect by itself.
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
      await expectRevoked(token);
      await expectRevoked(otherDevice);
      // Another user's session is untouched.
      expect(bystander.connected).toBe(true);
      expect((await me(stranger.token)).statusCode).toBe(200);
    });

    it('a second logout with the same token is 401: the token is already revoked', async () => {
      const { auth } = await createVerifiedUser(app);
      expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: auth })).statusCode).toBe(200);
      const again = await app.inject({ method: 'POST', url: '/auth/logout', headers: auth });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ success: false, code: 'invalid-token' });
    });

    it('needs a token (401 unauthorized) and refuses a malformed one', async () => {
      const none = await app.inject({ method: 'POST', url: '/auth/logout' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, code: 'unauthorized' });
      const bad = await app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: 'Bearer x.y.z' } });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ success: false, code: 'invalid-token' });
    });

    it('signs out an account whose email is not verified yet (its token came with register)', async () => {
      const email = uniqueEmail('logout');
      const registered = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { firstname: 'Mary', lastname: 'Shelley', email, password: GOOD_PASSWORD },
      });
      await mail.next(email);
      const token = registered.json().data.token as string;
      const headers = { authorization: `Bearer ${token}` };
      expect((await app.inject({ method: 'POST', url: '/auth/logout', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/auth/logout', headers })).json()).toMatchObject({
        code: 'invalid-token',
      });
    });
  });

  it('a password change closes the sockets opened before it; the old token is refused, the new one works', async () => {
    const { token, auth, password } = await createVerifiedUser(app);
    const socket = await open(token);
    const closed = disconnected(socket);

    const res = await app.inject({
      method: 'PATCH',
      url: '/user/me/password/update',
      headers: auth,
      payload: { currentPassword: password, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expectRevoked(token);

    const fresh = res.json().data.token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await open(fresh)).connected).toBe(true);
  });

  it('a password reset closes the sockets opened before it; the old token is refused', async () => {
    const { user, token } = await createVerifiedUser(app);
    const socket = await open(token);
    const closed = disconnected(socket);

    const request = await app.inject({
      method: 'POST',
      url: '/auth/password-reset-request',
      payload: { email: user.email },
    });
    expect(request.statusCode).toBe(200);
    const code = MailCatcher.code(await mail.next(user.email));
    // Asking for a code ends nothing: the socket is still open.
    expect(socket.connected).toBe(true);

    const reset = await app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: user.email, code, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expectRevoked(token);
  });
});
