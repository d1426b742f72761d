import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). 2 is Algorithm.Argon2id, a const enum
// that isolatedModules cannot inline.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, Google-only account) it
 * verifies against a dummy hash, so the answer takes as long as for a real account.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
