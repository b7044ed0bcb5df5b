import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginFormSchema } from './auth-forms';
import { PlaceOrderInputSchema } from './order';
import { parseInput } from './parse';

const order = {
  toolId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  toolQty: 60,
  name: 'Casey Customer',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555-0100',
};

describe('parseInput: a missing field', () => {
  it("is named in the field's own words in a plain (non-strict) object too", () => {
    expect(parseInput(LoginFormSchema, { email: 'customer@paintco.test' })).toEqual({
      ok: false,
      message: 'Password is Required',
      fieldErrors: { password: 'Password is Required' },
    });
  });

  it('is "<key> is Required" when the field itself would accept an empty value', () => {
    const NoteSchema = v.object({ note: v.string() });
    expect(parseInput(NoteSchema, {})).toEqual({
      ok: false,
      message: 'note is Required',
      fieldErrors: { note: 'note is Required' },
    });
  });

  it('inside a nested object keeps that object’s own message', () => {
    const PaymentSchema = v.object({
      card: v.object({ cvc: v.string('CVC must be text') }, 'Card details are incomplete'),
    });
    expect(parseInput(PaymentSchema, { card: {} })).toEqual({
      ok: false,
      message: 'Card details are incomplete',
      fieldErrors: { 'card.cvc': 'Card details are incomplete' },
    });
  });
});

describe('parseInput: field errors', () => {
  it('has none for a body that is not an object: the message is for the whole body', () => {
    expect(parseInput(PlaceOrderInputSchema, 'order')).toEqual({
      ok: false,
      message: 'The request body must be a JSON object',
      fieldErrors: {},
    });
  });

  it('names an unknown key, even one whose value is undefined', () => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, coupon: undefined })).toEqual({
      ok: false,
      message: '"coupon" is not an accepted field',
      fieldErrors: { coupon: '"coupon" is not an accepted field' },
    });
  });

  it('keeps the first problem of each field, and the first problem overall as the message', () => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, name: '', phone: 'call me' })).toEqual({
      ok: false,
      message: 'Name is Required',
      fieldErrors: { name: 'Name is Required', phone: 'Provide a valid phone number' },
    });
  });
});

describe('parseInput: which issues are a missing key', () => {
  it('names a key missing from a loose object in the field’s own words', () => {
    const NoteSchema = v.looseObject({ note: v.pipe(v.string(), v.nonEmpty('Note is Required')) });
    expect(parseInput(NoteSchema, { extra: 1 })).toEqual({
      ok: false,
      message: 'Note is Required',
      fieldErrors: { note: 'Note is Required' },
    });
  });

  it('names a key missing from one kind of a variant, which has no fields of its own', () => {
    const NoteSchema = v.variant('kind', [
      v.object({ kind: v.literal('note'), text: v.string() }),
      v.object({ kind: v.literal('mark'), at: v.number() }),
    ]);
    expect(parseInput(NoteSchema, { kind: 'note' })).toEqual({
      ok: false,
      message: 'text is Required',
      fieldErrors: { text: 'text is Required' },
    });
  });

  it('keeps the field’s message for what was sent when the key is there, even as undefined', () => {
    const PaymentSchema = v.object({
      card: v.object({ cvc: v.string() }, (issue) => `Card details are not ${issue.received}`),
    });
    expect(parseInput(PaymentSchema, { card: undefined })).toMatchObject({
      ok: false,
      message: 'Card details are not undefined',
    });
  });
});
