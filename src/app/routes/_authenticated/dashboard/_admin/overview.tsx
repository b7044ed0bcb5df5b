import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { OperationsPage } from '../../../../../ui/pages/operations/operations-page';
import { useUnloadedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// The faces are named here and split with the page, which stays out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/overview')({
  head: () => pageHead('Overview'),
  loader: ({ context: { ports } }) => valueOf(ports.api.getOperationsSummary()),
  pendingComponent: OverviewNotLoaded,
  pendingMs: 0,
  errorComponent: OverviewNotLoaded,
  component: OverviewRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function OverviewRoute() {
  return <OperationsPage view={loaded(Route.useLoaderData())} />;
}

function OverviewNotLoaded(props: Partial<ErrorComponentProps>) {
  return <OperationsPage view={useUnloadedView(props)} />;
}
