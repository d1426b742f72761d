import { HttpResponse, type HttpHandler } from 'msw';
import type { ErrorCode, UserDto } from '../../../src/shared/api';
import { INVALID_TOKEN_MESSAGE, TOKEN_EXPIRED_MESSAGE } from '../../../src/shared/api';
import {
  authResponseSchema,
  googleBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendBodySchema,
  resetBodySchema,
  resetRequestBodySchema,
  verifyBodySchema,
} from '../../../src/shared/schemas/auth';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  meResponseSchema,
  passwordUpdateBodySchema,
  passwordUpdateResponseSchema,
  profileFieldsSchema,
  profileResponseSchema,
} from '../../../src/shared/schemas/user';
import {
  INVALID_EMAIL_MESSAGE,
  isStrongPassword,
  isValidEmail,
  MESSAGES,
  PASSWORD_RULES_MESSAGE,
} from '../../../src/shared/validation';
import { contractHandler } from './contract';
import { makeToken, subjectOf } from './tokens';

export { API, url } from './contract';

export const GOOD_CODE = '1234';

interface FakeUser extends UserDto {
  password: string;
  verified: boolean;
}

/** An in-memory stand-in for the server that answers as API.md says. */
export const db = {
  users: new Map<string, FakeUser>(),
  /** Tokens the server no longer accepts (signature or version check). */
  revoked: new Set<string>(),
  lastProfileUpdate: null as null | Record<string, string | { name: string; type: string; size: number }>,
  requests: [] as { method: string; path: string; body: unknown }[],
};

export const ADA = {
  id: 'user-ada',
  firstname: 'ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret#123',
};

export function resetDb() {
  db.users.clear();
  db.revoked.clear();
  db.lastProfileUpdate = null;
  db.requests = [];
  addUser({ ...ADA, verified: true });
}

export function addUser(u: Partial<FakeUser> & { email: string; password: string }) {
  const user: FakeUser = {
    id: `user-${u.email}`,
    firstname: 'Test',
    lastname: 'User',
    photo: null,
    verified: true,
    ...u,
  };
  db.users.set(user.email, user);
  return user;
}

export const tokenFor = (userId: string) => makeToken(userId);

const fail = (status: number, code: ErrorCode, message: string) =>
  HttpResponse.json({ success: false, message, code }, { status });
const ok = (data?: unknown, message?: string, status = 200) =>
  HttpResponse.json({ success: true, ...(message && { message }), ...(data !== undefined && { data }) }, { status });
const dto = ({ password: _p, verified: _v, ...user }: FakeUser): UserDto => user;
const byId = (id: string | null) => [...db.users.values()].find((u) => u.id === id);

/** Remembers a call's body for the tests that look at what the SPA sent. */
function record<B>(request: Request, path: string, body: B): B {
  db.requests.push({ method: request.method, path, body });
  return body;
}

function authenticate(request: Request): FakeUser | Response {
  const header = request.headers.get('authorization');
  if (!header?.startsWith('Bearer ')) return fail(401, 'unauthorized', 'Authentication required');
  const token = header.slice(7);
  const exp = (() => {
    try {
      return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;
    } catch {
      return null;
    }
  })();
  if (exp === null || db.revoked.has(token)) return fail(401, 'invalid-token', INVALID_TOKEN_MESSAGE);
  if (exp * 1000 < Date.now()) return fail(401, 'token-expired', TOKEN_EXPIRED_MESSAGE);
  const user = byId(subjectOf(token));
  if (!user) return fail(401, 'invalid-token', INVALID_TOKEN_MESSAGE);
  if (!user.verified) return fail(403, 'email-unverified', 'Your email address is not verified yet.');
  return user;
}

