// Which API refusals end the session (spec section 4): a 401 on any call, and also a 403 on
// the own-orders call. Any other 403 is just an error for the page to show.
import type { ApiError } from '../ports/api.port';

export type SessionCall = 'own-orders' | 'other';

export function endsSession(error: ApiError, call: SessionCall = 'other'): boolean {
  if (error.kind === 'unauthorized') return true;
  return call === 'own-orders' && error.kind === 'forbidden';
}
