import sharp from 'sharp';
import { MailCatcher } from '../support/server/smtp';
import { makeTestApp, type TestApp } from '../support/server/testApp';
import { multipart } from '../support/server/multipart';

describe('a new user, end to end over real SMTP', () => {
  let t: TestApp;
  const mail = new MailCatcher();

  beforeAll(async () => {
    const smtpUrl = await mail.start();
    t = await makeTestApp({ env: { SMTP_URL: smtpUrl } });
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('registers, verifies by mailed code, signs in, edits the profile and changes the password', async () => {
    const { app } = t;
    const email = 'grace.hopper@example.com';
    const register = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstname: 'Grace', lastname: 'Hopper', email: ' Grace.Hopper@Example.com ', password: 'Cobol-1959' },
    });
    expect(register.statusCode).toBe(201);
    const registered = register.json();
    expect(registered).toMatchObject({
      success: true,
      data: { user: { firstname: 'Grace', lastname: 'Hopper', email, photo: null } },
    });
    expect(registered.message).toEqual(expect.any(String));

    // The register token exists but the account is not verified yet.
    const early = await app.inject({
      method: 'GET',
      url: '/user/me',
      headers: { authorization: `Bearer ${registered.data.token}` },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ success: false, code: 'email-unverified', message: expect.any(String) });

    const loginEarly = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Cobol-1959' },
    });
    expect(loginEarly.statusCode).toBe(403);
    expect(loginEarly.json().code).toBe('email-unverified');

    const message = await mail.next(email);
    expect(message.subject).toMatch(/confirm your email/i);
    const code = MailCatcher.code(message);
    expect(message.html).toContain(code);

    const verify = await app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: 'Verification successful.' });

    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: 'Cobol-1959' } });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json().data;
    expect(user.firstname).toBe('Grace');
    const auth = { authorization: `Bearer ${token}` };

    const me = await app.inject({ method: 'GET', url: '/user/me', headers: auth });
    expect(me.json()).toEqual({
      success: true,
      data: {
        user: { id: user.id, firstname: 'Grace', lastname: 'Hopper', email, photo: null },
        selectedFurnitureIds: [],
      },
    });

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = multipart(
      { firstname: 'Amazing', lastname: 'Grace' },
      { photo: { filename: 'me.png', type: 'image/png', bytes: png } },
    );
    const update = await app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      headers: { ...auth, ...form.headers },
      payload: form.body,
    });
    expect(update.statusCode).toBe(200);
    const updated = update.json().data.user;
    expect(updated).toMatchObject({ firstname: 'Amazing', lastname: 'Grace', email });
    expect(updated.photo).toMatch(/^http:\/\/localhost:3000\/media\/photos\/[0-9a-f]{32}\.png$/);
    const photo = await app.inject({ method: 'GET', url: new URL(updated.photo).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(64);

    const change = await app.inject({
      method: 'PATCH',
      url: '/user/me/password/update',
      headers: auth,
      payload: { currentPassword: 'Cobol-1959', password: 'Compiler-1952' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().message).toEqual(expect.any(String));
    const fresh = change.json().data.token;

    const old = await app.inject({ method: 'GET', url: '/user/me', headers: auth });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, code: 'invalid-token', message: 'Invalid jwt token provided' });
    const withFresh = await app.inject({
      method: 'GET',
      url: '/user/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(withFresh.statusCode).toBe(200);

    const oldPassword = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Cobol-1959' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Compiler-1952' },
    });
    expect(newPassword.statusCode).toBe(200);
  });
});
