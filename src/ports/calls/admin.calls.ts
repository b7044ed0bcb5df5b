// The dashboard's read-only calls for admins: the audit log, the operations summary, the
// CSV exports and the e-mail outbox.
import { AuditEntrySchema } from '../../domain/audit-log';
import { MailboxEntrySchema } from '../../domain/mail';
import { OperationsSummarySchema } from '../../domain/operations-summary-schema';
import type { ExportDays } from '../../domain/export-range';
import { call } from './call';
import { DaysQuerySchema, pageOf } from './queries';

const CSV = { file: 'text/csv' };

/** A CSV file of the days asked for, for admins and finance staff (rate limited). */
const daysCsvCall = <P extends string>(path: P, summary: string) =>
  call({
    method: 'get',
    path,
    access: 'admin',
    staff: ['finance'],
    summary,
    query: DaysQuerySchema,
    reply: CSV,
    otherStatuses: [429],
    refusals: ['invalid'],
    request: (days: ExportDays) => ({ query: { from: days.from, to: days.to } }),
  });

export const adminCalls = {
  listAuditLog: call({
    method: 'get',
    path: '/audit',
    access: 'admin',
    summary: 'One page of the audit log: who did what, newest first.',
    ...pageOf(AuditEntrySchema),
  }),
  getOperationsSummary: call({
    method: 'get',
    path: '/operations/summary',
    access: 'admin',
    summary: 'The operations dashboard: sales, orders by status, low stock.',
    reply: OperationsSummarySchema,
    request: () => ({}),
  }),
  downloadOrdersCsv: daysCsvCall('/export/orders.csv', 'The orders of a range of days, as CSV.'),
  downloadInvoicesCsv: daysCsvCall(
    '/export/invoices.csv',
    'The invoices issued in a range of days, with where each stands, as CSV.',
  ),
  downloadCreditNotesCsv: daysCsvCall(
    '/export/credit-notes.csv',
    'The credit notes issued in a range of days, as CSV.',
  ),
  downloadToolsCsv: call({
    method: 'get',
    path: '/export/tools.csv',
    access: 'admin',
    staff: ['finance'],
    summary: 'The catalogue, as CSV.',
    reply: CSV,
    otherStatuses: [429],
    request: () => ({}),
  }),
  listMail: call({
    method: 'get',
    path: '/mail',
    access: 'admin',
    summary: 'One page of the e-mails the store sent (the Mailbox).',
    ...pageOf(MailboxEntrySchema),
  }),
};
