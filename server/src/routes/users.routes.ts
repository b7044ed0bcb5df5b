// The users' calls (src/ports/calls/users.calls.ts), answered by src/application/users;
// the sign-in exchange is rate limited, counted before the token is checked, so guessing
// and flooding cost the same.
import { userHandlers } from '../../../src/application/users/user-handlers';
import { userCalls } from '../../../src/ports/calls/users.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { addressNetwork } from '../http/client-address';
import { rateLimit } from '../http/rate-limits';
import { emailParam } from '../http/request-input';

export function userRoutes(deps: AppDeps) {
  const signInsPerAddress = rateLimit(deps.rateLimiter, 'signInPerAddress', (c) =>
    addressNetwork(deps.clientAddress(c)),
  );
  // Keyed on the e-mail as the handler reads it, so no other spelling has an allowance.
  const signInsPerEmail = rateLimit(deps.rateLimiter, 'signInPerEmail', emailParam);
  return callRoutes(userCalls, userHandlers, deps, {
    exchangeToken: [signInsPerAddress, signInsPerEmail],
  });
}
