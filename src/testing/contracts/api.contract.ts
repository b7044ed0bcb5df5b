// The ApiPort's behaviour, for any adapter: the in-memory fake now, the HTTP adapter
// against the API server later. Tests change roles, stock and orders, so `makeSubject`
// must give each test a fresh store, or fresh people (from `identify`) in a shared one.
import { describe } from 'vitest';
import { describeApiAddressesContract } from './api-addresses.contract';
import { describeApiAdminListsContract } from './api-admin-lists.contract';
import { describeApiCartContract } from './api-cart.contract';
import { describeApiQuickOrderContract } from './api-quick-order.contract';
import { describeApiCatalogueImportContract } from './api-catalogue-import.contract';
import { describeApiCatalogueContract } from './api-catalogue.contract';
import { describeApiCatalogueSearchContract } from './api-catalogue-search.contract';
import { describeApiCheckoutContract } from './api-checkout.contract';
import { describeApiApprovalsContract } from './api-approvals.contract';
import { describeApiCompaniesContract } from './api-companies.contract';
import { describeApiCompanyOrdersContract } from './api-company-orders.contract';
import { describeApiContractPricesContract } from './api-contract-prices.contract';
import type { ApiContractSubject } from './api-contract-kit';
import { describeApiOperationsContract } from './api-operations.contract';
import { describeApiIdempotencyContract } from './api-idempotency.contract';
import { describeApiInvoicesContract } from './api-invoices.contract';
import { describeApiOrdersContract } from './api-orders.contract';
import { describeApiPriceTiersContract } from './api-price-tiers.contract';
import { describeApiQuotesContract } from './api-quotes.contract';
import { describeApiRefundsContract } from './api-refunds.contract';
import { describeApiTermsContract } from './api-terms.contract';
import { describeApiReturnsContract } from './api-returns.contract';
import { describeApiShipmentsContract } from './api-shipments.contract';
import { describeApiBackordersContract } from './api-backorders.contract';
import { describeApiMailContract } from './api-mail.contract';
import { describeApiHistoryContract } from './api-history.contract';
import { describeApiReviewsContract } from './api-reviews.contract';
import { describeApiRolesContract } from './api-roles.contract';
import { describeApiToolAdminContract } from './api-tool-admin.contract';
import { describeApiUnpaidLimitsContract } from './api-unpaid-limits.contract';
import { describeApiUsersContract } from './api-users.contract';
import { describeApiWholeNumbersContract } from './api-whole-numbers.contract';

export type { ApiContractSubject, Identity, Persona } from './api-contract-kit';

export function describeApiPortContract(
  name: string,
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  describe(`ApiPort contract: ${name}`, () => {
    describeApiRolesContract(makeSubject);
    describe('catalogue', () => describeApiCatalogueContract(makeSubject));
    describe('catalogue search', () => describeApiCatalogueSearchContract(makeSubject));
    describe('orders', () => describeApiOrdersContract(makeSubject));
    describe('checkout', () => describeApiCheckoutContract(makeSubject));
    describe('idempotency keys', () => describeApiIdempotencyContract(makeSubject));
    describe('delivery addresses', () => describeApiAddressesContract(makeSubject));
    describe('price tiers', () => describeApiPriceTiersContract(makeSubject));
    describe('cart', () => describeApiCartContract(makeSubject));
    describe('quick order', () => describeApiQuickOrderContract(makeSubject));
    describe('catalogue import', () => describeApiCatalogueImportContract(makeSubject));
    describe('unpaid limits', () => describeApiUnpaidLimitsContract(makeSubject));
    describe('reviews', () => describeApiReviewsContract(makeSubject));
    describe('users', () => describeApiUsersContract(makeSubject));
    describe('admin lists by page', () => describeApiAdminListsContract(makeSubject));
    describe('quotes', () => describeApiQuotesContract(makeSubject));
    describe('operations dashboard', () => describeApiOperationsContract(makeSubject));
    describe('mailbox', () => describeApiMailContract(makeSubject));
    describe('invoices', () => describeApiInvoicesContract(makeSubject));
    describe('tool edits and images', () => describeApiToolAdminContract(makeSubject));
    describe('history', () => describeApiHistoryContract(makeSubject));
    describe('whole numbers', () => describeApiWholeNumbersContract(makeSubject));
    describe('trade accounts', () => describeApiCompaniesContract(makeSubject));
    describe('refunds', () => describeApiRefundsContract(makeSubject));
    describe('returns', () => describeApiReturnsContract(makeSubject));
    describe('shipments', () => describeApiShipmentsContract(makeSubject));
    describe('backorders', () => describeApiBackordersContract(makeSubject));
    describe('approvals', () => describeApiApprovalsContract(makeSubject));
    describe('company orders', () => describeApiCompanyOrdersContract(makeSubject));
    describe('contract prices', () => describeApiContractPricesContract(makeSubject));
    describe('net terms and statements', () => describeApiTermsContract(makeSubject));
  });
}
