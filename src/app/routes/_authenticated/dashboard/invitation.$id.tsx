import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { InvitationPage } from '../../../../ui/pages/company/invitation-page';
import { useUnloadedView } from '../../-load-states';
import { pageHead } from '../../../page-head';

// The page an invitation's e-mail links to: only its invitee, signed in, reads it.
export const Route = createFileRoute('/_authenticated/dashboard/invitation/$id')({
  head: () => pageHead('Your invitation'),
  loader: async ({ context: { ports, machines }, params }) => {
    const [invitation, accept] = await Promise.all([
      valueOf(ports.api.getInvitation(params.id)),
      machines.acceptInvitation(),
    ]);
    return { invitation, accept };
  },
  pendingComponent: InvitationNotLoaded,
  pendingMs: 0,
  errorComponent: InvitationNotLoaded,
  component: InvitationRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function InvitationRoute() {
  const navigate = Route.useNavigate();
  const { invitation, accept } = Route.useLoaderData();
  return (
    <InvitationPage
      view={loaded(invitation)}
      machine={accept}
      onJoined={() => void navigate({ to: '/dashboard/company' })}
    />
  );
}

function InvitationNotLoaded(props: Partial<ErrorComponentProps>) {
  return <InvitationPage view={useUnloadedView(props)} />;
}
