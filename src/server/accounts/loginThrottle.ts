import type { RateLimiter } from '../plugins/rateLimit';
import { LIMITS, loginDelaySeconds } from '../limits';

/**
 * Wrong-password throttling (README "Security notes"): per account and client address with
 * growing delays, under a much higher account-wide ceiling. A stranger guessing from one address
 * slows only that address; the owner, from another, signs in as usual.
 */
export interface LoginThrottle {
  /** 429 while this address is delayed for this account, or the account is past its ceiling. */
  check(email: string, ip: string): Promise<void>;
  /** Counts a wrong password, and delays this address for this account when past the free ones. */
  failed(email: string, ip: string): Promise<void>;
  /** A right password from this address: its failures and delay go, and the account's count. */
  succeeded(email: string, ip: string): Promise<void>;
  /** A right e-mail code or a password reset proves the mailbox: it lifts the same locks. */
  lift(email: string, ip: string): Promise<void>;
}

export function createLoginThrottle(limiter: RateLimiter): LoginThrottle {
  const pair = (email: string, ip: string) => `${email}|${ip}`;
  const clear = async (email: string, ip: string) => {
    await limiter.reset(LIMITS.failedLoginsPerAccountAndIp, pair(email, ip));
    await limiter.reset(LIMITS.loginDelayPerAccountAndIp, pair(email, ip));
    await limiter.reset(LIMITS.failedLoginsPerAccount, email);
  };
  return {
    async check(email, ip) {
      await limiter.check(LIMITS.loginDelayPerAccountAndIp, pair(email, ip));
      await limiter.check(LIMITS.failedLoginsPerAccount, email);
    },
    async failed(email, ip) {
      await limiter.hit(LIMITS.failedLoginsPerAccount, email);
      const failures = await limiter.hit(LIMITS.failedLoginsPerAccountAndIp, pair(email, ip));
      const delay = loginDelaySeconds(failures);
      if (delay) await limiter.block(LIMITS.loginDelayPerAccountAndIp, pair(email, ip), delay);
    },
    succeeded: clear,
    lift: clear,
  };
}
