import { INVALID_TOKEN_MESSAGE, TOKEN_EXPIRED_MESSAGE } from '../../../shared/api';
import { errorCode, errorEnvelope, isNetworkError, NETWORK_ERROR } from '../../app/errors';

export interface LoadFailure {
  /** Shown on the page. */
  text: string;
  /** Shown as a toast. */
  toast: string;
  /** The session is over: sign out and go to / after the redirect delay. */
  endSession: boolean;
}

export const TOKEN_EXPIRED_TEXT = 'Token has expired. Please log in again.';
export const INVALID_TOKEN_TEXT = 'Invalid JWT token. Please log in again.';

/** SPEC.md §8, settings load. */
export function describeLoadFailure(err: unknown): LoadFailure {
  const envelope = errorEnvelope(err);
  if (errorCode(err) === 'token-expired' || envelope?.message === TOKEN_EXPIRED_MESSAGE) {
    return { text: TOKEN_EXPIRED_TEXT, toast: TOKEN_EXPIRED_TEXT, endSession: true };
  }
  if (errorCode(err) === 'invalid-token' || envelope?.message === INVALID_TOKEN_MESSAGE) {
    return { text: INVALID_TOKEN_TEXT, toast: INVALID_TOKEN_TEXT, endSession: true };
  }
  if (isNetworkError(err)) return { text: 'Unexpected error occurred', toast: NETWORK_ERROR, endSession: false };
  if (envelope) {
    const text = envelope.message || 'Error fetching user details';
    return { text, toast: text, endSession: false };
  }
  return { text: 'Unexpected error occurred', toast: 'Unexpected error occurred', endSession: false };
}
