// The applications for a trade account on Companies (store admins), the pending ones first,
// each approved (its company is created, its applicant the company admin) or declined
// with a reason the applicant reads.
import { useState, type FormEvent } from 'react';
import type { CompanyApplication } from '../../../domain/company-application';
import { formatAmount } from '../../../domain/money';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { DateText } from '../../components/date-text/date-text';
import { TextField } from '../../components/text-field/text-field';
import { Table } from '../../components/table/table';
import * as page from '../dashboard-shared/dashboard-page.css';
import { useAnnouncedCalls } from '../dashboard-shared/use-announced-calls';

export interface ApplicationsSectionProps {
  applications: readonly CompanyApplication[];
  loading?: boolean;
  onApprove?: (id: string) => ApiResult<unknown>;
  onDecline?: (id: string, reason: string) => ApiResult<unknown>;
  /** After a decision: the list is read again. */
  onChanged?: () => void;
}

const unavailable = async (): ApiResult<unknown> => ({ ok: false, error: { kind: 'network' } });

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;

function Decision({
  application,
  onApprove,
  onDecline,
  onChanged,
}: Required<Omit<ApplicationsSectionProps, 'applications' | 'loading'>> & {
  application: CompanyApplication;
}) {
  const [reason, setReason] = useState('');
  const { run, isPending } = useAnnouncedCalls(onChanged);
  const busy = isPending(application._id);
  const settle = (call: () => ApiResult<unknown>, done: string) =>
    void run({ rowId: application._id, action: { run: call, done } });
  const decline = (event: FormEvent) => {
    event.preventDefault();
    settle(() => onDecline(application._id, reason), `${application.companyName} was declined`);
  };
  if (application.status !== 'pending') return application.declineReason ?? '—';
  return (
    <form onSubmit={decline}>
      <Button
        type="button"
        disabled={busy}
        onClick={() =>
          settle(() => onApprove(application._id), `${application.companyName} was approved`)
        }
      >
        Approve
      </Button>
      <TextField
        label={`Reason for declining ${application.companyName}`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        minLength={3}
        maxLength={500}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Decline
      </Button>
    </form>
  );
}

export function ApplicationsSection({
  applications,
  loading = false,
  onApprove = unavailable,
  onDecline = unavailable,
  onChanged = () => undefined,
}: ApplicationsSectionProps) {
  return (
    <section className={page.page} aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications for a trade account</h2>
      <Table
        caption="Applications, waiting ones first, then newest first"
        rows={applications}
        loading={loading}
        emptyMessage="No one has applied for a trade account yet."
        rowKey={(application) => application._id}
        columns={[
          { header: 'Company', cell: (one) => one.companyName, card: 'title' },
          { header: 'Tax id', cell: (one) => one.taxId },
          { header: 'Applicant', cell: (one) => one.applicantName || one.applicantEmail },
          { header: 'Address', cell: (one) => one.address },
          {
            header: 'Yearly volume',
            cell: (one) => formatAmount(one.expectedYearlyVolume),
            numeric: true,
          },
          { header: 'Sent', cell: (one) => <DateText iso={one.createdAt} /> },
          { header: 'Status', cell: (one) => STATUS_LABELS[one.status] },
          {
            header: 'Decision',
            card: 'actions',
            cell: (one) => (
              <Decision
                application={one}
                onApprove={onApprove}
                onDecline={onDecline}
                onChanged={onChanged}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
