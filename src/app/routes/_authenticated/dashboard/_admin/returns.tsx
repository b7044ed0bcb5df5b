import { createFileRoute } from '@tanstack/react-router';
import { RETURN_STATUSES, type ReturnStatus } from '../../../../../domain/return-status';
import { useAnswer } from '../../../../../ui/data/use-answer';
import { ReturnsPage } from '../../../../../ui/pages/returns/returns-page';
import { pageHead } from '../../../../page-head';

export interface ReturnsSearch {
  status?: ReturnStatus | undefined;
}

// Read by the page itself, as the audit log is: the route stays small in the first chunk.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/returns')({
  head: () => pageHead('Returns'),
  // The state lives in the address (?status=requested); anything else shows every state.
  validateSearch: (search): ReturnsSearch => ({
    status: RETURN_STATUSES.find((status) => status === search['status']),
  }),
  component: ReturnsRoute,
});

function ReturnsRoute() {
  const api = Route.useRouteContext({ select: ({ ports }) => ports.api });
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another state is a new read.
  const view = useAnswer(() => api.listReturns(status), status ?? '');
  return (
    <ReturnsPage
      view={view}
      status={status}
      onStatus={(next) => void navigate({ search: { status: next } })}
    />
  );
}
