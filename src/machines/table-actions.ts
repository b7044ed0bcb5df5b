// The dashboard tables' row actions, each wired to its ApiPort calls: the composition root
// hands them to the pages (src/app/machines.ts), stories and tests build them on a fake.
import { fromPromise } from 'xstate';
import type { Cart } from '../domain/cart';
import type { AssignableRole } from '../domain/staff-role';
import type { ApiPort } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { createRowActionsMachine, type RowAction } from './row-actions.machine';

// Ship is no row action: it records a shipment on the order's page (carrier, tracking).
export type OrderAction = 'cancel';
/** Make Admin, or a store role given on the users page (issue 27). */
export type UserAction = 'make-admin' | { readonly kind: 'role'; readonly role: AssignableRole };
export type ToolAction = 'delete';
export type ReviewAction = 'hide' | 'show';
export type QuoteAction = 'decline';
/** A cart line's change: a new quantity, or the line taken out. */
export type CartAction =
  { readonly kind: 'qty'; readonly qty: number } | { readonly kind: 'remove' };

/** The table's machine, each action performed by `run` (which rejects with the refusal). */
const rowActions = <A, O = unknown>(run: (request: RowAction<A>) => Promise<O>) =>
  createRowActionsMachine<A, O>().provide({
    actors: { perform: fromPromise<O, RowAction<A>>(({ input }) => run(input)) },
  });

/** Manage Orders: cancel an unpaid order (rows keyed by order id). */
export const orderActionsFor = (api: Pick<ApiPort, 'deleteOrder'>) =>
  rowActions<OrderAction>(({ rowId }) => valueOf(api.deleteOrder(rowId)));

/** Make Admin: promote a user, or give them a store role (rows keyed by e-mail). */
export const userActionsFor = (api: Pick<ApiPort, 'makeAdmin' | 'setUserRole'>) =>
  rowActions<UserAction>(({ action, rowId }) =>
    action === 'make-admin'
      ? valueOf(api.makeAdmin(rowId))
      : valueOf(api.setUserRole(rowId, action.role)),
  );

/** Manage Product: delete a tool (rows keyed by tool id). */
export const toolActionsFor = (api: Pick<ApiPort, 'deleteTool'>) =>
  rowActions<ToolAction>(({ rowId }) => valueOf(api.deleteTool(rowId)));

/** Manage Reviews: hide a review from the home page, or show it again (rows keyed by id). */
export const reviewActionsFor = (api: Pick<ApiPort, 'setReviewHidden'>) =>
  rowActions<ReviewAction>(({ action, rowId }) =>
    valueOf(api.setReviewHidden(rowId, action === 'hide')),
  );

/** My Quotes and Manage Quotes: decline a quote (rows keyed by quote id). */
export const quoteActionsFor = (api: Pick<ApiPort, 'declineQuote'>) =>
  rowActions<QuoteAction>(({ rowId }) => valueOf(api.declineQuote(rowId)));

/**
 * The cart: a line's quantity or its Remove (rows keyed by tool id), each answered with the
 * cart as the API priced it. On a visitor's cart kept in this browser or a customer's.
 */
export const cartActionsFor = (cart: Pick<ApiPort, 'setCartQty' | 'removeFromCart'>) =>
  rowActions<CartAction, Cart>(({ action, rowId }) =>
    action.kind === 'qty'
      ? valueOf(cart.setCartQty(rowId, action.qty))
      : valueOf(cart.removeFromCart(rowId)),
  );

export type CartActionsMachine = ReturnType<typeof cartActionsFor>;
