// Withdraw, on a pending invitation of My Company: asks first, since the e-mail already sent
// stops working and a new invitation would have to be sent.
import type { Invitation } from '../../../domain/company-invitation';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useAnnouncedCalls } from '../dashboard-shared/use-announced-calls';

export interface RevokeInvitationProps {
  readonly invitation: Invitation;
  readonly onRevoke: (invitationId: string) => ApiResult<unknown>;
  /** After it was withdrawn: the page is read again. */
  readonly onChanged: () => void;
}

export function RevokeInvitation({ invitation, onRevoke, onChanged }: RevokeInvitationProps) {
  const { run } = useAnnouncedCalls(onChanged);
  const done = `The invitation to ${invitation.email} was withdrawn`;
  const withdraw = () =>
    run({ rowId: invitation._id, action: { run: () => onRevoke(invitation._id), done } });
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Withdraw the invitation to {invitation.email}</Button>}
      title={`Withdraw the invitation to ${invitation.email}?`}
      description="The link in the e-mail we sent stops working at once. You can invite them again later."
      confirmLabel="Withdraw invitation"
      onConfirm={withdraw}
    />
  );
}
