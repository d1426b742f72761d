import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Socket } from 'socket.io-client';
import { createVerifiedUser, GOOD_PASSWORD, uniqueEmail } from '../support/server/accounts';
import { multipart } from '../support/server/multipart';
import { connect, emitWithAck, listen, roomFurniture } from '../support/server/sockets';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(30_000);

// NUL cannot be stored by PostgreSQL; a lone surrogate half cannot be written as UTF-8.
const BAD_STRINGS = { NUL: 'Ada\u0000Lovelace', 'an unpaired surrogate': 'Ada\ud800' } as const;
const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

function expectValidation(res: LightMyRequestResponse, field: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: { success: false, code: 'validation', message: expect.stringContaining(`"${field}": ${MESSAGE}`) },
  });
}

describe('malformed input is a 4xx in the envelope, never a 500', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let auth: { authorization: string };
  let ip = 0;

  // JSON.stringify writes a lone surrogate as the escape \ud800, as a client's JSON would.
  const postJson = (url: string, payload: object, headers: Record<string, string> = {}, method = 'POST') =>
    app.inject({
      method: method as 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    });

  beforeAll(async () => {
    t = await makeTestApp();
    app = t.app;
    ({ auth } = await createVerifiedUser(app));
  });
  afterAll(() => t.close());

  describe.each(Object.entries(BAD_STRINGS))('a string with %s', (_what, bad) => {
    const email = () => uniqueEmail('bad');
    const routes: [string, () => Promise<LightMyRequestResponse>, string][] = [
      [
        'POST /auth/register (name)',
        () => postJson('/auth/register', { firstname: bad, lastname: 'L', email: email(), password: GOOD_PASSWORD }),
        'firstname',
      ],
      [
        'POST /auth/register (password)',
        () =>
          postJson('/auth/register', { firstname: 'A', lastname: 'L', email: email(), password: GOOD_PASSWORD + bad }),
        'password',
      ],
      ['POST /auth/login', () => postJson('/auth/login', { email: `a${bad}@example.com`, password: 'x' }), 'email'],
      ['POST /auth/resend-token', () => postJson('/auth/resend-token', { email: `a${bad}@example.com` }), 'email'],
      ['POST /auth/verify', () => postJson('/auth/verify', { email: email(), code: `12${bad}` }), 'code'],
      [
        'POST /auth/password-reset-request',
        () => postJson('/auth/password-reset-request', { email: `a${bad}@example.com` }),
        'email',
      ],
      [
        'POST /auth/password-reset',
        () => postJson('/auth/password-reset', { email: email(), code: '1234', password: bad }),
        'password',
      ],
      ['POST /auth/google', () => postJson('/auth/google', { code: bad }), 'code'],
      [
        'PATCH /user/me/password/update',
        () => postJson('/user/me/password/update', { currentPassword: bad, password: GOOD_PASSWORD }, auth, 'PATCH'),
        'currentPassword',
      ],
      [
        'PATCH /user/sync',
        () => postJson('/user/sync', { selectedFurnitures: [{ _id: bad }] }, auth, 'PATCH'),
        'selectedFurnitures.0._id',
      ],
    ];
    it.each(routes)('%s answers 400 validation', async (_route, send, field) => {
      expectValidation(await send(), field);
    });
  });

  // A query string is percent-encoded UTF-8, which cannot carry a surrogate half; NUL it can.
  it.each(['items', 'items[]', 'style', 'color'])(
    'GET /user/furnitures with %%00 in %s is 400 validation naming the field',
    async (key) => {
      const res = await app.inject({ method: 'GET', url: `/user/furnitures?${key}=Coffee%00Tables`, headers: auth });
      expectValidation(res, key);
    },
  );

  it('a path id with NUL is 400 validation', async () => {
    const res = await app.inject({ method: 'GET', url: '/user/project/abc%00def', headers: auth });
    expectValidation(res, 'id');
  });

  it('PATCH /user/me/update with NUL in a multipart field answers 400 validation', async () => {
    // Multipart fields are UTF-8 bytes: a surrogate half cannot be sent, NUL can.
    const { body, headers } = multipart({ firstname: BAD_STRINGS.NUL, lastname: 'Lovelace' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/user/me/update',
      payload: body,
      headers: { ...auth, ...headers },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, code: 'validation', message: `Invalid field "firstname": ${MESSAGE}` },
    });
  });

  describe('multipart bodies that are not whole', () => {
    const boundary = '----roomwisetruncated';
    const headers = () => ({ ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` });
    it.each([
      ['without its closing boundary', `--${boundary}\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda`],
      ['cut inside a part header', `--${boundary}\r\nContent-Disposition: form-da`],
      [
        'with a boundary the body never uses',
        `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n`,
      ],
    ])('a body %s is 400 validation', async (_what, payload) => {
      const res = await app.inject({ method: 'PATCH', url: '/user/me/update', payload, headers: headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'validation',
        message: 'The multipart body is malformed or incomplete.',
      });
    });
    it('a multipart content type without a boundary is 400 validation', async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/user/me/update',
        payload: 'x',
        headers: { ...auth, 'content-type': 'multipart/form-data' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation' });
    });
  });

  it.each(['/user/project/%', '/user/project/%zz/items', '/%', '/auth/%E0%A4%A', '/media/%'])(
    'a bad percent-encoding in the path (%s) gets the envelope, without echoing the path',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'validation', message: 'The address is not a valid URL.' });
    },
  );

  describe('socket room parameters', () => {
    let socket: Socket;
    let furnitureIds: string[];
    beforeAll(async () => {
      const { token } = await createVerifiedUser(app);
      socket = await connect(await listen(app), token);
      furnitureIds = await roomFurniture(app, 'Bedroom - Small', 'Scandinavian', 'Oak');
    });
    afterAll(() => socket.close());

    const params = () => ({
      roomType: 'Bedroom - Small',
      preferredColor: 'Oak',
      preferredStyle: 'Scandinavian',
      furnitureIds,
    });
    it.each(
      Object.entries(BAD_STRINGS).flatMap(([what, bad]) => [
        [`requestId with ${what}`, 'requestId', { requestId: `r-${bad}` }],
        [`preferredStyle with ${what}`, 'preferredStyle', { preferredStyle: `Modern${bad}` }],
        [`name with ${what}`, 'name', { name: `Room${bad}` }],
      ]) as [string, string, object][],
    )('%s gets a failure ack (validation), and no render starts', async (_what, field, change) => {
      const ack = await emitWithAck(socket, 'visualize-room', { ...params(), ...change });
      expect(ack).toEqual({ success: false, code: 'validation', message: `roomParams.${field} ${MESSAGE}` });
    });
  });
});
