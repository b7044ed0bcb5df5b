// The order form of /tool/{id}: editing → placing → placed | failed. The quantity is checked
// as it is typed (the spec's messages), the server prices and reserves the order, and a
// second submit while one is on its way is ignored, so a double click places one order.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { DeliveryAddress } from '../domain/delivery-address';
import { OrderContactSchema, type PlaceOrderInput } from '../domain/order';
import { parseInput, type FieldErrors } from '../domain/parse';
import { priceFor, type BuyerTerms, type PriceDecision } from '../domain/buyer-price';
import { checkQuantity, initialQuantity } from '../domain/quantity';
import { parseWholeNumber } from '../domain/whole-number';
import type { Tool } from '../domain/tool';
import type { ApiError, ApiPort } from '../ports/api.port';
import { apiErrorOf, valueOf } from '../ports/port-refusal';

export interface Customer {
  readonly name: string;
  readonly email: string;
}

export interface CheckoutInput {
  readonly tool: Tool;
  readonly customer: Customer;
  /** The account's kept delivery addresses, the last used first: it fills the form. */
  readonly addresses?: readonly DeliveryAddress[] | undefined;
  /** The buyer's company and its contract prices; undefined for a lone customer. */
  readonly buyer?: BuyerTerms | undefined;
}

export interface CheckoutContext {
  readonly tool: Tool;
  readonly customer: Customer;
  readonly addresses: readonly DeliveryAddress[];
  readonly buyer: BuyerTerms | undefined;
  /** As typed: the check and the total follow every keystroke. */
  readonly quantity: string;
  readonly address: string;
  readonly phone: string;
  /** Address and phone errors show once the customer has tried to place the order. */
  readonly attempted: boolean;
  /** Why the API refused the last attempt; the page says it in words. */
  readonly serverError: ApiError | undefined;
}

export type CheckoutEvent =
  | { readonly type: 'quantity.change'; readonly value: string }
  | { readonly type: 'address.change'; readonly value: string }
  | { readonly type: 'phone.change'; readonly value: string }
  /** A kept address chosen: both fields take its values, and stay editable. */
  | { readonly type: 'address.choose'; readonly address: DeliveryAddress }
  | { readonly type: 'submit' };

export type CheckoutEmitted = {
  readonly type: 'placed';
  readonly orderId: string;
  readonly toolName: string;
};

const freshForm = (tool: Tool, addresses: readonly DeliveryAddress[]) => ({
  quantity: String(initialQuantity(tool)),
  address: addresses[0]?.address ?? '',
  phone: addresses[0]?.phone ?? '',
  attempted: false,
  serverError: undefined,
});

/** The quantity message the form shows under the field, if any. */
export function quantityError(context: CheckoutContext): string | undefined {
  const check = checkQuantity(context.tool, context.quantity);
  return check.ok ? undefined : check.message;
}

/** Address and phone messages, shown after the first attempt to place the order. */
export function contactErrors(context: CheckoutContext): FieldErrors {
  const parsed = parseInput(OrderContactSchema, {
    address: context.address,
    phone: context.phone,
  });
  return parsed.ok ? {} : parsed.fieldErrors;
}

/**
 * The tier's unit price × the quantity typed, while it is a whole number the total can be
 * made of (the server prices the order the same way).
 */
export function checkoutTotal(context: CheckoutContext): number | undefined {
  const priced = linePrice(context);
  return priced?.ok ? priced.total : undefined;
}

/**
 * The unit price and its reason for the quantity typed, by the rule the server charges by
 * (buyer-price.ts): the company's contract price today, or the store's.
 */
export function linePrice(context: CheckoutContext): PriceDecision | undefined {
  const quantity = parseWholeNumber(context.quantity);
  if (quantity === undefined) return undefined;
  return priceFor({
    tool: context.tool,
    qty: quantity,
    terms: { buyer: context.buyer, now: new Date() },
  });
}

const formIsValid = (context: CheckoutContext) =>
  quantityError(context) === undefined && Object.keys(contactErrors(context)).length === 0;

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    // Supplied by the page from ApiPort, by tests from the in-memory fake.
    placeOrder: fromPromise<{ insertedId: string }, PlaceOrderInput>(() =>
      Promise.reject(new Error('placeOrder is not provided')),
    ),
  },
  guards: {
    formIsValid: ({ context }) => formIsValid(context),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    tool: input.tool,
    customer: input.customer,
    addresses: input.addresses ?? [],
    buyer: input.buyer,
    ...freshForm(input.tool, input.addresses ?? []),
  }),
  initial: 'editing',
  // Editing works in every state but placing, which ignores it (see below).
  on: {
    'quantity.change': {
      target: '.editing',
      actions: assign({ quantity: ({ event }) => event.value, serverError: undefined }),
    },
    'address.change': {
      target: '.editing',
      actions: assign({ address: ({ event }) => event.value, serverError: undefined }),
    },
    'phone.change': {
      target: '.editing',
      actions: assign({ phone: ({ event }) => event.value, serverError: undefined }),
    },
    'address.choose': {
      target: '.editing',
      actions: assign(({ event }) => ({ ...event.address, serverError: undefined })),
    },
    submit: [
      { guard: 'formIsValid', target: '.placing' },
      { actions: assign({ attempted: true }) },
    ],
  },
  states: {
    editing: {},
    placing: {
      // The order on its way is the one the server gets: a second click or a late keystroke
      // must not place another order, nor change what this one is said to contain.
      on: {
        'quantity.change': {},
        'address.change': {},
        'phone.change': {},
        'address.choose': {},
        submit: {},
      },
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          toolId: context.tool._id,
          // The formIsValid guard lets only a whole quantity through.
          toolQty: parseWholeNumber(context.quantity) ?? 0,
          name: context.customer.name,
          email: context.customer.email,
          address: context.address.trim(),
          phone: context.phone.trim(),
        }),
        onDone: {
          target: 'placed',
          actions: [
            emit(({ context, event }) => ({
              type: 'placed' as const,
              orderId: event.output.insertedId,
              toolName: context.tool.name,
            })),
            assign(({ context }) => freshForm(context.tool, context.addresses)),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ serverError: ({ event }) => apiErrorOf(event.error) }),
        },
      },
    },
    // What was typed stays, with the server's reason; any change or a new submit goes on.
    failed: {},
    // The form is fresh again; the page moves on to My Orders.
    placed: {},
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Place order is disabled while a quantity error shows and while the order is on its way. */
export const canPlaceOrder = (snapshot: CheckoutSnapshot): boolean =>
  !snapshot.matches('placing') && quantityError(snapshot.context) === undefined;

/** The machine with its side effect wired to an ApiPort. */
export const checkoutMachineFor = (api: ApiPort) =>
  checkoutMachine.provide({
    actors: { placeOrder: fromPromise(({ input }) => valueOf(api.placeOrder(input))) },
  });
