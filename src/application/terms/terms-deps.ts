// What the terms and statement use cases work with: the accounts, the companies (who may
// see which), the orders (to find one), the card gateway (a payment of invoices), the audit
// log and the clock.
import type { AccountStore } from '../ports/account-store.port';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { CompanyStore } from '../ports/company-store.port';
import type { OrderStore } from '../ports/order-store.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';

export interface TermsDeps {
  readonly accounts: AccountStore;
  readonly companies: Pick<CompanyStore, 'find' | 'membershipOf'>;
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly payments: Pick<PaymentGateway, 'createIntent' | 'findPayment'>;
  readonly audit: AuditTrail;
  readonly now: () => Date;
}
