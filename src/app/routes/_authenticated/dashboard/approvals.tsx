import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { ApprovalsPage } from '../../../../ui/pages/approvals/approvals-page';
import { useUnloadedView, useReload } from '../../-load-states';
import { pageHead } from '../../../page-head';
import { myCompany } from '../../-my-company';

// Approvals, for a company's approvers and company admins (the API refuses anyone else,
// which the failed face says). The decisions' machines are loaded beside the list.
export const Route = createFileRoute('/_authenticated/dashboard/approvals')({
  head: () => pageHead('Approvals'),
  loader: async ({ context: { ports, machines, user } }) => {
    const [mine, approve, decline] = await Promise.all([
      myCompany(ports.api),
      machines.approveOrder(),
      machines.declineOrder(),
    ]);
    const approvals = await valueOf(ports.api.listCompanyApprovals(mine.company._id));
    return {
      data: { companyName: mine.company.name, viewerEmail: user.email, approvals },
      approve,
      decline,
    };
  },
  pendingComponent: ApprovalsNotLoaded,
  pendingMs: 0,
  errorComponent: ApprovalsNotLoaded,
  component: ApprovalsRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function ApprovalsRoute() {
  const { data, approve, decline } = Route.useLoaderData();
  return (
    <ApprovalsPage
      view={loaded(data)}
      approve={approve}
      decline={decline}
      onChanged={useReload()}
    />
  );
}

function ApprovalsNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ApprovalsPage view={useUnloadedView(props)} />;
}
