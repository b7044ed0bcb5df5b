import { createFileRoute } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf } from '../../../../../domain/list-search';
import { useAnswer } from '../../../../../ui/data/use-answer';
import { AuditLogPage } from '../../../../../ui/pages/audit-log/audit-log-page';
import type { Listing } from '../../../../../ui/pages/dashboard-shared/list-controls';
import { pageHead } from '../../../../page-head';

// Read by the page itself, not by a route loader: the route stays a few bytes in the app's
// first chunk (the home page's budget), and the page shows its frame at once.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/auditLog')({
  head: () => pageHead('Audit log'),
  // The page and the search live in the address, as on the other admin lists.
  validateSearch: listSearchOf,
  component: AuditRoute,
});

function AuditRoute() {
  const api = Route.useRouteContext({ select: ({ ports }) => ports.api });
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new page or search is a new read.
  const view = useAnswer(
    () => api.listAuditLog(pageQueryOf(search)),
    `${search.page ?? 1} ${search.q ?? ''}`,
  );
  const listing: Listing = { search, go: (next) => void navigate({ search: next }) };
  return <AuditLogPage view={view} listing={listing} />;
}
