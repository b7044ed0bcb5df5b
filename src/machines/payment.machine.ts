// The payment page /dashboard/payment/{id}: from the order its route loaded, ask for the
// client secret (the payment intent), take the card, then record the charge on the order.
// Once the card is charged the order must not be left looking unpaid: recording is
// retried, and if it still fails the page says plainly that the card was charged (the
// server accepts the same transaction id again). The API itself marks the order paid when
// the card is charged, so a session that ended meanwhile (a 401 on recording) still leaves
// a paid order: the page says so and asks the person to sign in again, instead of calling
// it a failure. An unpaid order that reaches its deadline before the customer pays is gone
// from the store: Pay goes with it.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Order } from '../domain/order';
import type { Result } from '../domain/result';
import { hasExpired, orderDeadline } from '../domain/order-deadline';
import type { ApiError, ApiPort } from '../ports/api.port';
import type {
  ConfirmCardPayment,
  CardSource,
  PaymentError,
  PaymentPort,
} from '../ports/payment.port';
import { apiErrorOf, paymentErrorOf, valueOf } from '../ports/port-refusal';

/** The API's answer to asking for a client secret. */
export type SecretAnswer = Promise<Result<{ clientSecret: string }, ApiError>>;

export interface PaymentInput {
  /** The order to pay, as the route loaded it: paid or past its deadline, there is nothing to do. */
  readonly order: Order;
  /**
   * The secret the route asked for while the page loaded: the first request waits for it
   * instead of asking again (a retry asks anew).
   */
  readonly secret?: SecretAnswer | undefined;
}

/** What asking for the secret gets: the order's id, and a request already under way, if any. */
export interface SecretRequest {
  readonly orderId: string;
  readonly asked: SecretAnswer | undefined;
}

export interface PaymentContext {
  readonly order: Order;
  readonly clientSecret: string | undefined;
  /** Asked for by the route; used once. */
  readonly askedSecret: SecretAnswer | undefined;
  /** What the card fields last reported; the machine passes it on without looking inside. */
  readonly card: CardSource | undefined;
  /** Why the last payment attempt failed, for the customer (shown in red). */
  readonly cardError: PaymentError | undefined;
  /** Why the payment could not be prepared (its intent was not created). */
  readonly secretError: ApiError | undefined;
  readonly transactionId: string | undefined;
  /** Attempts at recording the charge on the order since the last success or manual retry. */
  readonly recordAttempts: number;
  readonly recordError: ApiError | undefined;
}

export type PaymentEvent =
  | { readonly type: 'card.change'; readonly card: CardSource }
  | { readonly type: 'pay' }
  | { readonly type: 'retry' };

/** Recording tries this many times in a row before the page says what happened. */
export const RECORD_ATTEMPTS = 3;

const isRetryable = (error: ApiError | undefined) =>
  error !== undefined && (error.kind === 'network' || error.kind === 'server');

/** setTimeout's longest wait; an order without a deadline never needs the timer anyway. */
const LONGEST_TIMER_MS = 2_147_483_647;
/** Timers may fire a millisecond early; the guard must then already see the order expired. */
const EXPIRY_MARGIN_MS = 250;

const msUntilExpiry = (order: Order): number => {
  const deadline = orderDeadline(order, new Date());
  if (deadline.kind === 'none') return LONGEST_TIMER_MS;
  if (deadline.kind === 'expired') return 0;
  return Math.min(deadline.msLeft + EXPIRY_MARGIN_MS, LONGEST_TIMER_MS);
};

const expiredNow = (order: Order): boolean => hasExpired(order, new Date());

