// Card details as a card form checks them, and the outcomes of test-mode card numbers
// (architecture.md: Stripe's public test numbers, and nothing else, in test mode).
import * as v from 'valibot';
import { strictObjectMessage } from './fields';

export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies: catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9, so > 9 and >= 9 agree
      if (d > 9) d -= 9;
    }
    // Stryker disable next-line AssignmentOperator: -sum is a multiple of 10 exactly when sum is
    sum += d;
  }
  return sum % 10 === 0;
}

/** Groups of four as people read a card number: "4242 4242 4242 4242". */
export const formatCardNumber = (typed: string): string =>
  cardDigits(typed)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM/YY" as typed, with the slash added after the month. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/** Parses "MM/YY" into a month and a four-digit year; undefined when it is not a date. */
export function parseExpiry(text: string): Expiry | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export const isExpired = (expiry: Expiry, now: Date): boolean =>
  expiry.year < now.getUTCFullYear() ||
  (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1);

export const CARD_MESSAGES = {
  numberRequired: 'Card number is Required',
  numberInvalid: 'Your card number is invalid.',
  expiryRequired: 'Expiry date is Required',
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvcRequired: 'CVC is Required',
  cvcInvalid: "Your card's security code is invalid.",
} as const;

export interface CardFormValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFormValues, string>>;

/** The checks a card form makes before anything is sent; `now` decides what has expired. */
export function checkCardForm(card: CardFormValues, now: Date): CardFieldErrors {
  const errors: { -readonly [K in keyof CardFormValues]?: string } = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = CARD_MESSAGES.numberRequired;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  if (card.expiry.trim() === '') errors.expiry = CARD_MESSAGES.expiryRequired;
  else {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
    else if (isExpired(expiry, now)) errors.expiry = CARD_MESSAGES.expired;
  }
  if (card.cvc.trim() === '') errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcInvalid;
  return errors;
}

/** The error a card form shows first, in the order of its fields; undefined when none. */
export const firstCardError = (errors: CardFieldErrors): string | undefined =>
  errors.number ?? errors.expiry ?? errors.cvc;

export type TestCardOutcome =
  { readonly status: 'succeeded' } | { readonly status: 'declined'; readonly message: string };

const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': {
    status: 'declined',
    message: 'Your card has insufficient funds.',
  },
};

export const NOT_A_TEST_CARD =
  'This store is in test mode: use a test card such as 4242 4242 4242 4242.';

/** What the test-mode gateway does with a card number: only the test numbers are known. */
export const testCardOutcome = (cardNumber: string): TestCardOutcome =>
  TEST_CARDS[cardDigits(cardNumber)] ?? { status: 'declined', message: NOT_A_TEST_CARD };

/** A month or a year of the card's expiry, whole and between `min` and `max`. */
const expiryPart = (min: number, max: number) =>
  v.pipe(
    v.number(CARD_MESSAGES.expiryInvalid),
    v.integer(CARD_MESSAGES.expiryInvalid),
    v.minValue(min, CARD_MESSAGES.expiryInvalid),
    v.maxValue(max, CARD_MESSAGES.expiryInvalid),
  );

/** The body of the local test-mode confirm call (`POST /payments/local/confirm`). */
export const LocalCardConfirmInputSchema = v.strictObject(
  {
    clientSecret: v.pipe(
      v.string('clientSecret must be text'),
      v.nonEmpty('clientSecret is Required'),
      v.maxLength(255),
    ),
    card: v.strictObject(
      {
        number: v.pipe(
          v.string(CARD_MESSAGES.numberInvalid),
          v.maxLength(30, CARD_MESSAGES.numberInvalid),
        ),
        expMonth: expiryPart(1, 12),
        expYear: expiryPart(2000, 2100),
        cvc: v.pipe(
          v.string(CARD_MESSAGES.cvcInvalid),
          v.regex(/^\d{3,4}$/, CARD_MESSAGES.cvcInvalid),
        ),
      },
      strictObjectMessage,
    ),
    billingDetails: v.strictObject(
      {
        name: v.pipe(v.string(), v.maxLength(200)),
        email: v.pipe(v.string(), v.maxLength(254)),
        address: v.pipe(v.string(), v.maxLength(300)),
        phone: v.pipe(v.string(), v.maxLength(40)),
      },
      strictObjectMessage,
    ),
  },
  strictObjectMessage,
);
export type LocalCardConfirmInput = v.InferOutput<typeof LocalCardConfirmInputSchema>;
