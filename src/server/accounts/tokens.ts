import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { INVALID_TOKEN_MESSAGE, TOKEN_EXPIRED_MESSAGE } from '../../shared/api';
import type { Clock } from '../clock';
import { AppError } from '../errors';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  ver: number;
  iat: number;
  exp: number;
}

export const tokenExpired = () => new AppError(401, 'token-expired', TOKEN_EXPIRED_MESSAGE);
export const invalidToken = () => new AppError(401, 'invalid-token', INVALID_TOKEN_MESSAGE);

export interface TokenService {
  sign(userId: string, tokenVersion: number): string;
  /** Checks signature (HS256 only) and expiry; throws the 401 AppError of API.md. */
  verify(token: string): TokenClaims;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked against our clock below, so tests can move time.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: 1000 });

  return {
    sign(userId, tokenVersion) {
      const iat = Math.floor(clock.now() / 1000);
      return signer({ sub: userId, ver: tokenVersion, iat, exp: iat + TOKEN_TTL_SECONDS });
    },
    verify(token) {
      let claims: Partial<TokenClaims>;
      try {
        claims = verifier(token) as Partial<TokenClaims>;
      } catch (err) {
        if (err instanceof TokenError) throw invalidToken();
        throw err;
      }
      if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || typeof claims.exp !== 'number') {
        throw invalidToken();
      }
      if (claims.exp * 1000 <= clock.now()) throw tokenExpired();
      return claims as TokenClaims;
    },
  };
}
