import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/page';
import { valueOf } from '../../../../../ports/port-refusal';
import { AuditLogPage } from '../../../../../ui/pages/audit-log/audit-log-page';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import type { Listing } from '../../../../../ui/pages/dashboard-shared/list-controls';
import { useFailedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/auditLog')({
  head: () => pageHead('Audit log'),
  // The page and the search live in the address, as on the other admin lists.
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context: { ports } }) => valueOf(ports.api.listAuditLog(pageQueryOf(deps))),
  // Written out, so the code splitter keeps the page out of the app's first chunk.
  pendingComponent: AuditLoading,
  pendingMs: 0,
  errorComponent: AuditFailed,
  component: AuditRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function useListing(): Listing {
  const navigate = Route.useNavigate();
  return { search: Route.useSearch(), go: (search) => void navigate({ search }) };
}

function AuditLoading() {
  return <AuditLogPage view={LOADING} listing={useListing()} />;
}

function AuditFailed(props: ErrorComponentProps) {
  return <AuditLogPage view={useFailedView(props)} listing={useListing()} />;
}

function AuditRoute() {
  return <AuditLogPage view={loaded(Route.useLoaderData())} listing={useListing()} />;
}