/** Before paying, the order may run out of time: then it is no longer for sale. */
const expiresMeanwhile = { untilExpiry: { guard: 'orderHasExpired', target: 'expired' } } as const;

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    // Supplied by the composition root from ApiPort and PaymentPort, by tests from the
    // in-memory fakes.
    getClientSecret: fromPromise<{ clientSecret: string }, SecretRequest>(() =>
      Promise.reject(new Error('getClientSecret is not provided')),
    ),
    confirmCardPayment: fromPromise<{ transactionId: string }, ConfirmCardPayment>(() =>
      Promise.reject(new Error('confirmCardPayment is not provided')),
    ),
    recordPayment: fromPromise<
      { modifiedCount: number },
      { orderId: string; transactionId: string }
    >(() => Promise.reject(new Error('recordPayment is not provided'))),
  },
  delays: {
    // Quick retries first: most failures here are a dropped connection.
    recordRetry: ({ context }) => 1_000 * context.recordAttempts,
    // While the page stays open after those, keep trying now and then.
    recordRetryLater: 15_000,
    untilExpiry: ({ context }) => msUntilExpiry(context.order),
  },
  guards: {
    orderIsPaid: ({ context }) => context.order.paid,
    orderHasExpired: ({ context }) => expiredNow(context.order),
    // An incomplete card is flagged at its fields (CardFieldsProps.payAttempts), not charged.
    hasCard: ({ context }) => context.card !== undefined && context.card.complete !== false,
    mayRetryRecordingSoon: ({ context }) =>
      isRetryable(context.recordError) && context.recordAttempts < RECORD_ATTEMPTS,
    mayRetryRecordingLater: ({ context }) => isRetryable(context.recordError),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    order: input.order,
    clientSecret: undefined,
    askedSecret: input.secret,
    card: undefined,
    cardError: undefined,
    secretError: undefined,
    transactionId: undefined,
    recordAttempts: 0,
    recordError: undefined,
  }),
  // The card fields can report at any time, even before the secret arrives.
  on: { 'card.change': { actions: assign({ card: ({ event }) => event.card }) } },
  initial: 'checkingOrder',
  states: {
    checkingOrder: {
      always: [
        { guard: 'orderIsPaid', target: 'alreadyPaid' },
        // The store removes an expired order soon after; until then it must not be paid.
        { guard: 'orderHasExpired', target: 'expired' },
        { target: 'requestingSecret' },
      ],
    },
    requestingSecret: {
      entry: assign({ secretError: undefined }),
      after: expiresMeanwhile,
      invoke: {
        src: 'getClientSecret',
        input: ({ context }) => ({ orderId: context.order._id, asked: context.askedSecret }),
        onDone: {
          target: 'ready',
          actions: assign({
            clientSecret: ({ event }) => event.output.clientSecret,
            askedSecret: undefined,
          }),
        },
        onError: {
          target: 'secretFailed',
          actions: assign({
            secretError: ({ event }) => apiErrorOf(event.error),
            askedSecret: undefined,
          }),
        },
      },
    },
    // Retry checks the order's deadline again before asking once more.
    secretFailed: {
      on: { retry: 'checkingOrder' },
    },
    ready: {
      after: expiresMeanwhile,
      on: { pay: { guard: 'hasCard', target: 'paying' } },
    },
    paying: {
      entry: assign({ cardError: undefined }),
      invoke: {
        src: 'confirmCardPayment',
        input: ({ context }) => {
          const { order, clientSecret, card } = context;
          // `ready` is only reached with a secret, and `pay` needs a card.
          if (clientSecret === undefined || !card) {
            throw new Error('Paying needs a client secret and a card');
          }
          return {
            clientSecret,
            card,
            billingDetails: {
              name: order.name,
              email: order.email,
              address: order.address,
              phone: order.phone,
            },
          };
        },
        onDone: {
          target: 'recording',
          actions: assign({
            transactionId: ({ event }) => event.output.transactionId,
            recordAttempts: 0,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ cardError: ({ event }) => paymentErrorOf(event.error) }),
        },
      },
    },
    recording: {
      entry: assign({ recordAttempts: ({ context }) => context.recordAttempts + 1 }),
      invoke: {
        src: 'recordPayment',
        input: ({ context }) => ({
          orderId: context.order._id,
          transactionId: context.transactionId ?? '',
        }),
        onDone: { target: 'paid', actions: assign({ recordError: undefined }) },
        onError: [
          {
            guard: ({ event }) => apiErrorOf(event.error).kind === 'unauthorized',
            target: 'paidSignedOut',
            actions: assign({ recordError: ({ event }) => apiErrorOf(event.error) }),
          },
          {
            target: 'recordFailed',
            actions: assign({ recordError: ({ event }) => apiErrorOf(event.error) }),
          },
        ],
      },
    },
    recordFailed: {
      always: { guard: 'mayRetryRecordingSoon', target: 'waitingToRecord' },
      after: { recordRetryLater: { guard: 'mayRetryRecordingLater', target: 'recording' } },
      on: { retry: { target: 'recording', actions: assign({ recordAttempts: 0 }) } },
    },
    waitingToRecord: {
      after: { recordRetry: 'recording' },
    },
    paid: { type: 'final' },
    /** Charged (and so paid, by the API), but the session ended before the page could check. */
    paidSignedOut: { type: 'final' },
    alreadyPaid: { type: 'final' },
    /** The deadline passed before the card was charged: nothing was charged. */
    expired: { type: 'final' },
  },
});

export type PaymentMachine = typeof paymentMachine;
export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;

/** Pay works once the secret is there and the card fields are ready; not while paying or after. */
export const canPay = (snapshot: PaymentSnapshot): boolean =>
  snapshot.matches('ready') && snapshot.context.card !== undefined;

/** The charge went through: the card fields and Pay stay locked whatever happens next. */
export const isCharged = (snapshot: PaymentSnapshot): boolean =>
  snapshot.context.transactionId !== undefined;

/** The machine with its side effects wired to the ports. */
export const paymentMachineFor = (api: ApiPort, payment: PaymentPort) =>
  paymentMachine.provide({
    actors: {
      getClientSecret: fromPromise(({ input }) =>
        valueOf(input.asked ?? payment.getClientSecret(input.orderId)),
      ),
      confirmCardPayment: fromPromise(({ input }) => valueOf(payment.confirmCardPayment(input))),
      recordPayment: fromPromise(({ input }) =>
        valueOf(api.payOrder(input.orderId, input.transactionId)),
      ),
    },
  });
