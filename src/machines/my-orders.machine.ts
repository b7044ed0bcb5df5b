// My Orders: the customer's orders, and deleting an unpaid one after a confirmation.
// loading → idle ⇄ confirming → deleting → idle; a load that fails can be retried.
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Order } from '../domain/order';
import { allowedOrderActions } from '../domain/order-status';
import type { ApiError, ApiPort } from '../ports/api.port';
import { apiErrorOf, valueOf } from '../ports/port-refusal';

export interface MyOrdersInput {
  readonly email: string;
}

export interface MyOrdersContext {
  readonly email: string;
  readonly orders: readonly Order[];
  readonly loadError: ApiError | undefined;
  /** The order the confirmation dialog asks about. */
  readonly pendingDelete: Order | undefined;
  readonly deleteError: ApiError | undefined;
}

export type MyOrdersEvent =
  | { readonly type: 'delete.ask'; readonly orderId: string }
  | { readonly type: 'delete.cancel' }
  | { readonly type: 'delete.confirm' }
  | { readonly type: 'retry' };

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
    // Supplied by the page from ApiPort, by tests from the in-memory fake.
    listOrders: fromPromise<readonly Order[], string>(() =>
      Promise.reject(new Error('listOrders is not provided')),
    ),
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
    email: input.email,
    orders: [],
    loadError: undefined,
    pendingDelete: undefined,
    deleteError: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: undefined }),
      invoke: {
        src: 'listOrders',
        input: ({ context }) => context.email,
        onDone: { target: 'idle', actions: assign({ orders: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => apiErrorOf(event.error) }),
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
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

export type MyOrdersSnapshot = SnapshotFrom<typeof myOrdersMachine>;

/** The confirmation dialog is open while asking and while the deletion is on its way. */
export const isConfirmOpen = (snapshot: MyOrdersSnapshot): boolean =>
  snapshot.matches('confirming') || snapshot.matches('deleting');

/** The machine with its side effects wired to an ApiPort. */
export const myOrdersMachineFor = (api: ApiPort) =>
  myOrdersMachine.provide({
    actors: {
      listOrders: fromPromise(({ input }) => valueOf(api.listMyOrders(input))),
      deleteOrder: fromPromise(({ input }) => valueOf(api.deleteOrder(input))),
    },
  });
