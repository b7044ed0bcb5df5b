// What the quote use cases work with, and the moment the request is handled.
import type { AuditTrail } from '../ports/audit-trail.port';
import type { QuoteStore } from '../ports/quote-store.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';

export interface QuoteDeps {
  readonly quotes: QuoteStore;
  readonly tools: ToolCatalog;
  readonly now: Date;
  /** Where pricing and declining are recorded. */
  readonly audit: AuditTrail;
}
