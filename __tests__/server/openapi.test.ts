import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { RoomPhoto, VisualizationMessage } from '../../src/shared/api';
import { CATEGORIES } from '../../src/shared/constants';
import { furniture } from '../../src/server/db/schema';
import { generateOpenApiDocument, OPENAPI_FILE, stableJson } from '../../src/server/openapi';
import { createVerifiedUser, GOOD_PASSWORD, uniqueEmail } from '../support/server/accounts';
import { qs } from '../support/server/catalogSupport';
import { multipart } from '../support/server/multipart';
import { startOidcProvider, type OidcProvider } from '../support/server/oidcProvider';
import { checkedInDocument, contractChecker, OPENAPI_PATH, operationsOf } from '../support/server/openapi';
import { MailCatcher } from '../support/server/smtp';
import { connect, emitWithAck, listen, next, roomFurniture } from '../support/server/sockets';
import { cloneTestDatabase } from '../support/server/templates';
import { makeTestApp, type TestApp } from '../support/server/testApp';

jest.setTimeout(60_000);

describe(OPENAPI_FILE, () => {
  it('is the document the routes make', async () => {
    const generated = await generateOpenApiDocument({ database: await cloneTestDatabase() });
    const checkedIn = existsSync(OPENAPI_PATH) ? readFileSync(OPENAPI_PATH, 'utf8') : '';
    if (checkedIn !== generated) {
      const lines = [checkedIn.split('\n'), generated.split('\n')];
      const at = lines[0].findIndex((line, i) => line !== lines[1][i]);
      throw new Error(
        `${OPENAPI_FILE} is not the document the routes make: run \`npm run openapi\` and commit it.\n` +
          `First difference, line ${at + 1}:\n  checked in: ${lines[0][at]}\n  generated:  ${lines[1][at]}`,
      );
    }
  });
});

type SignedIn = Awaited<ReturnType<typeof createVerifiedUser>>;
interface ExampleRequest {
  /** Values for the path's {parameters}. */
  params?: Record<string, string>;
  query?: [string, string | number][];
  /** A JSON body (checked against the documented one), or multipart bytes with their headers. */
  json?: object;
  form?: { body: Buffer; headers: Record<string, string> };
}
interface Context {
  app: FastifyInstance;
  mail: MailCatcher;
  provider: OidcProvider;
}
interface Example<C> {
  /** The status a valid request gets. */
  status: number;
  request(context: C): ExampleRequest | Promise<ExampleRequest>;
}
interface SignedInExample extends Example<Context & { user: SignedIn }> {
  /** The account to call as; a fresh verified one when not given. */
  as?: (context: Context) => Promise<SignedIn>;
}

const NEW_PASSWORD = 'Brand-New-Room2';

async function anyFurnitureId(app: FastifyInstance): Promise<string> {
  const [row] = await app.db.select({ id: furniture.id }).from(furniture).orderBy(furniture.id).limit(1);
  return row.id;
}

async function registered({ app, mail }: Context) {
  const email = uniqueEmail('openapi');
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Ada', lastname: 'Lovelace', email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { email, code: MailCatcher.code(await mail.next(email)) };
}

async function withResetCode({ app, mail }: Context) {
  const { user } = await createVerifiedUser(app);
  const res = await app.inject({ method: 'POST', url: '/auth/password-reset-request', payload: { email: user.email } });
  expect(res.statusCode).toBe(200);
  return { email: user.email, code: MailCatcher.code(await mail.next(user.email)) };
}

