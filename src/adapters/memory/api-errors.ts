// The refusals the API fake gives, with the kinds, statuses and sentences the API server
// answers, so a screen built on the fake shows what it will show against the server.
import { describeRefusal, type Refusal } from '../../application/refusals';
import type { ApiError, ApiErrorKind } from '../../ports/api.port';
import { fail, type Result } from '../../domain/result';

const kindOfStatus: Record<number, ApiErrorKind> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
};

/** A use case's refusal as the HTTP adapter would read the API's answer to it. */
export function refusalError(refusal: Refusal): ApiError {
  const { status, message } = describeRefusal(refusal);
  return { kind: kindOfStatus[status] ?? 'invalid', status, message };
}

/** A use case's result as an ApiPort answer. */
export const answerOf = <T>(result: Result<T, Refusal>): Result<T, ApiError> =>
  result.ok ? result : fail(refusalError(result.error));

export const forbidden = (message: string): ApiError => ({
  kind: 'forbidden',
  status: 403,
  message,
});

export const notFound = (message: string): ApiError => ({
  kind: 'not-found',
  status: 404,
  message,
});

/** A bad input (400). */
export const invalid = (message: string): ApiError => ({ kind: 'invalid', status: 400, message });

/** A request that is well formed but clashes with the data as it is now (409). */
export const conflict = (message: string): ApiError => ({ kind: 'invalid', status: 409, message });

export const NO_SUCH = {
  tool: 'There is no tool with that id.',
  user: 'There is no user with that e-mail address.',
} as const;

export const SIMULATED: Readonly<Record<'network' | 'server', ApiError>> = {
  network: {
    kind: 'network',
    message: 'We could not reach the store. Check your connection and try again.',
  },
  server: {
    kind: 'server',
    status: 500,
    message: 'The store ran into a problem. Please try again in a moment.',
  },
};
