// Google sign-in: the SPA's pop-up (flow 'auth-code') hands us an authorization code, which we
// exchange at the issuer's token endpoint and whose ID token we verify before trusting any claim.
import type { Configuration, IDToken } from 'openid-client' with { 'resolution-mode': 'import' };
import { isValidEmail, NAME_MAX_LENGTH, normalizeEmail } from '../../shared/validation';
import { AppError } from '../errors';
import { isUniqueViolation } from '../repositories/errors';
import type { User, UserRepository } from '../repositories/users';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** Why a code was refused; for the log only, never for the client. */
export class GoogleSignInError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'GoogleSignInError';
  }
}

export interface GoogleSignIn {
  /** Exchanges the code and returns the verified identity; throws GoogleSignInError otherwise. */
  verify(code: string): Promise<GoogleIdentity>;
}

/**
 * openid-client 6 is ESM-only and the server compiles to CommonJS: it is loaded once with
 * import(), which TypeScript keeps as it is for Node16 modules (a require() would not do).
 */
const importOpenIdClient = () => import('openid-client');
type OpenIdClient = Awaited<ReturnType<typeof importOpenIdClient>>;

let openIdClient: Promise<OpenIdClient> | undefined;

export function loadOpenIdClient(): Promise<OpenIdClient> {
  openIdClient ??= importOpenIdClient();
  return openIdClient;
}

// The pop-up's pseudo redirect URI; Google requires the same value at the token endpoint.
const REDIRECT_URI = 'postmessage';
// For discovery, the token endpoint and the JWKS.
const HTTP_TIMEOUT_SECONDS = 5;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const trimmed = (value: unknown, max = NAME_MAX_LENGTH): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

function describe(err: unknown, oidc: OpenIdClient): string {
  if (err instanceof oidc.ResponseBodyError)
    return `token endpoint: ${err.error}${err.error_description ? ` (${err.error_description})` : ''}`;
  if (!(err instanceof Error)) return String(err);
  const cause =
    err.cause instanceof Error ? err.cause.message : err.cause instanceof Response ? `HTTP ${err.cause.status}` : '';
  const code = err instanceof oidc.ClientError && err.code ? ` [${err.code}]` : '';
  return `${err.name}: ${err.message}${cause ? ` (${cause})` : ''}${code}`;
}

export function createGoogleSignIn(settings: GoogleSettings): GoogleSignIn {
  let configuration: Promise<Configuration> | undefined;

  async function discover(oidc: OpenIdClient): Promise<Configuration> {
    const issuer = new URL(settings.issuer);
    // Signatures of ID tokens are checked on the issuer's JWKS, even though they come over TLS.
    const execute = [oidc.enableNonRepudiationChecks];
    // Only a local provider (the tests') may speak plain HTTP; Google is HTTPS.
    if (issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)) execute.push(oidc.allowInsecureRequests);
    // Discovery refuses metadata that names another issuer, and ID tokens must carry exactly that
    // issuer: Google's token endpoint writes https://accounts.google.com (the bare
    // accounts.google.com of its docs comes from its client SDKs' tokens, not from this exchange).
    return oidc.discovery(
      issuer,
      settings.clientId,
      { id_token_signed_response_alg: 'RS256' },
      oidc.ClientSecretBasic(settings.clientSecret),
      { execute, timeout: HTTP_TIMEOUT_SECONDS },
    );
  }

  // Discovered once and kept; a failed discovery is forgotten so the next sign-in tries again.
  function getConfiguration(oidc: OpenIdClient) {
    configuration ??= discover(oidc).catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  }

  return {
    async verify(code) {
      const oidc = await loadOpenIdClient();
      try {
        const config = await getConfiguration(oidc);
        // The pop-up's response reaches us as a bare code, not as a callback URL
        // (authorizationCodeGrant's input), so the code grant goes out as a generic grant. The
        // library checks any ID token of the answer: signature (issuer's JWKS, RS256 only),
        // iss, aud = our client id, azp, exp, iat.
        const tokens = await oidc.genericGrantRequest(config, 'authorization_code', {
          code,
          redirect_uri: REDIRECT_URI,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInError('the token response has no id_token');
        return identityFrom(claims);
      } catch (err) {
        if (err instanceof GoogleSignInError) throw err;
        throw new GoogleSignInError(describe(err, oidc), { cause: err });
      }
    },
  };
}

function identityFrom(claims: IDToken): GoogleIdentity {
  if (typeof claims.sub !== 'string' || !claims.sub) throw new GoogleSignInError('the id token has no sub');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    emailVerified: claims.email_verified === true,
    givenName: trimmed(claims.given_name),
    familyName: trimmed(claims.family_name),
    name: trimmed(claims.name),
  };
}

export type GoogleOutcome = 'signed-in' | 'linked' | 'created';

const emailTaken = (message: string) => new AppError(409, 'email-taken', message);
/** A concurrent sign-in changed the rows between our read and write; resolve again. */
class LostRace extends Error {}

/**
 * The account for a verified Google identity, keyed by (google, sub). An account with the same
 * email is linked only when Google vouches for the address; otherwise a new account is created.
 */
export async function resolveGoogleUser(
  users: UserRepository,
  identity: GoogleIdentity,
): Promise<{ user: User; outcome: GoogleOutcome }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await resolveOnce(users, identity);
    } catch (err) {
      if (attempt < 3 && (err instanceof LostRace || isUniqueViolation(err))) continue;
      throw err;
    }
  }
}

async function resolveOnce(
  users: UserRepository,
  identity: GoogleIdentity,
): Promise<{ user: User; outcome: GoogleOutcome }> {
  const known = await users.findByGoogleSub(identity.sub);
  if (known) return { user: known, outcome: 'signed-in' };

  const email = identity.email ? normalizeEmail(identity.email) : '';
  if (!isValidEmail(email)) {
    throw new AppError(401, 'google-failed', 'Google did not share a usable email address for this account.');
  }

  const existing = await users.findByEmail(email);
  if (existing) {
    // The same Google account, created by a sign-in that raced this one between the two lookups.
    if (existing.googleSub === identity.sub) return { user: existing, outcome: 'signed-in' };
    if (existing.googleSub) {
      throw emailTaken('An account with this email already exists and is linked to a different Google account.');
    }
    if (!identity.emailVerified) {
      throw emailTaken(
        'An account with this email already exists. Google has not verified this address, so sign in with your password instead.',
      );
    }
    // Nobody proved this address before: a password set then may be a squatter's, so it goes,
    // together with any token issued on it. The owner can set one again by password reset.
    const linked = await users.linkGoogle(existing.id, identity.sub, {
      dropPassword: !existing.emailVerified,
      now: new Date(),
    });
    if (!linked) throw new LostRace();
    return { user: linked, outcome: 'linked' };
  }

  const localPart = email.split('@')[0] ?? '';
  const created = await users.create({
    email,
    firstname: identity.givenName ?? identity.name ?? (trimmed(localPart) || 'Google user'),
    lastname: identity.familyName ?? '',
    emailVerified: identity.emailVerified,
    googleSub: identity.sub,
    passwordHash: null,
  });
  return { user: created, outcome: 'created' };
}
