import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { CompaniesPage } from '../../../../../ui/pages/companies/companies-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// Companies (store admins): the applications for a trade account, waiting ones first.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/companies')({
  head: () => pageHead('Companies'),
  loader: async ({ context: { ports } }) => {
    const applications = await valueOf(ports.api.listApplications());
    const waiting = (one: { status: string }) => (one.status === 'pending' ? 0 : 1);
    return [...applications].sort((a, b) => waiting(a) - waiting(b));
  },
  pendingComponent: CompaniesPending,
  pendingMs: 0,
  errorComponent: CompaniesFailed,
  component: CompaniesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function CompaniesRoute() {
  const { ports } = Route.useRouteContext();
  return (
    <CompaniesPage
      view={loaded(Route.useLoaderData())}
      onApprove={(id) => ports.api.approveApplication(id)}
      onDecline={(id, reason) => ports.api.declineApplication(id, reason)}
      onChanged={useReload()}
    />
  );
}

function CompaniesPending() {
  return <CompaniesPage view={LOADING} />;
}

function CompaniesFailed(props: ErrorComponentProps) {
  return <CompaniesPage view={useFailedView(props)} />;
}
