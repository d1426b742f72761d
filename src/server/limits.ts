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
  /**
   * Wrong passwords for one account from all addresses together (login and password change): a
   * ceiling far above what its owner does, so a stranger cannot lock the owner out cheaply. A
   * success, a right e-mail code or a password reset clears it.
   */
  failedLoginsPerAccount: { name: 'login-fail', max: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from one address; past LOGIN_DELAYS.free each adds a delay. */
  failedLoginsPerAccountAndIp: { name: 'login-fail-ip', max: 1_000_000, windowMs: 24 * 60 * MINUTE },
  /** The delay itself: set with block() for the growing number of seconds, checked before a try. */
  loginDelayPerAccountAndIp: {
    name: 'login-delay-ip',
    max: 1,
    windowMs: 15 * MINUTE,
    message: 'Too many failed sign-ins. Please wait a moment and try again.',
  },
  codesPerIp: { name: 'codes-ip', max: 60, windowMs: 15 * MINUTE },
  /** Verification and reset mails to one address, per purpose. */
  codeMailPerEmail: { name: 'code-mail', max: 1, windowMs: MINUTE },
  generationsPerHour: {
    name: 'generations',
    max: MAX_GENERATIONS_PER_HOUR,
    windowMs: 60 * MINUTE,
    message: `You have generated ${MAX_GENERATIONS_PER_HOUR} rooms in the last hour. Please try again later.`,
  },
  /** Room photo uploads of one user, refused ones included (each is decoded, which costs a core for a moment). */
  roomPhotoUploadsPerUser: {
    name: 'room-photo-uploads',
    max: 30,
    windowMs: 60 * MINUTE,
    message: 'You have uploaded 30 room photos in the last hour. Please try again later.',
  },
} satisfies Record<string, Limit>;

/** Room photos one user may keep (each up to a few MB on disk); a 409 past it asks them to delete one. */
export const ROOM_PHOTOS_PER_USER = {
  max: 100,
  message: 'You have 100 room photos, the most you can keep. Delete one to upload another.',
};

/**
 * Growing delays for wrong passwords from one address to one account: the first `free` failures
 * cost nothing, then failure n locks that account for that address for
 * min(2^(n - free - 1), maxSeconds) seconds (1, 2, 4, ... up to 15 minutes). Other addresses,
 * the owner's among them, are not slowed; the account-wide ceiling above is the backstop.
 */
export const LOGIN_DELAYS = { free: 5, maxSeconds: 15 * 60 };

export function loginDelaySeconds(failures: number): number {
  if (failures <= LOGIN_DELAYS.free) return 0;
  return Math.min(2 ** (failures - LOGIN_DELAYS.free - 1), LOGIN_DELAYS.maxSeconds);
}

/** Rooms one user may have queued or rendering at once, over every node. */
export const GENERATIONS_IN_FLIGHT = {
  max: MAX_GENERATIONS_IN_FLIGHT,
  /** What a refused request is told to wait. */
  retryAfterSeconds: 5,
};
