import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  checkCardForm,
  firstCardError,
  formatCardNumber,
  formatExpiry,
  LocalCardConfirmInputSchema,
  NOT_A_TEST_CARD,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
} from './card';
import { parseInput } from './parse';

const now = new Date('2026-11-22T12:00:00Z');

describe('card form', () => {
  it('groups the number in fours and adds the expiry slash as people type', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4')).toBe('4242 424');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });

  it('parses MM/YY', () => {
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('0429')).toBeUndefined();
  });

  it('accepts a valid card, valid through the end of its month', () => {
    expect(
      checkCardForm({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, now),
    ).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(checkCardForm({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: CARD_MESSAGES.numberRequired,
      expiry: CARD_MESSAGES.expiryRequired,
      cvc: CARD_MESSAGES.cvcRequired,
    });
    expect(
      checkCardForm({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now),
    ).toEqual({
      number: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expired,
      cvc: CARD_MESSAGES.cvcInvalid,
    });
    expect(
      checkCardForm({ number: '4242424242424242', expiry: '99/99', cvc: '1234' }, now),
    ).toEqual({
      expiry: CARD_MESSAGES.expiryInvalid,
    });
    expect(checkCardForm({ number: '4242424242424242', expiry: '01/25', cvc: '123' }, now)).toEqual(
      {
        expiry: CARD_MESSAGES.expired,
      },
    );
  });

  it('names the first wrong field first: number, then expiry, then security code', () => {
    expect(firstCardError({})).toBeUndefined();
    expect(firstCardError({ cvc: 'c', expiry: 'e', number: 'n' })).toBe('n');
    expect(firstCardError({ cvc: 'c', expiry: 'e' })).toBe('e');
    expect(firstCardError({ cvc: 'c' })).toBe('c');
  });
});

describe('test-mode cards', () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ status: 'succeeded' });
  });

  it('4000 0000 0000 0002 is declined and 4000 0000 0000 9995 lacks funds', () => {
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(testCardOutcome('4000000000009995')).toEqual({
      status: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });

  it('any other number is refused', () => {
    expect(testCardOutcome('5555 5555 5555 4444')).toEqual({
      status: 'declined',
      message: NOT_A_TEST_CARD,
    });
  });

  it('the local confirm body is checked strictly', () => {
    const body = {
      clientSecret: 'pi_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      billingDetails: { name: 'Casey', email: 'c@paintco.test', address: '1 Lane', phone: '555' },
    };
    expect(parseInput(LocalCardConfirmInputSchema, body).ok).toBe(true);
    expect(
      parseInput(LocalCardConfirmInputSchema, { ...body, card: { ...body.card, expMonth: 13 } }),
    ).toMatchObject({ ok: false, message: CARD_MESSAGES.expiryInvalid });
    expect(parseInput(LocalCardConfirmInputSchema, { ...body, amount: 1 }).ok).toBe(false);
  });
});

describe('card form edges', () => {
  it('refuses a number longer than 19 digits even when its Luhn sum is right', () => {
    expect(passesLuhn('0004242424242424242')).toBe(true);
    expect(passesLuhn('00004242424242424242')).toBe(false);
  });

  it('stops the typed number at 19 digits', () => {
    expect(formatCardNumber('4242 4242 4242 4242 4242 42')).toBe('4242 4242 4242 4242 424');
  });

  it('adds the expiry slash only once the year is being typed', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
  });

  it('reads an expiry with spaces around it, and nothing else around it', () => {
    expect(parseExpiry(' 04/29 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('x04/29')).toBeUndefined();
    expect(parseExpiry('04/29x')).toBeUndefined();
    expect(parseExpiry('00/29')).toBeUndefined();
  });

  it('treats a later year as valid whatever its month', () => {
    expect(checkCardForm({ number: '4242424242424242', expiry: '01/27', cvc: '123' }, now)).toEqual(
      {},
    );
  });

  it('calls a blank expiry missing, not invalid', () => {
    expect(checkCardForm({ number: '4242424242424242', expiry: '   ', cvc: '123' }, now)).toEqual({
      expiry: 'Expiry date is Required',
    });
  });

  it.each([
    [' 123 ', {}],
    ['12345', { cvc: "Your card's security code is invalid." }],
    ['a123', { cvc: "Your card's security code is invalid." }],
  ])('checks the security code %j as 3 or 4 digits', (cvc, errors) => {
    expect(checkCardForm({ number: '4242424242424242', expiry: '12/30', cvc }, now)).toEqual(
      errors,
    );
  });
});

describe('test-mode card messages and the local confirm body', () => {
  const body = {
    clientSecret: 'pi_1_secret_x',
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    billingDetails: { name: 'Casey', email: 'c@paintco.test', address: '1 Lane', phone: '555' },
  };

  it('tells a person with another card number which card to use', () => {
    const outcome = testCardOutcome('5555 5555 5555 4444');
    expect(outcome).toEqual({
      status: 'declined',
      message: 'This store is in test mode: use a test card such as 4242 4242 4242 4242.',
    });
  });

  it.each([
    [5, 'clientSecret must be text'],
    ['', 'clientSecret is Required'],
  ])('refuses the client secret %j with "%s"', (clientSecret, message) => {
    expect(parseInput(LocalCardConfirmInputSchema, { ...body, clientSecret })).toMatchObject({
      ok: false,
      message,
    });
  });

  it.each(['12345', 'a123', '12'])('refuses the security code %j', (cvc) => {
    expect(
      parseInput(LocalCardConfirmInputSchema, { ...body, card: { ...body.card, cvc } }),
    ).toMatchObject({ ok: false, message: "Your card's security code is invalid." });
  });
});
