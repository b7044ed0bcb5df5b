// Turns whatever a ky call throws into an ApiError: a kind the caller can branch on, and
// what the API itself said (its refusal code and sentence, how long to wait). The sentence
// a person reads when the API said nothing is the UI's to write (`describeError`).
import { isHTTPError, isTimeoutError, SchemaValidationError } from 'ky';
import type { ApiError, ApiErrorKind } from '../../ports/api.port';

const kindOfStatus = (status: number): ApiErrorKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'invalid';
};

/** The server's `{ message }`, when it sent one worth showing. */
export const serverMessage = (data: unknown): string | undefined => textField(data, 'message');

const textField = (data: unknown, field: 'message' | 'code'): string | undefined => {
  if (typeof data !== 'object' || data === null || !(field in data)) return undefined;
  const value: unknown = (data as Record<typeof field, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Retry-After in whole seconds, when the server sent one. */
function retryAfterSeconds(headers: Headers): number | undefined {
  const seconds = Number(headers.get('retry-after') ?? '');
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export function toApiError(error: unknown): ApiError {
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    const message = serverMessage(error.data);
    const code = textField(error.data, 'code');
    const wait = status === 429 ? retryAfterSeconds(headers) : undefined;
    return {
      kind: kindOfStatus(status),
      status,
      ...(code === undefined ? {} : { code }),
      ...(message === undefined ? {} : { message }),
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    };
  }
  // A 2xx whose body is not JSON, or not the shape the domain expects: the server is at fault.
  if (error instanceof SchemaValidationError || error instanceof SyntaxError) {
    return { kind: 'server', detail: 'unreadable-reply' };
  }
  if (isTimeoutError(error)) return { kind: 'network', detail: 'timeout' };
  // Everything else happened before a response arrived: offline, CORS, DNS, an abort.
  return { kind: 'network' };
}
