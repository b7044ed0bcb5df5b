import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { fail, ok } from '../../../domain/result';
import type { ApiResult } from '../../../ports/api.port';
import { setMemberLimitsFor, updateCompanyFor } from '../../../machines/forms';
import { DEMO_INVITATION, DEMO_MEMBERS, DEMO_MY_COMPANY } from '../../../testing/demo-companies';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { CompanyPage } from './company-page';

const update = updateCompanyFor({
  updateCompany: async (_id, details) =>
    ok({
      ...DEMO_MY_COMPANY.company,
      ...details,
      deliveryAddresses: details.deliveryAddresses ?? [],
    }),
});
const limits = setMemberLimitsFor({ setMemberLimits: async () => ok({ modifiedCount: 1 }) });
const data = { mine: DEMO_MY_COMPANY, members: DEMO_MEMBERS, invitations: [DEMO_INVITATION] };

const meta = {
  title: 'Pages/Company',
  component: CompanyPage,
  // The details form's machine is added as the page renders (args stay serialisable).
  render: (args) => <CompanyPage {...args} update={update} limits={limits} />,
  args: {
    view: loaded(data),
    onInvite: fn(async () => ok({})),
    onSetRole: fn(async () => ok({})),
    onRemove: fn(async () => ok({})),
    onRevoke: fn(async (_id: string): ApiResult<unknown> => ok({})),
    onChanged: fn(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyAdmin: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Acme Painting Contractors' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Edit the company' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'riley@paintco.test');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'approver');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'riley@paintco.test',
      role: 'approver',
    });
  },
};

export const SpendingLimits: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Spending limits of Bailey Buyer' });
    await expect(within(form).getByLabelText('Order limit')).toHaveValue('500.00');
    await userEvent.type(within(form).getByLabelText('Monthly limit'), 'lots');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Save the limits of Bailey Buyer' }),
    );
    await expect(
      within(form).getByText(
        'Monthly limit must be dollars and cents, like 500 or 499.50, or empty for no limit',
      ),
    ).toBeVisible();
  },
};

export const CompanyMonthlyLimit: Story = {
  args: { onSetCompanyLimit: fn(async () => ok({ modifiedCount: 1 })) },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Monthly limit of the whole company' });
    const field = within(form).getByLabelText('Company monthly limit');
    await expect(field).toHaveValue('');
    const save = within(form).getByRole('button', { name: "Save the company's monthly limit" });
    await userEvent.type(field, 'lots');
    await userEvent.click(save);
    await expect(
      within(form).getByText(
        'Company monthly limit must be dollars and cents, like 500 or 499.50, or empty for no limit',
      ),
    ).toBeVisible();
    await expect(args.onSetCompanyLimit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '2500');
    await userEvent.click(save);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(args.onSetCompanyLimit).toHaveBeenCalledWith({ monthlyLimitCents: 250_000 });
    await expect(
      await screen.findByText("Acme Painting Contractors's monthly limit was saved"),
    ).toBeVisible();
  },
};

export const CompanyMonthlyLimitRefused: Story = {
  args: {
    view: loaded({
      ...data,
      mine: {
        ...DEMO_MY_COMPANY,
        company: { ...DEMO_MY_COMPANY.company, monthlyLimitCents: 500_000 },
      },
    }),
    onSetCompanyLimit: fn(async () => fail({ kind: 'network' as const })),
  },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Monthly limit of the whole company' });
    await expect(within(form).getByLabelText('Company monthly limit')).toHaveValue('5000.00');
    await userEvent.click(
      within(form).getByRole('button', { name: "Save the company's monthly limit" }),
    );
    await expect(args.onSetCompanyLimit).toHaveBeenCalledWith({ monthlyLimitCents: 500_000 });
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const WithdrawInvitation: Story = {
  args: {
    view: loaded({
      ...data,
      invitations: [
        DEMO_INVITATION,
        { ...DEMO_INVITATION, _id: 'accepted-one', email: 'kim@paintco.test', status: 'accepted' },
      ],
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    // Only a pending invitation can be withdrawn.
    await expect(canvas.getAllByRole('button', { name: /^Withdraw the invitation/ })).toHaveLength(
      1,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw the invitation to ${DEMO_INVITATION.email}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Withdraw the invitation to ${DEMO_INVITATION.email}?`,
    });
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await expect(args.onRevoke).toHaveBeenCalledWith(DEMO_INVITATION._id);
    await expect(
      await screen.findByText(`The invitation to ${DEMO_INVITATION.email} was withdrawn`),
    ).toBeVisible();
  },
};

export const WithdrawRefused: Story = {
  args: {
    onRevoke: fn(async (_id: string): ApiResult<unknown> =>
      fail({
        kind: 'invalid' as const,
        code: 'invitation-used',
        message: 'This invitation has already been accepted or withdrawn.',
      }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw the invitation to ${DEMO_INVITATION.email}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await expect(
      await screen.findByText('This invitation has already been accepted or withdrawn.'),
    ).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const WithdrawCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw the invitation to ${DEMO_INVITATION.email}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const Buyer: Story = {
  args: { view: loaded({ ...data, mine: { ...DEMO_MY_COMPANY, role: 'buyer' }, invitations: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save the company' })).toBeNull();
    await expect(canvas.getByText('Bailey Buyer')).toBeVisible();
  },
};

export const ManyMembers: Story = {
  args: {
    view: loaded({
      ...data,
      members: Array.from({ length: 30 }, (_, n) => ({
        email: `member-${n}@a-company-with-a-long-domain-name.test`,
        name: `Member ${n}`,
        role: n === 0 ? ('company-admin' as const) : ('buyer' as const),
        joinedAt: '2026-05-03T10:30:00.000Z',
        orderLimitCents: null,
        monthlyLimitCents: null,
      })),
    }),
  },
};

/** A company just opened: its admin alone, nobody invited yet, no delivery address. */
export const OnlyMember: Story = {
  args: {
    view: loaded({
      mine: { ...DEMO_MY_COMPANY, company: { ...DEMO_MY_COMPANY.company, deliveryAddresses: [] } },
      members: DEMO_MEMBERS.slice(0, 1),
      invitations: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Morgan Trade')).toBeVisible();
    await expect(canvas.queryByText('Bailey Buyer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send the invitation' })).toBeVisible();
  },
};

export const ManyMembersOnAPhone: Story = { ...ManyMembers, decorators: [narrowScreen] };

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your company could not be loaded')).toBeVisible();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
