// An invitation to join a company, as its invitee opens it from the e-mail: which company,
// which role, until when, and Accept.
import { COMPANY_ROLE_LABELS, type MyCompany } from '../../../domain/company';
import type { Invitation } from '../../../domain/company-invitation';
import type { AcceptInvitationMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';

export interface InvitationPageProps {
  view: LoadView<Invitation>;
  /** Sends Accept, wired to the API by the composition root (absent: no Accept). */
  machine?: AcceptInvitationMachine | undefined;
  /** Once joined: the company's page comes next. */
  onJoined?: (joined: MyCompany) => void;
}

export function InvitationPage({ view, machine, onJoined = () => undefined }: InvitationPageProps) {
  return (
    <section className={page.page} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className={page.heading}>
        {view.status === 'loaded' ? `Join ${view.value.companyName}` : 'Your invitation'}
      </h1>
      {view.status === 'loading' && <Spinner label="Loading the invitation…" showLabel />}
      <LoadFailed title="This invitation could not be opened" view={view} />
      {view.status === 'loaded' && (
        <>
          <Facts>
            <Fact name="Company">{view.value.companyName}</Fact>
            <Fact name="Role">{COMPANY_ROLE_LABELS[view.value.role]}</Fact>
            <Fact name="Invited by">{view.value.invitedBy}</Fact>
            <Fact name="Accept by">
              <DateText iso={view.value.expiresAt} />
            </Fact>
          </Facts>
          {machine && <Accept invitation={view.value} machine={machine} onJoined={onJoined} />}
        </>
      )}
    </section>
  );
}

function Accept({
  invitation,
  machine,
  onJoined,
}: {
  invitation: Invitation;
  machine: AcceptInvitationMachine;
  onJoined: (joined: MyCompany) => void;
}) {
  const accept = useSubmit(machine, { onSent: ({ output }) => onJoined(output) });
  return (
    <>
      <FormFailure message={accept.failure && describeError(accept.failure)} />
      <Button
        onClick={() => accept.send(invitation._id)}
        disabled={accept.pending || invitation.status !== 'pending'}
      >
        Accept the invitation
      </Button>
    </>
  );
}
