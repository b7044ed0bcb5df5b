import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../ui/data/load-view';
import { InvitationPage } from '../../../../ui/pages/company/invitation-page';
import { useFailedView } from '../../-load-states';
import { pageHead } from '../../../page-head';

// The page an invitation's e-mail links to: only its invitee, signed in, reads it.
export const Route = createFileRoute('/_authenticated/dashboard/invitation/$id')({
  head: () => pageHead('Your invitation'),
  loader: ({ context: { ports }, params }) => valueOf(ports.api.getInvitation(params.id)),
  pendingComponent: InvitationPending,
  pendingMs: 0,
  errorComponent: InvitationFailed,
  component: InvitationRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function InvitationRoute() {
  const { ports } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const invitation = Route.useLoaderData();
  return (
    <InvitationPage
      view={loaded(invitation)}
      onAccept={() => ports.api.acceptInvitation(invitation._id)}
      onJoined={() => void navigate({ to: '/dashboard/company' })}
    />
  );
}

function InvitationPending() {
  return <InvitationPage view={LOADING} />;
}

function InvitationFailed(props: ErrorComponentProps) {
  return <InvitationPage view={useFailedView(props)} />;
}
