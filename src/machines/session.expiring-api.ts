// The ApiPort the pages use: every refusal that ends the session (`endsSession`, the one
// place that decides which) also tells the session, so no page has to remember to.
import type { ApiPort, ApiResult } from '../ports/api.port';
import { endsSession, SESSION_CALLS } from './session.expiry';

type AnyCall = (...args: never[]) => ApiResult<unknown>;

export function withSessionExpiry(api: ApiPort, onExpired: () => void): ApiPort {
  const watched: Partial<Record<keyof ApiPort, AnyCall>> = {};
  for (const call of SESSION_CALLS) {
    watched[call] = async (...args) => {
      // Looked up at each call, so a test may replace a method of the port it gave.
      const method = api[call] as AnyCall;
      const result = await method.apply(api, args);
      if (!result.ok && endsSession(call, result.error)) onExpired();
      return result;
    };
  }
  // Every method of ApiPort is in SESSION_CALLS (its table is a Record over them).
  return watched as ApiPort;
}