/** A project made the way users make them: a generation over the socket, for a fresh account. */
let listening: Promise<string> | undefined;
async function generatedProject(app: FastifyInstance): Promise<{ owner: SignedIn; projectId: string }> {
  const owner = await createVerifiedUser(app);
  const socket: Socket = await connect(await (listening ??= listen(app)), owner.token);
  try {
    const furnitureIds = await roomFurniture(app, 'Bedroom - Small', 'Scandinavian', 'Oak');
    const received = next<{ message: VisualizationMessage }>(socket, 'message:received', 30_000);
    const ack = await emitWithAck<{ success: boolean }>(socket, 'visualize-room', {
      roomType: 'Bedroom - Small',
      preferredColor: 'Oak',
      preferredStyle: 'Scandinavian',
      furnitureIds,
    });
    expect(ack.success).toBe(true);
    return { owner, projectId: (await received).message.projectId };
  } finally {
    socket.close();
  }
}
let project: Promise<{ owner: SignedIn; projectId: string }> | undefined;
// Its own project: deleting the shared one would leave the other examples a 404.
let doomed: Promise<{ owner: SignedIn; projectId: string }> | undefined;
const aDoomedProject = (app: FastifyInstance) => (doomed ??= generatedProject(app));
const aProject = (app: FastifyInstance) => (project ??= generatedProject(app));
const projectExample: SignedInExample = {
  status: 200,
  as: async ({ app }) => (await aProject(app)).owner,
  request: async ({ app }) => ({ params: { id: (await aProject(app)).projectId } }),
};

/** A room photo as uploaded, for a fresh account (one for everything but its deletion). */
async function uploadedRoomPhoto(app: FastifyInstance): Promise<{ owner: SignedIn; photo: RoomPhoto }> {
  const owner = await createVerifiedUser(app);
  const form = await roomPhotoForm();
  const res = await app.inject({
    method: 'POST',
    url: '/user/room-photos',
    headers: { ...owner.auth, ...form.headers },
    payload: form.body,
  });
  expect(res.statusCode).toBe(201);
  return { owner, photo: res.json<{ data: { photo: RoomPhoto } }>().data.photo };
}
async function roomPhotoForm() {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
  return multipart({}, { photo: { filename: 'room.jpg', type: 'image/jpeg', bytes: jpeg } });
}
let roomPhoto: Promise<{ owner: SignedIn; photo: RoomPhoto }> | undefined;
let doomedRoomPhoto: Promise<{ owner: SignedIn; photo: RoomPhoto }> | undefined;
const aRoomPhoto = (app: FastifyInstance) => (roomPhoto ??= uploadedRoomPhoto(app));
const aDoomedRoomPhoto = (app: FastifyInstance) => (doomedRoomPhoto ??= uploadedRoomPhoto(app));

/** A valid request for every operation that needs no token, keyed as in the document. */
const PUBLIC_EXAMPLES: Record<string, Example<Context>> = {
  'GET /healthz': { status: 200, request: () => ({}) },
  'POST /auth/register': {
    status: 201,
    request: () => ({
      json: { firstname: 'Grace', lastname: 'Hopper', email: uniqueEmail('openapi'), password: GOOD_PASSWORD },
    }),
  },
  'POST /auth/login': {
    status: 200,
    request: async ({ app }) => {
      const { user, password } = await createVerifiedUser(app);
      return { json: { email: user.email, password } };
    },
  },
  'POST /auth/resend-token': {
    status: 200,
    request: async (context) => ({ json: { email: (await registered(context)).email } }),
  },
  'POST /auth/verify': {
    status: 200,
    request: async (context) => ({ json: await registered(context) }),
  },
  'POST /auth/password-reset-request': {
    status: 200,
    request: async ({ app }) => ({ json: { email: (await createVerifiedUser(app)).user.email } }),
  },
  'POST /auth/password-reset': {
    status: 200,
    request: async (context) => ({ json: { ...(await withResetCode(context)), password: NEW_PASSWORD } }),
  },
  'POST /auth/google': {
    status: 200,
    request: async ({ provider }) => ({
      json: {
        code: await provider.mintCode({
          sub: `openapi-${process.pid}`,
          email: uniqueEmail('google'),
          email_verified: true,
          given_name: 'Ada',
          family_name: 'Lovelace',
        }),
      },
    }),
  },
  'GET /media/room-photos/{user}/{file}': {
    status: 200,
    request: async ({ app }) => {
      const url = new URL((await aRoomPhoto(app)).photo.url);
      const [, , , user, file] = url.pathname.split('/');
      return { params: { user, file }, query: [...url.searchParams.entries()] };
    },
  },
  'GET /media/catalog/{file}': {
    status: 200,
    request: async ({ app }) => ({ params: { file: `${await anyFurnitureId(app)}.svg` } }),
  },
};

