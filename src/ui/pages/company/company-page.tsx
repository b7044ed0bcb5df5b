// My Company: the company the signed-in person belongs to, its details and delivery
// addresses, and its members. A company admin also invites people by e-mail, sets their
// roles, sets their spending limits and removes them.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  type CompanyMember,
  type CompanyRole,
  type MyCompany,
} from '../../../domain/company';
import type { Invitation, InvitationInput } from '../../../domain/company-invitation';
import type { CompanyLimitInput } from '../../../domain/spending-limits';
import { limitLabel } from '../../../domain/spending-limits-form';
import type { MemberLimitsMachine, UpdateCompanyMachine } from '../../../machines/forms';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { Select } from '../../components/select/select';
import { Table } from '../../components/table/table';
import { TextField } from '../../components/text-field/text-field';
import type { LoadView } from '../../data/load-view';
import * as page from '../dashboard-shared/dashboard-page.css';
import { useAnnouncedCalls } from '../dashboard-shared/use-announced-calls';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyLimitForm } from './company-limit-form';
import { MemberLimitsForm } from './member-limits-form';
import { RevokeInvitation } from './revoke-invitation';

export interface CompanyData {
  readonly mine: MyCompany;
  readonly members: readonly CompanyMember[];
  /** Only a company admin reads them. */
  readonly invitations: readonly Invitation[];
}

export interface CompanyPageProps {
  view: LoadView<CompanyData>;
  /** The details form's machine; a company admin edits the details when it is given. */
  update?: UpdateCompanyMachine;
  /** The spending-limits forms' machine; a company admin sets limits when it is given. */
  limits?: MemberLimitsMachine;
  onInvite?: (invitation: InvitationInput) => ApiResult<unknown>;
  onSetRole?: (email: string, role: CompanyRole) => ApiResult<unknown>;
  onRemove?: (email: string) => ApiResult<unknown>;
  /** Sets the whole company's monthly limit; a company admin sets it when it is given. */
  onSetCompanyLimit?: (limit: CompanyLimitInput) => ApiResult<unknown>;
  /** Withdraws a pending invitation, once the company admin confirms. */
  onRevoke?: (invitationId: string) => ApiResult<unknown>;
  /** After a change: the page is read again. */
  onChanged?: () => void;
}

const unavailable = async (): ApiResult<unknown> => ({ ok: false, error: { kind: 'network' } });
const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({
  value: role,
  label: COMPANY_ROLE_LABELS[role],
}));

