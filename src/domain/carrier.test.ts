// Carriers: the tracking-address template is https with {tracking} once, and the links
// built from it stay https with the number encoded.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CarrierInputSchema,
  TEMPLATE_NOT_AN_ADDRESS,
  TEMPLATE_NOT_HTTPS,
  TEMPLATE_PLACEHOLDER_IN_HOST,
  TEMPLATE_WITHOUT_PLACEHOLDER,
  trackingUrl,
} from './carrier';

const message = (trackingUrlTemplate: string) =>
  v.safeParse(CarrierInputSchema, { name: 'Parcelway', trackingUrlTemplate }).issues?.[0]?.message;

describe('CarrierInputSchema', () => {
  it('keeps an https template with {tracking}', () => {
    expect(message('https://track.example/p?id={tracking}')).toBeUndefined();
  });

  it.each([
    ['http://track.example/{tracking}', TEMPLATE_NOT_HTTPS],
    ['javascript:alert(1)//{tracking}', TEMPLATE_NOT_HTTPS],
    ['https://track.example/parcel', TEMPLATE_WITHOUT_PLACEHOLDER],
    ['https://track.example/{tracking}/{tracking}', TEMPLATE_WITHOUT_PLACEHOLDER],
    ['https://{tracking}', TEMPLATE_PLACEHOLDER_IN_HOST],
    ['https://a{tracking}.example/', TEMPLATE_PLACEHOLDER_IN_HOST],
    ['https:// bad host/{tracking}', TEMPLATE_NOT_AN_ADDRESS],
  ])('refuses %j', (template, expected) => {
    expect(message(template)).toBe(expected);
  });

  it('refuses an empty name', () => {
    const parsed = v.safeParse(CarrierInputSchema, {
      name: '  ',
      trackingUrlTemplate: 'https://t.example/{tracking}',
    });
    expect(parsed.issues?.[0]?.message).toBe('Name is Required');
  });
});

describe('trackingUrl', () => {
  it('puts the number, encoded, where {tracking} is', () => {
    expect(trackingUrl('https://t.example/p?id={tracking}', 'JD 01')).toBe(
      'https://t.example/p?id=JD%2001',
    );
  });

  it('gives nothing for a template that is not https', () => {
    expect(trackingUrl('http://t.example/{tracking}', 'JD01')).toBeUndefined();
    expect(trackingUrl('https://t.example/', 'JD01')).toBeUndefined();
  });
});