/** A valid request for every operation that needs a token (sent as the account's bearer token). */
const SIGNED_IN_EXAMPLES: Record<string, SignedInExample> = {
  'POST /auth/logout': { status: 200, request: () => ({}) },
  'GET /user/me': {
    status: 200,
    // With a photo and a selection, so neither answers as null or empty.
    as: async ({ app }) =>
      createVerifiedUser(app, { photo: 'photos/0123abcd.png', selectedFurnitureIds: [await anyFurnitureId(app)] }),
    request: () => ({}),
  },
  'PATCH /user/me/update': {
    status: 200,
    request: async () => {
      const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c08040' } })
        .png()
        .toBuffer();
      return {
        form: multipart(
          { firstname: 'Grace', lastname: 'Hopper' },
          { photo: { filename: 'me.png', type: 'image/png', bytes: png } },
        ),
      };
    },
  },
  'PATCH /user/me/password/update': {
    status: 200,
    request: ({ user }) => ({ json: { currentPassword: user.password, password: NEW_PASSWORD } }),
  },
  // A fresh account of its own (as every example without `as`), so deleting it leaves the others alone.
  'DELETE /user/me': {
    status: 200,
    request: ({ user }) => ({ json: { password: user.password } }),
  },
  'PATCH /user/sync': {
    status: 200,
    request: async ({ app }) => ({ json: { selectedFurnitures: [{ _id: await anyFurnitureId(app) }] } }),
  },
  'GET /user/filter': { status: 200, request: () => ({}) },
  'GET /user/furnitures': {
    status: 200,
    request: () => ({
      query: [
        ['items', CATEGORIES.sofas],
        ['items', CATEGORIES.coffeeTables],
        ['limit', 2],
      ],
    }),
  },
  'GET /user/recommendations': {
    status: 200,
    request: () => ({
      query: [
        ['roomType', 'Living Room - Small'],
        ['color', 'Navy'],
        ['style', 'Japandi'],
        ['sets', 2],
      ],
    }),
  },
  'GET /user/recommendations/alternatives': {
    status: 200,
    request: async ({ app }) => ({
      query: [
        ['roomType', 'Bedroom - Small'],
        ['color', 'Oak'],
        ['style', 'Scandinavian'],
        ['set', (await roomFurniture(app, 'Bedroom - Small', 'Scandinavian', 'Oak')).join(',')],
        ['slot', CATEGORIES.wardrobes],
        ['limit', 3],
      ],
    }),
  },
  'DELETE /user/recommendations/profile': { status: 200, request: () => ({}) },
  'GET /user/furniture/{id}/similar': {
    status: 200,
    request: async ({ app }) => ({ params: { id: await anyFurnitureId(app) }, query: [['limit', 4]] }),
  },
  'GET /user/projects': { ...projectExample, request: () => ({}) },
  'GET /user/project/{id}': projectExample,
  'GET /user/project/{id}/items': projectExample,
  'GET /user/project/{id}/versions': projectExample,
  'PATCH /user/project/{id}': {
    ...projectExample,
    request: async ({ app }) => ({ params: { id: (await aProject(app)).projectId }, json: { name: 'Sunday lounge' } }),
  },
  'POST /user/room-photos': { status: 201, request: async () => ({ form: await roomPhotoForm() }) },
  // With a photo, so the list is not empty.
  'GET /user/room-photos': {
    status: 200,
    as: async ({ app }) => (await aRoomPhoto(app)).owner,
    request: () => ({}),
  },
  'DELETE /user/room-photos/{id}': {
    status: 200,
    as: async ({ app }) => (await aDoomedRoomPhoto(app)).owner,
    request: async ({ app }) => ({ params: { id: (await aDoomedRoomPhoto(app)).photo._id } }),
  },
  'DELETE /user/project/{id}': {
    status: 200,
    as: async ({ app }) => (await aDoomedProject(app)).owner,
    request: async ({ app }) => ({ params: { id: (await aDoomedProject(app)).projectId } }),
  },
};

