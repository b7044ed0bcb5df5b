// The seller and the tax rate printed on every invoice, from INVOICE_SELLER_NAME,
// INVOICE_SELLER_ADDRESS, INVOICE_SELLER_TAX_ID and INVOICE_TAX_RATE (a fraction: 0.2 is
// 20 %). A store that sets none of them issues the demo seller's invoices at 0 %.
import { DEMO_INVOICE_TERMS, type InvoiceTerms } from '../../src/domain/invoice';
import { fail, ok, type Result } from '../../src/domain/result';
import { setting } from './env-settings';

/** The rate, or the sentence config.ts refuses to start with. */
export function readInvoiceTerms(env: NodeJS.ProcessEnv): Result<InvoiceTerms, string> {
  const raw = setting(env, 'INVOICE_TAX_RATE');
  const rate = raw === undefined ? DEMO_INVOICE_TERMS.taxRate : Number(raw);
  // Basis points at most: the invoice's arithmetic is done in them (src/domain/invoice.ts).
  const fine = /^\d*\.?\d{1,4}$/.test(raw ?? '0') && rate < 1;
  if (!fine) {
    return fail(
      `INVOICE_TAX_RATE must be a fraction from 0 to below 1 with at most four decimals (0.2 is 20 %), not "${raw}"`,
    );
  }
  const demo = DEMO_INVOICE_TERMS.seller;
  return ok({
    seller: {
      name: setting(env, 'INVOICE_SELLER_NAME') ?? demo.name,
      address: setting(env, 'INVOICE_SELLER_ADDRESS') ?? demo.address,
      taxId: setting(env, 'INVOICE_SELLER_TAX_ID') ?? demo.taxId,
    },
    taxRate: rate,
  });
}
