// The real HTTP adapter for page tests and stories that mock the API with msw. src/ui may
// not import adapters, so it reaches this one here; the client is signed in with a fixed
// token unless told otherwise, so requests reach the msw handlers. (Reads are retried on
// 502-504: handlers that fail a read should answer 500 to keep tests quick.)
import { createHttpApi } from '../adapters/http/api.http';
import { TokenStoreInMemory } from '../adapters/memory/token-store.in-memory';
import type { ApiPort } from '../ports/api.port';

/** Where the mocked API lives: handlers are `http.get(`${MOCK_API}/users`, ...)`. */
export const MOCK_API = 'http://api.mock.test';
export const MOCK_TOKEN = 'mock-access-token';

export function createMockedHttpApi({ signedIn = true }: { signedIn?: boolean } = {}): ApiPort {
  return createHttpApi({
    baseUrl: MOCK_API,
    tokens: new TokenStoreInMemory(signedIn ? MOCK_TOKEN : null),
  });
}
