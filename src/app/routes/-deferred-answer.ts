// A read a route's loader starts but does not wait for (the home page's lists, the
// catalogue's results), handed to the page as an ApiResult.
import { fail } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';
import { apiErrorOf } from '../../ports/port-refusal';

/**
 * The port's answer, never a rejection: a deferred promise that rejected would reach the
 * route's error page instead of the list's own error face.
 */
export const answered = <T>(answer: ApiResult<T>): ApiResult<T> =>
  answer.catch((error: unknown) => fail(apiErrorOf(error)));
