/** Reads `exp` (seconds) from a JWT without verifying it: the server verifies, the SPA only avoids stale sessions. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenUsable(token: string | null | undefined, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  // A token without a readable exp is left to the server to judge.
  return exp === null || exp * 1000 > nowMs;
}
