import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { OperationsPage } from '../../../../../ui/pages/operations/operations-page';
import { useFailedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// The faces are named here and split with the page, which stays out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/overview')({
  head: () => pageHead('Overview'),
  loader: ({ context: { ports } }) => valueOf(ports.api.getOperationsSummary()),
  pendingComponent: OverviewLoading,
  pendingMs: 0,
  errorComponent: OverviewFailed,
  component: OverviewRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function OverviewRoute() {
  return <OperationsPage view={loaded(Route.useLoaderData())} />;
}

function OverviewLoading() {
  return <OperationsPage view={LOADING} />;
}

function OverviewFailed(props: ErrorComponentProps) {
  return <OperationsPage view={useFailedView(props)} />;
}
