// The Mailbox (admins): every e-mail the store queued, newest first, a page at a time,
// with its recipient, subject, status (queued, sent, failed after its tries) and time;
// "Open" shows its text.
import type { MailboxEntry } from '../../../domain/mail';
import type { Page } from '../../../domain/page';
import type { TableColumn } from '../../components/table/table';
import { ListTablePage, type ListPageProps } from '../dashboard-shared/list-table-page';
import { mailStatusLabel, mailTimeLabel } from './mail-cells';
import { MailDialog } from './mail-dialog';

export type MailboxPageProps = ListPageProps<Page<MailboxEntry>>;

const columns: ReadonlyArray<TableColumn<MailboxEntry>> = [
  { header: 'Recipient', cell: (mail) => mail.to },
  { header: 'Subject', cell: (mail) => mail.subject, card: 'title' },
  { header: 'Status', cell: mailStatusLabel },
  {
    header: 'Time',
    cell: (mail) => <time dateTime={mail.createdAt}>{mailTimeLabel(mail.createdAt)}</time>,
  },
  { header: 'Text', cell: (mail) => <MailDialog mail={mail} />, card: 'actions' },
];

const NONE = 'No e-mails have been sent yet.';

export function MailboxPage({ view, listing }: MailboxPageProps) {
  return (
    <ListTablePage
      headingId="mailbox-heading"
      title="Mailbox"
      caption="E-mails, newest first"
      view={view}
      listing={listing}
      columns={columns}
      rowKey={(mail) => mail._id}
      emptyMessage={NONE}
      errorTitle="The e-mails could not be loaded"
      searchLabel="Search e-mails by recipient or subject"
      pagerLabel="Pages of e-mails"
    />
  );
}
