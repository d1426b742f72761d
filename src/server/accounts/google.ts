// Google sign-in: the SPA's pop-up (flow 'auth-code') hands us an authorization code, which we
// exchange at the issuer's token endpoint and whose ID token we verify before trusting any claim.
import { custom, errors, Issuer, type BaseClient, type IdTokenClaims, type TokenSet } from 'openid-client';
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

// The pop-up's pseudo redirect URI; Google requires the same value at the token endpoint.
const REDIRECT_URI = 'postmessage';
const HTTP_TIMEOUT_MS = 5_000;
// Google's docs allow either form in `iss`; discovery only names the first.
const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_BARE_ISSUER = 'accounts.google.com';

// Global for openid-client (discovery, token endpoint, JWKS); this module is its only user.
custom.setHttpOptionsDefaults({ timeout: HTTP_TIMEOUT_MS });

// Public in openid-client 5 (callback() uses it) but missing from its typings. callback() itself
// would demand the RFC 9207 `iss` response parameter, which the pop-up never hands to the SPA.
type VerifyingClient = BaseClient & {
  validateIdToken(tokenSet: TokenSet, nonce?: string, returnedBy?: 'token'): Promise<TokenSet>;
};

const trimmed = (value: unknown, max = NAME_MAX_LENGTH): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

function unverifiedIssuer(idToken: string): unknown {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')).iss;
  } catch {
    return undefined;
  }
}

function describe(err: unknown): string {
  if (err instanceof errors.OPError)
    return `token endpoint: ${err.error}${err.error_description ? ` (${err.error_description})` : ''}`;
  if (err instanceof errors.RPError) return `id token: ${err.message}`;
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

export function createGoogleSignIn(settings: GoogleSettings): GoogleSignIn {
  const metadata = {
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    redirect_uris: [REDIRECT_URI],
    response_types: ['code'],
    id_token_signed_response_alg: 'RS256',
  };
  let clients: Promise<{ main: VerifyingClient; bare?: VerifyingClient }> | undefined;

  async function discover() {
    const issuer = await Issuer.discover(settings.issuer);
    if (withoutSlash(issuer.metadata.issuer) !== withoutSlash(settings.issuer)) {
      throw new GoogleSignInError(`discovery names issuer ${issuer.metadata.issuer}, expected ${settings.issuer}`);
    }
    const main = new issuer.Client(metadata) as VerifyingClient;
    if (issuer.metadata.issuer !== GOOGLE_ISSUER) return { main };
    const bare = new new Issuer({ ...issuer.metadata, issuer: GOOGLE_BARE_ISSUER }).Client(metadata) as VerifyingClient;
    return { main, bare };
  }

  // Discovered once and kept; a failed discovery is forgotten so the next sign-in tries again.
  function getClients() {
    clients ??= discover().catch((err: unknown) => {
      clients = undefined;
      throw err;
    });
    return clients;
  }

  return {
    async verify(code) {
      try {
        const { main, bare } = await getClients();
        const tokenSet = await main.grant({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
        if (!tokenSet.id_token) throw new GoogleSignInError('the token response has no id_token');
        const verifier = bare && unverifiedIssuer(tokenSet.id_token) === GOOGLE_BARE_ISSUER ? bare : main;
        // Signature (issuer's JWKS, RS256 only), iss, aud = our client id, exp, iat.
        await verifier.validateIdToken(tokenSet, undefined, 'token');
        return identityFrom(tokenSet.claims());
      } catch (err) {
        if (err instanceof GoogleSignInError) throw err;
        throw new GoogleSignInError(describe(err), { cause: err });
      }
    },
  };
}

function identityFrom(claims: IdTokenClaims): GoogleIdentity {
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
