// The signed-in customer's cart as the browser sees it (issue 14), derived from the call
// table: each call answers the cart as it now is, every line checked against its tool.
import type { cartCalls } from './calls/cart.calls';
import type { PortOf } from './calls/port-of';
import type { ReplyOf } from './calls/call';

export type CartApiPort = PortOf<typeof cartCalls>;

export type Reordered = ReplyOf<(typeof cartCalls)['reorder']>;
