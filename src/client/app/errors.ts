import type { ErrorEnvelope } from '../../shared/api';

export const FALLBACK_ERROR = 'An error occurred';
export const NETWORK_ERROR = 'Network Error, check your internet';
/** SPEC.md §8: a failed furniture search (filter screen and results page). */
export const FURNITURE_FETCH_FAILED = 'Error fetching filtered data.';

interface QueryError {
  status: number | string;
  data?: unknown;
  error?: string;
}

function isQueryError(err: unknown): err is QueryError {
  return typeof err === 'object' && err !== null && 'status' in err;
}

export function isNetworkError(err: unknown): boolean {
  return isQueryError(err) && err.status === 'FETCH_ERROR';
}

/** The failure envelope of API.md, when the server sent one. */
export function errorEnvelope(err: unknown): Partial<ErrorEnvelope> | undefined {
  if (!isQueryError(err) || typeof err.data !== 'object' || err.data === null) return undefined;
  return err.data;
}

export function errorCode(err: unknown): string | undefined {
  return errorEnvelope(err)?.code;
}

/** The text to show for a failed call: the server's message, else the screen's fallback. */
export function errorMessage(err: unknown, fallback: string = FALLBACK_ERROR): string {
  if (isNetworkError(err)) return NETWORK_ERROR;
  const message = errorEnvelope(err)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** A 2xx answer that still says success: false (SPEC.md §8 handles it apart from errors). */
export function reportsFailure(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { success?: unknown }).success === false;
}
