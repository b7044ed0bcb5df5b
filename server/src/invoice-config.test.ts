import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_TERMS } from '../../src/domain/invoice';
import { ConfigError, readConfig } from './config';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('invoice settings', () => {
  it('default to the demo seller at 0 % tax', () => {
    expect(readConfig(emulator).invoiceTerms).toEqual(DEMO_INVOICE_TERMS);
  });

  it('take the seller and the tax rate from INVOICE_*', () => {
    const config = readConfig({
      ...emulator,
      INVOICE_SELLER_NAME: ' PaintCo GmbH ',
      INVOICE_SELLER_ADDRESS: 'Farbweg 1, 10115 Berlin',
      INVOICE_SELLER_TAX_ID: 'DE123456789',
      INVOICE_TAX_RATE: '0.19',
    });
    expect(config.invoiceTerms).toEqual({
      seller: { name: 'PaintCo GmbH', address: 'Farbweg 1, 10115 Berlin', taxId: 'DE123456789' },
      taxRate: 0.19,
    });
  });

  it.each(['20%', '-0.1', '1', '1.5', '0.12345', 'abc', '0x1'])(
    'refuse INVOICE_TAX_RATE=%s with a sentence',
    (rate) => {
      expect(() => readConfig({ ...emulator, INVOICE_TAX_RATE: rate })).toThrow(ConfigError);
      expect(() => readConfig({ ...emulator, INVOICE_TAX_RATE: rate })).toThrow(
        /INVOICE_TAX_RATE must be a fraction/,
      );
    },
  );

  it.each([
    ['0', 0],
    ['0.2', 0.2],
    ['.055', 0.055],
  ])('accept INVOICE_TAX_RATE=%s', (rate, value) => {
    expect(readConfig({ ...emulator, INVOICE_TAX_RATE: rate }).invoiceTerms.taxRate).toBe(value);
  });
});
