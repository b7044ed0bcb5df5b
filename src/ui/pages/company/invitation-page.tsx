// An invitation to join a company, as its invitee opens it from the e-mail: which company,
// which role, until when, and Accept.
import { useState } from 'react';
import { COMPANY_ROLE_LABELS, type MyCompany } from '../../../domain/company';
import type { Invitation } from '../../../domain/company-invitation';
import type { Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState } from '../../components/error-state/error-state';
import { Fact, Facts } from '../../components/facts/facts';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';

export interface InvitationPageProps {
  view: LoadView<Invitation>;
  onAccept?: () => Promise<Result<MyCompany, ApiError>>;
  /** Once joined: the company's page comes next. */
  onJoined?: (joined: MyCompany) => void;
}

const unavailable = async (): Promise<Result<never, ApiError>> => ({
  ok: false,
  error: { kind: 'network' },
});

export function InvitationPage({
  view,
  onAccept = unavailable,
  onJoined = () => undefined,
}: InvitationPageProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const answer = await onAccept();
    setBusy(false);
    if (answer.ok) onJoined(answer.value);
    else setProblem(answer.error);
  };
  return (
    <section className={page.page} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className={page.heading}>
        {view.status === 'loaded' ? `Join ${view.value.companyName}` : 'Your invitation'}
      </h1>
      {view.status === 'loading' && <Spinner label="Loading the invitation…" showLabel />}
      {view.status === 'failed' && (
        <ErrorState
          title="This invitation could not be opened"
          message={describeError(view.error)}
          onRetry={view.retry}
        />
      )}
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
          {problem && (
            <p role="alert" className={page.failure}>
              {describeError(problem)}
            </p>
          )}
          <Button onClick={() => void accept()} disabled={busy || view.value.status !== 'pending'}>
            Accept the invitation
          </Button>
        </>
      )}
    </section>
  );
}
