const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token; the SPA reads only exp, the fake backend only the subject. */
export function makeToken(sub: string, expiresInSeconds = 7 * 24 * 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub, iat: now, exp: now + expiresInSeconds, ver: 0 })}.signature`;
}

export const expiredToken = (sub = 'user-ada') => makeToken(sub, -60);

export function subjectOf(token: string): string | null {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}
