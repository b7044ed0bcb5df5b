// What the trade-account use cases work with: the company store, the audit log, the clock.
import type { AuditTrail } from '../ports/audit-trail.port';
import type { CompanyStore } from '../ports/company-store.port';

export interface CompanyDeps {
  readonly companies: CompanyStore;
  readonly audit: AuditTrail;
  readonly now: () => Date;
}
