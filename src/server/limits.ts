// Every rate limit and quota of the server, in one place. The counting lives in
// plugins/rateLimit.ts; the in-flight quota is held by the generation queue.

export interface Limit {
  /** Names the counter (its key is built from it by the rate limiter). */
  name: string;
  max: number;
  /** A fixed window, started by the first hit; whole seconds. */
  windowMs: number;
  /** The 429 answer's message, when the generic one would not tell the user enough. */
  message?: string;
}

import { MAX_GENERATIONS_IN_FLIGHT, MAX_GENERATIONS_PER_HOUR } from '../shared/constants';

const MINUTE = 60_000;

// Loose enough for a household behind one address (API.md), tight enough to slow a script.
export const LIMITS = {
  registerPerIp: { name: 'register-ip', max: 30, windowMs: 15 * MINUTE },
  /** Password and Google sign-ins from one address. */
  loginPerIp: { name: 'login-ip', max: 60, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account, at login and at a password change; a success clears them. */
  failedLoginsPerAccount: { name: 'login-fail', max: 10, windowMs: 15 * MINUTE },
  codesPerIp: { name: 'codes-ip', max: 60, windowMs: 15 * MINUTE },
  /** Verification and reset mails to one address, per purpose. */
  codeMailPerEmail: { name: 'code-mail', max: 1, windowMs: MINUTE },
  generationsPerHour: {
    name: 'generations',
    max: MAX_GENERATIONS_PER_HOUR,
    windowMs: 60 * MINUTE,
    message: `You have generated ${MAX_GENERATIONS_PER_HOUR} rooms in the last hour. Please try again later.`,
  },
} satisfies Record<string, Limit>;

/** Rooms one user may have queued or rendering at once, over every node. */
export const GENERATIONS_IN_FLIGHT = {
  max: MAX_GENERATIONS_IN_FLIGHT,
  /** What a refused request is told to wait. */
  retryAfterSeconds: 5,
};
