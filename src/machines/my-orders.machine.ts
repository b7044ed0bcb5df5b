// My Orders: deleting an unpaid order after a confirmation. The route loads the orders; the
// machine starts from them and drops a deleted one itself (the store answered that it is
// gone, so loading every order again would only say the same). idle ⇄ confirming → deleting.
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Order } from '../domain/order';
import { allowedOrderActions } from '../domain/order-status';
import type { ApiError, ApiPort } from '../ports/api.port';
import { apiErrorOf, valueOf } from '../ports/port-refusal';

export interface MyOrdersInput {
  /** The customer's orders, as the route loaded them. */
  readonly orders: readonly Order[];
}

export interface MyOrdersContext {
  readonly orders: readonly Order[];
  /** The order the confirmation dialog asks about. */
  readonly pendingDelete: Order | undefined;
  readonly deleteError: ApiError | undefined;
}

export type MyOrdersEvent =
  | { readonly type: 'delete.ask'; readonly orderId: string }
  | { readonly type: 'delete.cancel' }
  | { readonly type: 'delete.confirm' };

export type MyOrdersEmitted = {
  readonly type: 'deleted';
  readonly toolName: string;
};

export const myOrdersMachine = setup({
  types: {
    input: {} as MyOrdersInput,
    context: {} as MyOrdersContext,
    events: {} as MyOrdersEvent,
    emitted: {} as MyOrdersEmitted,
  },
  actors: {
    // Supplied by the composition root from ApiPort, by tests from the in-memory fake.
    deleteOrder: fromPromise<{ deletedCount: number }, string>(() =>
      Promise.reject(new Error('deleteOrder is not provided')),
    ),
  },
  guards: {
    isDeletable: ({ context, event }) => {
      assertEvent(event, 'delete.ask');
      const order = context.orders.find((o) => o._id === event.orderId);
      return order !== undefined && allowedOrderActions(order, 'customer').delete;
    },
  },
}).createMachine({
  id: 'myOrders',
  context: ({ input }) => ({
    orders: input.orders,
    pendingDelete: undefined,
    deleteError: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'delete.ask': {
          guard: 'isDeletable',
          target: 'confirming',
          actions: assign({
            pendingDelete: ({ context, event }) =>
              context.orders.find((o) => o._id === event.orderId),
            deleteError: undefined,
          }),
        },
      },
    },
    confirming: {
      on: {
        'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: undefined }) },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      invoke: {
        src: 'deleteOrder',
        input: ({ context }) => context.pendingDelete?._id ?? '',
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'deleted' as const,
              toolName: context.pendingDelete?.toolName ?? 'The order',
            })),
            assign({
              orders: ({ context }) =>
                context.orders.filter((o) => o._id !== context.pendingDelete?._id),
              pendingDelete: undefined,
            }),
          ],
        },
        // The dialog stays open with the reason, so the customer can try again or cancel.
        onError: {
          target: 'confirming',
          actions: assign({ deleteError: ({ event }) => apiErrorOf(event.error) }),
        },
      },
    },
  },
});

export type MyOrdersMachine = typeof myOrdersMachine;
export type MyOrdersSnapshot = SnapshotFrom<MyOrdersMachine>;

/** The confirmation dialog is open while asking and while the deletion is on its way. */
export const isConfirmOpen = (snapshot: MyOrdersSnapshot): boolean =>
  snapshot.matches('confirming') || snapshot.matches('deleting');

/** The machine with its side effect wired to an ApiPort. */
export const myOrdersMachineFor = (api: ApiPort) =>
  myOrdersMachine.provide({
    actors: {
      deleteOrder: fromPromise(({ input }) => valueOf(api.deleteOrder(input))),
    },
  });
