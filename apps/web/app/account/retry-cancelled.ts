import { RequestFailure } from '@tideline/core/request';

/**
 * React Query's retry rule for the account reads: only a read cancelled because another part of
 * the page asked for the same path (the request client aborts the older duplicate GET) is asked
 * again; a real refusal or outage shows the error state at once.
 */
export function retryCancelled(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof RequestFailure && error.reason === 'cancelled';
}
