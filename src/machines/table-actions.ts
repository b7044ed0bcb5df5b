// The dashboard tables' row actions, each wired to its ApiPort calls: the composition root
// hands them to the pages (src/app/machines.ts), stories and tests build them on a fake.
import { fromPromise } from 'xstate';
import type { ApiPort } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { createRowActionsMachine, type RowAction } from './row-actions.machine';

export type OrderAction = 'ship' | 'cancel';
export type UserAction = 'make-admin';
export type ToolAction = 'delete';
export type ReviewAction = 'hide' | 'show';
export type QuoteAction = 'decline';

/** The table's machine, each action performed by `run` (which rejects with the refusal). */
const rowActions = <A extends string>(run: (request: RowAction<A>) => Promise<unknown>) =>
  createRowActionsMachine<A>().provide({
    actors: { perform: fromPromise<unknown, RowAction<A>>(({ input }) => run(input)) },
  });

/** Manage Orders: ship a paid order, cancel an unpaid one (rows keyed by order id). */
export const orderActionsFor = (api: Pick<ApiPort, 'shipOrder' | 'deleteOrder'>) =>
  rowActions<OrderAction>(({ action, rowId }) =>
    action === 'ship' ? valueOf(api.shipOrder(rowId)) : valueOf(api.deleteOrder(rowId)),
  );

/** Make Admin: promote a user (rows keyed by e-mail). */
export const userActionsFor = (api: Pick<ApiPort, 'makeAdmin'>) =>
  rowActions<UserAction>(({ rowId }) => valueOf(api.makeAdmin(rowId)));

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
