// What the trade-account use cases work with: the company and approval stores, the audit
// log, the clock, and the company's orders as a list.
import type { Order } from '../../domain/order';
import type { ApprovalStore } from '../ports/approval-store.port';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { CompanyStore } from '../ports/company-store.port';
import type { OrderLists } from '../ports/order-lists.port';

export interface CompanyDeps {
  readonly companies: CompanyStore;
  readonly audit: AuditTrail;
  readonly now: () => Date;
  readonly orderLists: Pick<OrderLists, 'findCompanyPage'>;
  /** An order as answered: the server gives its own images' paths as absolute URLs. */
  readonly presentOrder: (order: Order) => Order;
  /** Removing a member declines the approvals their orders wait for. */
  readonly approvals: ApprovalStore;
}

/** What the approvals' use cases add: how long an approved order has to be paid. */
export interface ApprovalDeps extends CompanyDeps {
  readonly unpaidOrderTtlMinutes: number;
}
