import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum memory for argon2id with t = 2 (19 MiB): production may not go below it. */
export const OWASP_MEMORY_KIB = 19_456;
// 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot inline.
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With no hash (unknown email, Google-only account) it
   * verifies against a dummy hash, so the answer takes as long as for a real account.
   */
  check(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

/** argon2id with `memoryKib` of memory, t = 2, p = 1 (PASSWORD_HASH_MEMORY_KIB). */
export function createPasswordHasher(memoryKib = OWASP_MEMORY_KIB): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
  const hashPassword = (password: string) => hash(password, options);
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async check(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(storedHash, password).catch(() => false);
    },
  };
}
