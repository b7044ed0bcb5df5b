// The ApiPort the pages use: every refusal that ends the session (`endsSession`, the one
// place that decides which) also tells the session, so no page has to remember to.
import type { ApiPort, ApiResult } from '../ports/api.port';
import { endsSession } from './session.expiry';

type AnyCall = (...args: unknown[]) => unknown;

const isResult = (value: unknown): value is ApiResult<unknown> => value instanceof Promise;

export function withSessionExpiry(api: ApiPort, onExpired: () => void): ApiPort {
  // Every call of the port, whichever feature added it, without a list to keep up to date.
  return new Proxy(api, {
    get(target, name, receiver) {
      // Looked up at each call, so a test may replace a method of the port it gave.
      const method: unknown = Reflect.get(target, name, receiver);
      if (typeof method !== 'function' || typeof name !== 'string') return method;
      return (...args: unknown[]) => {
        const answer = (method as AnyCall).apply(target, args);
        if (!isResult(answer)) return answer;
        return answer.then((result) => {
          if (!result.ok && endsSession(name as keyof ApiPort, result.error)) onExpired();
          return result;
        });
      };
    },
  });
}
