// The refusals the API fake gives, with the kinds, statuses and sentences the API server
// answers, so a screen built on the fake shows what it will show against the server.
import type { ApiError } from '../../ports/api.port';

export const notSignedIn = (): ApiError => ({
  kind: 'unauthorized',
  status: 401,
  message: 'Please sign in to continue.',
});

export const sessionInvalid = (): ApiError => ({
  kind: 'unauthorized',
  status: 401,
  message: 'Your session has expired or is not valid. Please sign in again.',
});

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
  orderedTool: 'This tool is no longer available.',
  order: 'There is no order with that id.',
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
