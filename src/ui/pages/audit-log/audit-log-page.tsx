// Audit log (admins): who did what among the admins' actions, newest first, a page at a
// time; each row says when, who, and what as a sentence.
import { auditSentence, type AuditEntry } from '../../../domain/audit-log';
import type { Page } from '../../../domain/page';
import { DateTimeText } from '../../components/date-text/date-text';
import type { TableColumn } from '../../components/table/table';
import { ListTablePage, type ListPageProps } from '../dashboard-shared/list-table-page';

export interface AuditLogPageProps extends ListPageProps<Page<AuditEntry>> {
  /** Tests pin it; the browser's own time zone by default. */
  timeZone?: string;
}

const page = {
  headingId: 'audit-heading',
  title: 'Audit log',
  caption: 'Who did what, newest first',
  rowKey: (entry: AuditEntry) => entry._id,
  errorTitle: 'The audit log could not be loaded',
  searchLabel: 'Search the audit log by who or what',
  pagerLabel: 'Pages of the audit log',
};

const NOTHING_YET = 'No admin has done anything that is recorded yet.';

const columns = (timeZone?: string): ReadonlyArray<TableColumn<AuditEntry>> => [
  {
    header: 'When',
    cell: (entry) => (
      <DateTimeText iso={entry.at} {...(timeZone === undefined ? {} : { timeZone })} />
    ),
  },
  { header: 'Who', cell: (entry) => entry.actor },
  { header: 'What', cell: (entry) => auditSentence(entry), card: 'title' },
];

export function AuditLogPage({ view, listing, timeZone }: AuditLogPageProps) {
  return (
    <ListTablePage
      {...page}
      view={view}
      listing={listing}
      columns={columns(timeZone)}
      emptyMessage={NOTHING_YET}
    />
  );
}
