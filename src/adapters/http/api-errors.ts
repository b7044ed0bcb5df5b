// Turns whatever a ky call throws into an ApiError: a kind the caller can branch on and a
// sentence a person can read.
import { isHTTPError, isTimeoutError, SchemaValidationError } from 'ky';
import type { ApiError, ApiErrorKind } from '../../ports/api.port';

export const DEFAULT_MESSAGES: Readonly<Record<ApiErrorKind, string>> = {
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  'not-found': 'We could not find what you were looking for.',
  invalid: 'The store could not accept that request. Check what you entered and try again.',
  'rate-limited': 'Too many attempts in a short time. Please wait a minute and try again.',
  network: 'We could not reach the store. Check your connection and try again.',
  server: 'The store ran into a problem. Please try again in a moment.',
};

export const TIMEOUT_MESSAGE = 'The store took too long to answer. Please try again.';
export const UNREADABLE_REPLY_MESSAGE =
  'The store sent a reply we could not read. Please try again in a moment.';

const kindOfStatus = (status: number): ApiErrorKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'invalid';
};

/** The server's `{ message }`, when it sent one worth showing. */
export const serverMessage = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
};

/** "Please wait 30 seconds": from a Retry-After in seconds, when the server sent one. */
export function retryAfterMessage(headers: Headers): string | undefined {
  const seconds = Number(headers.get('retry-after') ?? '');
  if (!Number.isInteger(seconds) || seconds <= 0) return undefined;
  const wait =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts in a short time. Please wait ${wait} and try again.`;
}

export function toApiError(error: unknown): ApiError {
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    const kind = kindOfStatus(status);
    const fallback =
      (kind === 'rate-limited' ? retryAfterMessage(headers) : undefined) ?? DEFAULT_MESSAGES[kind];
    return { kind, status, message: serverMessage(error.data) ?? fallback };
  }
  // A 2xx whose body is not JSON, or not the shape the domain expects: the server is at fault.
  if (error instanceof SchemaValidationError || error instanceof SyntaxError) {
    return { kind: 'server', message: UNREADABLE_REPLY_MESSAGE };
  }
  if (isTimeoutError(error)) return { kind: 'network', message: TIMEOUT_MESSAGE };
  // Everything else happened before a response arrived: offline, CORS, DNS, an abort.
  return { kind: 'network', message: DEFAULT_MESSAGES.network };
}