const document = checkedInDocument();
const OPERATIONS = operationsOf(document);

describe('every documented operation answers as documented', () => {
  let t: TestApp;
  let context: Context;
  const checker = contractChecker(document);

  beforeAll(async () => {
    const mail = new MailCatcher();
    const provider = await startOidcProvider();
    t = await makeTestApp({ env: { SMTP_URL: await mail.start(), ...provider.env } });
    context = { app: t.app, mail, provider };
  });
  afterAll(async () => {
    await t?.close();
    await context?.mail.stop();
    await context?.provider.stop();
  });

  it('serves the checked-in document at /docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(stableJson(res.json())).toBe(stableJson(document));
  });

  it('has an example for each operation here, and none for an operation it does not document', () => {
    expect(Object.keys({ ...PUBLIC_EXAMPLES, ...SIGNED_IN_EXAMPLES }).sort()).toEqual(
      OPERATIONS.map((o) => o.key).sort(),
    );
  });

  it('tags every operation with one of its areas', () => {
    const areas = (document.tags ?? []).map((tag) => tag.name);
    for (const { key, operation } of OPERATIONS) {
      expect({ key, tags: operation.tags?.length }).toEqual({ key, tags: 1 });
      expect(areas).toContain(operation.tags?.[0]);
    }
  });

  const send = (method: string, url: string, request: ExampleRequest, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      payload: request.form?.body ?? request.json,
      headers: { ...request.form?.headers, ...headers },
    });

  it.each(OPERATIONS)('$key', async ({ key, method, route, operation }) => {
    const secured = Boolean(operation.security?.length);
    const example = secured ? SIGNED_IN_EXAMPLES[key] : PUBLIC_EXAMPLES[key];
    if (!example) {
      throw new Error(
        `No example for ${key} (${secured ? 'needs a token' : 'public'}): add one to ` +
          `${secured ? 'SIGNED_IN_EXAMPLES' : 'PUBLIC_EXAMPLES'} in __tests__/server/openapi.test.ts.`,
      );
    }
    let request: ExampleRequest;
    let headers: Record<string, string> = {};
    if (secured) {
      const signed = SIGNED_IN_EXAMPLES[key];
      const user = await (signed.as ?? (({ app }: Context) => createVerifiedUser(app)))(context);
      request = await signed.request({ ...context, user });
      headers = user.auth;
    } else {
      request = await PUBLIC_EXAMPLES[key].request(context);
    }
    const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!request.params?.[name]) throw new Error(`the example of ${key} gives no "${name}"`);
      return encodeURIComponent(request.params[name]);
    });
    const url = request.query ? `${path}?${qs(request.query)}` : path;
    if (request.json) expect(checker.jsonBodyProblems(method, route, request.json)).toEqual([]);

    const res = await send(method, url, request, headers);
    expect({ status: res.statusCode, body: res.body.slice(0, 500) }).toMatchObject({ status: example.status });
    expect(checker.answerProblems(method, route, res)).toEqual([]);

    if (secured) {
      // Without its token the same request is refused, as documented.
      const anonymous = await send(method, url, request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'unauthorized' });
      expect(checker.answerProblems(method, route, anonymous)).toEqual([]);
    }
  });
});
