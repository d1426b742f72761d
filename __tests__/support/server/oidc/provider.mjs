// A real OpenID provider (oidc-provider, ESM-only, hence a child process of the jest worker) that
// stands in for Google in the tests. It listens on 127.0.0.1, prints `OIDC_ISSUER <url>` on
// stdout, and adds a test-only route under /test/ to mint authorization codes without a browser.
//
//   [OIDC_PORT=<port>] node provider.mjs <clientId> <clientSecret> [<otherClientId> <otherClientSecret>]
//
// POST /test/code  {clientId?, sub, email?, email_verified?, given_name?, family_name?, name?, tamper?}
//   → {code}: an authorization code for that account, bound to redirect_uri "postmessage" like the
//   codes of Google's pop-up. `tamper` makes the token endpoint answer with an ID token where one
//   thing is wrong and everything else is right (re-signed with the provider's own key unless the
//   signature is the point): "aud" | "iss" | "expired" | "foreign-key" | "alg-none".
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const [
  clientId = 'roomwise-test',
  clientSecret = 'roomwise-test-secret',
  otherId = 'other-app',
  otherSecret = 'other-app-secret',
] = process.argv.slice(2);

const kid = 'test-key-1';
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
// Same kid, different key: a token the JWKS cannot vouch for.
const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwk = { ...signingKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };

/** @typedef {'aud' | 'iss' | 'expired' | 'foreign-key' | 'alg-none'} Tamper */
/** @type {Map<string, { claims: Record<string, unknown>, tamper?: Tamper }>} sub → {claims, tamper} */
const accounts = new Map();

const server = createServer();
await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', () => resolve(null)));
const issuer = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

const provider = new Provider(issuer, {
  // oidc-provider only registers real URLs; "postmessage" is Google's pseudo redirect URI of the
  // pop-up. The registered list only matters at the authorization endpoint, which /test/code
  // replaces; the token endpoint compares the code's redirect_uri, which is "postmessage".
  clients: [
    { client_id: clientId, client_secret: clientSecret, redirect_uris: ['http://127.0.0.1/unused'] },
    { client_id: otherId, client_secret: otherSecret, redirect_uris: ['http://127.0.0.1/unused'] },
  ],
  jwks: { keys: [jwk] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  // Like Google: the scope's claims travel in the ID token itself.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Session: 600 },
  findAccount(_ctx, sub) {
    const account = accounts.get(sub);
    if (!account) return Promise.resolve(undefined);
    return Promise.resolve({ accountId: sub, claims: () => Promise.resolve({ sub, ...account.claims }) });
  },
});

/** @param {string | object} value */
const b64 = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * @param {object} payload
 * @param {{ key?: import('node:crypto').KeyObject, alg?: 'RS256' | 'none' }} [options]
 */
function sign(payload, { key = signingKey, alg = 'RS256' } = {}) {
  const input = `${b64({ alg, kid, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${input}.`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key, 'base64url')}`;
}

/**
 * @param {string} idToken
 * @param {Tamper} tamper
 */
function tampered(idToken, tamper) {
  /** @type {unknown} */
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
  if (typeof payload !== 'object' || payload === null) throw new Error('the ID token has no JSON payload');
  const now = Math.floor(Date.now() / 1000);
  switch (tamper) {
    case 'aud':
      return sign({ ...payload, aud: otherId, azp: otherId });
    case 'iss':
      return sign({ ...payload, iss: `${issuer}/someone-else` });
    case 'expired':
      return sign({ ...payload, iat: now - 7200, exp: now - 3600 });
    case 'foreign-key':
      return sign(payload, { key: foreignKey });
    case 'alg-none':
      return sign(payload, { alg: 'none' });
    default:
      throw new Error(`unknown tamper ${String(tamper)}`);
  }
}

provider.use(async (ctx, next) => {
  await next();
  const idToken = ctx.body?.id_token;
  if (ctx.path !== '/token' || ctx.status !== 200 || !idToken) return;
  const sub = ctx.oidc?.entities?.AuthorizationCode?.accountId;
  const tamper = sub && accounts.get(sub)?.tamper;
  if (tamper) ctx.body = { ...ctx.body, id_token: tampered(idToken, tamper) };
});

/** @param {unknown} body the JSON of POST /test/code */
async function mintCode(body) {
  if (typeof body !== 'object' || body === null) throw new Error('a JSON object is required');
  const {
    clientId: forClient = clientId,
    sub,
    tamper,
    ...claims
  } = /** @type {{ clientId?: string, sub?: unknown, tamper?: Tamper, [claim: string]: unknown }} */ (body);
  if (typeof sub !== 'string' || !sub) throw new Error('sub is required');
  accounts.set(sub, { claims, tamper });
  const client = await provider.Client.find(forClient);
  if (!client) throw new Error(`unknown client ${forClient}`);
  const scope = 'openid email profile';
  const grant = new provider.Grant({ accountId: sub, clientId: forClient });
  grant.addOIDCScope(scope);
  const grantId = await grant.save();
  const code = new provider.AuthorizationCode({
    accountId: sub,
    client,
    grantId,
    scope,
    redirectUri: 'postmessage',
    authTime: Math.floor(Date.now() / 1000),
  });
  return code.save();
}

const callback = provider.callback();
server.on('request', (req, res) => {
  if (req.method === 'POST' && req.url === '/test/code') {
    let raw = '';
    req.on('data', (/** @type {Buffer} */ chunk) => (raw += chunk.toString()));
    req.on('end', () => {
      /** @type {unknown} */
      const body = JSON.parse(raw || '{}');
      mintCode(body).then(
        (code) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code }));
        },
        (err) => {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
        },
      );
    });
    return;
  }
  callback(req, res);
});

// The parent looks for this line (oidc-provider prints its own notices too) to learn the issuer.
process.stdout.write(`OIDC_ISSUER ${issuer}\n`);
process.on('SIGTERM', () => process.exit(0));
// The parent holds our stdin open; when it goes away (even without killing us), so do we.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
