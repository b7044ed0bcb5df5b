import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { CompanyPage } from '../../../../ui/pages/company/company-page';
import { useUnloadedView, useReload } from '../../-load-states';
import { pageHead } from '../../../page-head';
import { myCompany } from '../../-my-company';

// My Company: for any member; its company admins also read the invitations. The faces are
// named here and split with the page, which stays out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/company')({
  head: () => pageHead('My Company'),
  loader: async ({ context: { ports, machines } }) => {
    const [mine, update, limits] = await Promise.all([
      myCompany(ports.api),
      machines.updateCompany(),
      machines.memberLimits(),
    ]);
    const id = mine.company._id;
    const [members, invitations] = await Promise.all([
      valueOf(ports.api.listCompanyMembers(id)),
      mine.role === 'company-admin' ? valueOf(ports.api.listCompanyInvitations(id)) : [],
    ]);
    return { data: { mine, members, invitations }, update, limits };
  },
  pendingComponent: CompanyNotLoaded,
  pendingMs: 0,
  errorComponent: CompanyNotLoaded,
  component: CompanyRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function CompanyRoute() {
  const { ports } = Route.useRouteContext();
  const { data, update, limits } = Route.useLoaderData();
  const id = data.mine.company._id;
  return (
    <CompanyPage
      view={loaded(data)}
      update={update}
      limits={limits}
      onInvite={(invitation) => ports.api.inviteToCompany(id, invitation)}
      onSetRole={(email, role) => ports.api.setCompanyRole(id, email, role)}
      onRemove={(email) => ports.api.removeCompanyMember(id, email)}
      onRevoke={(invitationId) => ports.api.revokeCompanyInvitation(id, invitationId)}
      onSetCompanyLimit={(limit) => ports.api.setCompanyLimit(id, limit)}
      onChanged={useReload()}
    />
  );
}

function CompanyNotLoaded(props: Partial<ErrorComponentProps>) {
  return <CompanyPage view={useUnloadedView(props)} />;
}
