// The dashboard's read-only calls (src/ports/calls/admin.calls.ts), each answered by its use
// case: the API server registers these, and the in-memory API serves them, over their own
// stores.
import {
  creditNotesCsvFile,
  invoicesCsvFile,
  ordersCsvFile,
  toolsCsvFile,
} from '../exports/export-files';
import { listAuditLog } from '../history/audit-log';
import { listMailbox } from '../mail/list-mailbox';
import { summarizeOperations } from '../operations/summarize-operations';
import type { AuditLog } from '../ports/audit-trail.port';
import type { ExportSources } from '../ports/export-sources.port';
import type { Mailbox } from '../ports/mailbox.port';
import type { OperationsSources } from '../ports/operations-sources.port';
import type { CallHandlers, SignedInAsk } from '../served-call';

export interface AdminCallDeps {
  readonly audit: Pick<AuditLog, 'findPage'>;
  readonly mailbox: Mailbox;
  readonly operations: OperationsSources;
  readonly exports: ExportSources;
  readonly clock: { now(): Date };
}

export const adminHandlers = {
  listAuditLog: (deps, ask: SignedInAsk) => listAuditLog(deps.audit, ask.viewer, ask.query),
  getOperationsSummary: (deps, ask: SignedInAsk) =>
    summarizeOperations({ operations: deps.operations, now: deps.clock.now() }, ask.viewer),
  downloadOrdersCsv: async (deps, ask: SignedInAsk) =>
    ordersCsvFile(deps.exports, ask.viewer, ask.query),
  downloadInvoicesCsv: async (deps, ask: SignedInAsk) =>
    invoicesCsvFile(deps.exports, ask.viewer, ask.query, deps.clock.now()),
  downloadCreditNotesCsv: async (deps, ask: SignedInAsk) =>
    creditNotesCsvFile(deps.exports, ask.viewer, ask.query),
  downloadToolsCsv: async (deps, ask: SignedInAsk) => toolsCsvFile(deps.exports, ask.viewer),
  listMail: (deps, ask: SignedInAsk) => listMailbox(deps, ask.viewer, ask.query),
} satisfies CallHandlers<AdminCallDeps>;
