// Card payments: a client secret for an order, then a card confirmation with billing details.
import type { ComponentType } from 'react';
import type { ApiError } from './api.port';
import type { Order } from '../domain/order';
import type { Result } from '../domain/result';

/** The order's buyer, as the card's billing details name them. */
export type BillingDetails = Readonly<Pick<Order, 'name' | 'email' | 'address' | 'phone'>>;

/**
 * What the card fields hand to the machine. Each adapter has its own: the local test-mode
 * form gives the typed values, Stripe its mounted card element; the machine passes it on
 * without looking inside.
 */
export interface CardSource {
  readonly kind: string;
  /**
   * False when the fields know the card cannot be charged as typed (a field empty or
   * wrong): they say why at each field, and Pay charges nothing. Absent: the provider knows.
   */
  readonly complete?: boolean;
}

/** The card as typed into the local test-mode form (and used by the in-memory fake). */
export interface TypedCard extends CardSource {
  readonly kind: 'typed-card';
  readonly number: string;
  /** "MM/YY" */
  readonly expiry: string;
  readonly cvc: string;
}

/** Why a payment failed when the provider gave no sentence: the UI's edge says it. */
export type PaymentErrorCode =
  /** The card fields are not this provider's (a page left open across a change). */
  | 'unsupported-card'
  /** The provider's card form could not be loaded. */
  | 'form-unavailable'
  /** The provider could not be reached. */
  | 'unreachable'
  /** The provider ran into a problem of its own. */
  | 'provider-failed'
  /** Refused, with no reason given. */
  | 'refused'
  /** The payment the page holds is not one the provider knows. */
  | 'unknown-payment'
  /** The provider stopped short of charging the card. */
  | 'not-completed'
  /** It did not go through, and the provider said nothing. */
  | 'no-reason';

/**
 * A card payment that did not go through. `card`: the customer can fix it; `network`: the
 * provider could not be reached, trying again may work; `failed`: nothing says why.
 */
export type PaymentError =
  /** The provider's own reason (or the card check's), shown as it came. */
  | { readonly kind: 'card' | 'network'; readonly message: string }
  | { readonly kind: 'card' | 'network'; readonly code: PaymentErrorCode }
  | { readonly kind: 'failed' };

export interface ConfirmCardPayment {
  readonly clientSecret: string;
  readonly card: CardSource;
  readonly billingDetails: BillingDetails;
}

export interface PaymentPort {
  /** Asks the API for the client secret of a payment for this order. */
  getClientSecret(orderId: string): Promise<Result<{ clientSecret: string }, ApiError>>;
  /** Charges the card; on success gives the transaction id to record on the order. */
  confirmCardPayment(
    payment: ConfirmCardPayment,
  ): Promise<Result<{ transactionId: string }, PaymentError>>;
}

/** The design system's classes, so an adapter's fields look like the rest of the form. */
export interface CardFieldsClassNames {
  readonly field?: string;
  readonly label?: string;
  readonly input?: string;
  readonly error?: string;
}

/** The props of an adapter's card fields, as the payment page renders them. */
export interface CardFieldsProps {
  /** Called with the card to pay with once the fields are ready, and whenever it changes. */
  readonly onCardChange: (card: CardSource) => void;
  /** While paying and after success the card can no longer be edited. */
  readonly disabled: boolean;
  readonly classNames?: CardFieldsClassNames;
  /**
   * How many times Pay was pressed: each press has the fields flag every one that is empty
   * or wrong, each with its own sentence, and move focus to the first of them.
   */
  readonly payAttempts?: number;
}

/**
 * What loading a payment adapter gives: the port, and the card fields that produce the
 * CardSource its port understands (a card element only works with its own provider).
 */
export interface PaymentKit {
  readonly port: PaymentPort;
  readonly CardFields: ComponentType<CardFieldsProps>;
}