function InviteForm({
  onInvite,
  onChanged,
}: {
  onInvite: (i: InvitationInput) => ApiResult<unknown>;
  onChanged: () => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const { run, isPending } = useAnnouncedCalls(onChanged);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = `An invitation was sent to ${email.trim()}`;
    void run({ rowId: 'invite', action: { run: () => onInvite({ email, role }), done, then } });
  };
  const then = () => setEmail('');
  return (
    <form className={page.form} onSubmit={submit} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a colleague</h2>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Select
        label="Role"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.target.value as CompanyRole)}
      />
      <Button type="submit" disabled={isPending('invite')}>
        Send the invitation
      </Button>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={page.page}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function CompanyPage({
  view,
  update,
  limits,
  onInvite = unavailable,
  onSetRole = unavailable,
  onRemove = unavailable,
  onRevoke = unavailable,
  onSetCompanyLimit,
  onChanged = () => undefined,
}: CompanyPageProps) {
  const data = view.status === 'loaded' ? view.value : undefined;
  const manages = data?.mine.role === 'company-admin';
  const { run } = useAnnouncedCalls(onChanged);
  const announce = (email: string, call: () => ApiResult<unknown>, done: string) =>
    void run({ rowId: email, action: { run: call, done } });
  const memberColumns = [
    {
      header: 'Name',
      cell: (member: CompanyMember) => member.name || member.email,
      card: 'title' as const,
    },
    { header: 'E-mail', cell: (member: CompanyMember) => member.email },
    {
      header: 'Role',
      cell: (member: CompanyMember) =>
        manages ? (
          <Select
            label={`Role of ${member.name || member.email}`}
            options={ROLE_OPTIONS}
            value={member.role}
            onChange={(event) =>
              announce(
                member.email,
                () => onSetRole(member.email, event.target.value as CompanyRole),
                `${member.email} is now ${COMPANY_ROLE_LABELS[event.target.value as CompanyRole].toLowerCase()}`,
              )
            }
          />
        ) : (
          COMPANY_ROLE_LABELS[member.role]
        ),
    },
    { header: 'Joined', cell: (member: CompanyMember) => <DateText iso={member.joinedAt} /> },
    { header: 'Order limit', cell: (member: CompanyMember) => limitLabel(member.orderLimitCents) },
    {
      header: 'Monthly limit',
      cell: (member: CompanyMember) => limitLabel(member.monthlyLimitCents),
    },
    ...(manages
      ? [
          {
            header: 'Actions',
            card: 'actions' as const,
            cell: (member: CompanyMember) => (
              <Button
                variant="secondary"
                onClick={() =>
                  announce(
                    member.email,
                    () => onRemove(member.email),
                    `${member.email} was removed`,
                  )
                }
              >
                Remove {member.name || member.email}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className={page.page} aria-labelledby="company-heading">
      <h1 id="company-heading" className={page.heading}>
        {data ? data.mine.company.name : 'My Company'}
      </h1>
      {view.status === 'failed' ? (
        <LoadFailed title="Your company could not be loaded" view={view} />
      ) : (
        <>
          {data && (
            <Section id="company-details" title="Details">
              <Facts>
                <Fact name="Your role">{COMPANY_ROLE_LABELS[data.mine.role]}</Fact>
                <Fact name="Tax id">{data.mine.company.taxId}</Fact>
                <Fact name="Billing address">{data.mine.company.billingAddress}</Fact>
                <Fact name="Delivery addresses">
                  {data.mine.company.deliveryAddresses.length === 0
                    ? 'None yet'
                    : data.mine.company.deliveryAddresses.join('; ')}
                </Fact>
              </Facts>
            </Section>
          )}
          {data && manages && update && (
            <CompanyDetailsForm
              // A fresh form when the company is read again, holding what was saved.
              key={JSON.stringify(data.mine.company)}
              company={data.mine.company}
              machine={update}
              onSaved={onChanged}
            />
          )}
          <Section id="company-members" title="Members">
            <Table
              caption="The company's members"
              columns={memberColumns}
              rows={data?.members ?? []}
              rowKey={(member) => member.email}
              loading={view.status === 'loading'}
              emptyMessage="No members yet."
            />
          </Section>
          {data && manages && limits && (
            <Section id="company-limits" title="Spending limits">
              <p>An order over a member&apos;s limit waits for an approver of the company.</p>
              {onSetCompanyLimit && (
                <CompanyLimitForm
                  key={`company:${data.mine.company.monthlyLimitCents ?? 'none'}`}
                  company={data.mine.company}
                  onSave={onSetCompanyLimit}
                  onSaved={onChanged}
                />
              )}
              {data.members.map((member) => (
                <MemberLimitsForm
                  // A fresh form when the limits are read again, holding what was saved.
                  key={`${member.email}:${member.orderLimitCents}:${member.monthlyLimitCents}`}
                  companyId={data.mine.company._id}
                  member={member}
                  machine={limits}
                  onSaved={onChanged}
                />
              ))}
            </Section>
          )}
          {manages && (
            <>
              <InviteForm onInvite={onInvite} onChanged={onChanged} />
              <Section id="company-invitations" title="Invitations">
                <Table
                  caption="Invitations, newest first"
                  columns={[
                    { header: 'E-mail', cell: (one: Invitation) => one.email, card: 'title' },
                    { header: 'Role', cell: (one: Invitation) => COMPANY_ROLE_LABELS[one.role] },
                    { header: 'Status', cell: (one: Invitation) => one.status },
                    {
                      header: 'Expires',
                      cell: (one: Invitation) => <DateText iso={one.expiresAt} />,
                    },
                    {
                      header: 'Actions',
                      card: 'actions',
                      cell: (one: Invitation) =>
                        one.status === 'pending' && (
                          <RevokeInvitation
                            invitation={one}
                            onRevoke={onRevoke}
                            onChanged={onChanged}
                          />
                        ),
                    },
                  ]}
                  rows={data?.invitations ?? []}
                  rowKey={(one) => one._id}
                  emptyMessage="No invitations sent yet."
                />
              </Section>
            </>
          )}
        </>
      )}
    </section>
  );
}