export const handlers: HttpHandler[] = [
  contractHandler(
    'post',
    '/auth/login',
    { body: loginBodySchema, response: authResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/login', body);
      const user = db.users.get(body.email.toLowerCase());
      if (!user || user.password !== body.password)
        return fail(401, 'invalid-credentials', 'Invalid email or password.');
      if (!user.verified)
        return fail(
          403,
          'email-unverified',
          'Your email address is not verified yet. Please enter the code we sent you.',
        );
      return ok({ token: tokenFor(user.id), user: dto(user) }, 'Login successful');
    },
  ),
  contractHandler(
    'post',
    '/auth/register',
    { body: registerBodySchema, response: registerResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/register', body);
      if (!isStrongPassword(body.password)) return fail(400, 'validation', PASSWORD_RULES_MESSAGE);
      if (!body.firstname || !body.lastname) return fail(400, 'validation', MESSAGES.fillAllFields);
      if (!isValidEmail(body.email)) return fail(400, 'validation', INVALID_EMAIL_MESSAGE);
      if (db.users.has(body.email)) return fail(409, 'email-taken', 'An account with this email already exists.');
      const user = addUser({
        email: body.email,
        password: body.password,
        firstname: body.firstname,
        lastname: body.lastname,
        verified: false,
      });
      return ok(
        { token: tokenFor(user.id), user: dto(user) },
        'Registration successful. We have sent a 4-digit code to your email.',
        201,
      );
    },
  ),
  contractHandler(
    'post',
    '/auth/resend-token',
    { body: resendBodySchema, response: messageResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/resend-token', body);
      return ok(undefined, 'If an account exists for this email, we have sent it a new code.');
    },
  ),
  contractHandler(
    'post',
    '/auth/password-reset-request',
    { body: resetRequestBodySchema, response: messageResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/password-reset-request', body);
      return ok(undefined, 'If an account exists for this email, we have sent it a new code.');
    },
  ),
  contractHandler(
    'post',
    '/auth/verify',
    { body: verifyBodySchema, response: messageResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/verify', body);
      const user = db.users.get(body.email);
      if (!user || body.code !== GOOD_CODE) return fail(400, 'code-invalid', MESSAGES.codeMismatch);
      if ((body.purpose ?? 'emailVerification') === 'emailVerification') user.verified = true;
      return ok(undefined, 'Verification successful.');
    },
  ),
  contractHandler(
    'post',
    '/auth/password-reset',
    { body: resetBodySchema, response: messageResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/password-reset', body);
      if (!isStrongPassword(body.password)) return fail(400, 'validation', PASSWORD_RULES_MESSAGE);
      const user = db.users.get(body.email);
      if (!user || body.code !== GOOD_CODE) return fail(400, 'code-invalid', MESSAGES.codeMismatch);
      user.password = body.password;
      user.verified = true;
      return ok(undefined, 'Password reset successful.');
    },
  ),
  contractHandler(
    'post',
    '/auth/google',
    { body: googleBodySchema, response: authResponseSchema },
    ({ request, body }) => {
      record(request, '/auth/google', body);
      if (body.code !== 'google-good-code') return fail(401, 'google-failed', 'Google sign-in failed.');
      return ok({ token: tokenFor(ADA.id), user: dto(db.users.get(ADA.email)!) }, 'Login successful');
    },
  ),
  // API.md Tokens: the token (of a verified account or not) is revoked; a revoked one is 401.
  contractHandler('post', '/auth/logout', { response: messageResponseSchema }, ({ request }) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    record(request, '/auth/logout', { token });
    if (!token) return fail(401, 'unauthorized', 'Authentication required');
    if (db.revoked.has(token) || !byId(subjectOf(token))) return fail(401, 'invalid-token', INVALID_TOKEN_MESSAGE);
    db.revoked.add(token);
    return ok(undefined, 'Log Out Successful');
  }),
  contractHandler('get', '/user/me', { response: meResponseSchema }, ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return ok({ user: dto(user), selectedFurnitureIds: [] });
  }),
  contractHandler(
    'patch',
    '/user/me/update',
    { form: profileFieldsSchema, response: profileResponseSchema },
    async ({ request }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      const form = await request.formData();
      const fields: NonNullable<typeof db.lastProfileUpdate> = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      });
      db.lastProfileUpdate = fields;
      if (typeof fields.firstname === 'string') user.firstname = fields.firstname;
      if (typeof fields.lastname === 'string') user.lastname = fields.lastname;
      if (fields.photo) user.photo = '/media/photos/new.jpg';
      else if (fields.removePhoto === 'true') user.photo = null;
      return ok({ user: dto(user) }, 'User details updated successfully!');
    },
  ),
  contractHandler(
    'patch',
    '/user/me/password/update',
    { body: passwordUpdateBodySchema, response: passwordUpdateResponseSchema },
    ({ request, body }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      record(request, '/user/me/password/update', body);
      if (!isStrongPassword(body.password)) return fail(400, 'validation', PASSWORD_RULES_MESSAGE);
      if (body.currentPassword !== user.password)
        return fail(400, 'invalid-credentials', 'Your current password is incorrect.');
      user.password = body.password;
      return ok({ token: makeToken(user.id, 3600 * 24 * 6) }, 'Password updated successfully.');
    },
  ),
  // API.md User: the account and its data are gone, so its tokens are refused from then on.
  contractHandler(
    'delete',
    '/user/me',
    { body: deleteAccountBodySchema, response: deleteAccountResponseSchema },
    ({ request, body }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      record(request, '/user/me', body);
      // An account made with Google (no password here) proves itself with a mailed code instead.
      if (user.password) {
        if (!body.password) return fail(400, 'validation', MESSAGES.fillAllFields);
        if (body.password !== user.password) return fail(401, 'invalid-credentials', 'Your password is incorrect.');
      } else if (body.code !== GOOD_CODE) {
        return fail(400, 'code-invalid', MESSAGES.codeMismatch);
      }
      db.users.delete(user.email);
      return ok({});
    },
  ),
];
