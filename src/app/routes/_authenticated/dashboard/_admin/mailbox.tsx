import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { MailboxPage } from '../../../../../ui/pages/mailbox/mailbox-page';
import { useUnloadedView } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/mailbox')({
  head: () => pageHead('Mailbox'),
  // The page and search live in the address (?page=2&q=casey), as on the other lists.
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context: { ports } }) => valueOf(ports.api.listMail(pageQueryOf(deps))),
  // Written out, not spread from a helper: the code splitter moves only what it sees.
  pendingComponent: MailboxNotLoaded,
  pendingMs: 0,
  errorComponent: MailboxNotLoaded,
  component: MailboxRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function MailboxRoute() {
  return <MailboxPage view={loaded(Route.useLoaderData())} listing={useListing(Route)} />;
}

function MailboxNotLoaded(props: Partial<ErrorComponentProps>) {
  return <MailboxPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}
