// One call of the API over ky: the token it carries, the retries of a read, every failure
// as an ApiError. Loaded with the first call rather than with the app: the home page's
// first load carries neither ky nor its error mapping (about 7 KB of gzip), and a signed-in
// page's first reads are already on their way (index.html's bootstrap) while it loads.
import ky, { type ResponsePromise } from 'ky';
import { fail, ok } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';
import type { ApiRequest, HttpApiOptions } from './api.http';
import { toApiError } from './api-errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Sends `call` with `bearer` (or none) and reads its reply with `read`. */
export type Exchange = <T>(
  call: ApiRequest,
  bearer: string | null,
  read: (reply: ResponsePromise) => Promise<T>,
) => ApiResult<T>;

export function kyExchange(options: HttpApiOptions): Exchange {
  const http = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Only reads are retried: repeating a POST or a DELETE could order or delete twice.
    retry: { limit: 2, methods: ['get'], statusCodes: [502, 503, 504], maxRetryAfter: 3_000 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return async (call, bearer, read) => {
    try {
      const reply = http(call.path, {
        method: call.method,
        headers: {
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...(call.idempotencyKey === undefined ? {} : { 'Idempotency-Key': call.idempotencyKey }),
        },
        json: call.json,
        body: call.body,
        searchParams: call.searchParams,
      });
      return ok(await read(reply));
    } catch (error) {
      return fail(toApiError(error));
    }
  };
}
