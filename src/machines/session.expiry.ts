// Which API refusals end the session, decided here once for every call: a 401 on any call
// a signed-in person makes (spec section 4 says so for the own-orders call; every other
// page follows); a 403 on the own-orders call and on Make Admin (spec section 4: that person
// is no longer allowed there). Never on the session's own calls, where a refusal is a failed
// sign-in, and never on recording a payment: a 401 there comes after the card was charged,
// and the page that must say the order is paid asks the person to sign in again itself.
import type { ApiError, ApiPort } from '../ports/api.port';

type SessionRule = 'never' | 'unauthorized' | 'unauthorized-or-forbidden';

// Only the calls that differ: every other call a signed-in person makes ends the session
// on a 401 (its token is no longer good). A list of exceptions rather than a table of every
// call keeps this file, which the home page loads, the same size as the API grows.
const EXCEPTIONS: Partial<Readonly<Record<keyof ApiPort, SessionRule>>> = {
  exchangeToken: 'never',
  isAdmin: 'never',
  payOrder: 'never',
  listMyOrders: 'unauthorized-or-forbidden',
  makeAdmin: 'unauthorized-or-forbidden',
};

export function endsSession(call: keyof ApiPort, error: ApiError): boolean {
  switch (EXCEPTIONS[call] ?? 'unauthorized') {
    case 'never':
      return false;
    case 'unauthorized':
      return error.kind === 'unauthorized';
    case 'unauthorized-or-forbidden':
      return error.kind === 'unauthorized' || error.kind === 'forbidden';
  }
}
