import type { ApiError } from '../../ports/api.port';

/** Why a list did not load, as a sentence a visitor can act on. */
export function loadFailureMessage(error: ApiError): string {
  if (error.kind === 'network') {
    return 'The store could not be reached. Check your connection and try again.';
  }
  // The store is fine, just asked too often: its own sentence says when to try again.
  if (error.kind === 'rate-limited') return error.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}
