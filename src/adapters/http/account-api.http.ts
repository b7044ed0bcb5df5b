// Every call of ApiPort beyond the home page's, over HTTP: loaded with the first of them,
// so the home page's first load carries neither these calls nor their reply schemas. The
// calls no signed-in page needs on arrival (the cart's, the quotes', the reviews', the
// admin's reads, the trade accounts') load later still: every name not here is theirs
// (later-calls.http.ts).
import type { ApiPort } from '../../ports/api.port';
import type { EagerCall, FetchFile, Send } from './api.http';
import { lazyPort, withLaterCalls } from './lazy-calls';
import type { LaterCalls } from './later-calls.http';
import type { ToolWrites } from './tool-writes.http';
import { callsOver } from './table-calls';
import { keepingSubmitKeys } from './submit-keys';
import { orderCalls } from '../../ports/calls/orders.calls';
import { paymentIntentCalls } from '../../ports/calls/payment-intent.calls';
import { toolReadCalls } from '../../ports/calls/tool-reads.calls';
import { userCalls } from '../../ports/calls/users.calls';

export function accountCallsOver(send: Send, fetchFile: FetchFile): Omit<ApiPort, EagerCall> {
  const later = lazyPort<LaterCalls>(() =>
    import('./later-calls.http').then((m) => m.laterCallsOver(send, fetchFile)),
  );
  return withLaterCalls(ownCallsOver(send, fetchFile), later);
}

// Derived from the call tables: a call added there is here without a line.
function ownCallsOver(
  send: Send,
  fetchFile: FetchFile,
): Omit<ApiPort, EagerCall | keyof LaterCalls> {
  return {
    ...callsOver(userCalls, send, fetchFile),
    ...callsOver(toolReadCalls, send, fetchFile),
    ...toolWritesOver(send, fetchFile),
    ...ordersOver(send, fetchFile),
    // Not payments.calls.ts: its other calls are the server's alone (no `request`).
    ...callsOver(paymentIntentCalls, send, fetchFile),
  };
}

/** The orders' calls, each submit placing an order with a key of its own (submit-keys.ts). */
function ordersOver(send: Send, fetchFile: FetchFile) {
  const calls = callsOver(orderCalls, send, fetchFile);
  return {
    ...calls,
    placeOrder: keepingSubmitKeys(calls.placeOrder),
    checkOut: keepingSubmitKeys(calls.checkOut),
  };
}

// Their names, known before their module loads: `satisfies` refuses a list that misses one
// of the tool writes or names anything else.
const TOOL_WRITES = Object.keys({
  addTool: true,
  deleteTool: true,
  setToolTiers: true,
  editTool: true,
  uploadImage: true,
  importCatalogue: true,
} satisfies Record<keyof ToolWrites, true>) as (keyof ToolWrites)[];

/** The admin's catalogue writes, each loading tool-writes.http.ts on first use. */
function toolWritesOver(send: Send, fetchFile: FetchFile): ToolWrites {
  const writes = lazyPort<ToolWrites>(() =>
    import('./tool-writes.http').then((m) => m.toolWritesOver(send, fetchFile)),
  );
  return Object.fromEntries(TOOL_WRITES.map((name) => [name, writes[name]])) as ToolWrites;
}
