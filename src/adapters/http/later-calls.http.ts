// The cart's and the quotes' calls over HTTP, derived from their call tables: loaded with
// the first of them, later than the account's calls, so neither first load carries their
// reply schemas.
import { cartCalls } from '../../ports/calls/cart.calls';
import { quoteCalls } from '../../ports/calls/quotes.calls';
import type { FetchFile, Send } from './api.http';
import { callsOver } from './table-calls';

export const laterCallsOver = (send: Send, fetchFile: FetchFile) => ({
  ...callsOver(cartCalls, send, fetchFile),
  ...callsOver(quoteCalls, send, fetchFile),
});

export type LaterCalls = ReturnType<typeof laterCallsOver>;
