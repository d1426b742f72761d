import { errorMessage, isNetworkError } from '../../app/errors';

export const VIEW_MESSAGES = {
  invalid: 'Invalid ID or missing authentication token.',
  notFound: 'Entry not found.',
  badData: 'Invalid entry data structure.',
  failed: (message: string) => `An error occurred: ${message}`,
  itemsFailed: (message: string) => `Error fetching additional data: ${message}`,
} as const;

const statusOf = (err: unknown) =>
  typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;

/** SPEC.md §8: a 404 is 'Entry not found.', anything else names the failure. */
export function projectLoadError(err: unknown): string {
  if (statusOf(err) === 404) return VIEW_MESSAGES.notFound;
  return VIEW_MESSAGES.failed(errorMessage(err, 'Unknown error'));
}

/** SPEC.md §8: the additional-data (item table) fetch reports a failed response as 'Network response was not ok'. */
export function itemsLoadError(err: unknown): string {
  return VIEW_MESSAGES.itemsFailed(isNetworkError(err) ? errorMessage(err) : 'Network response was not ok');
}
