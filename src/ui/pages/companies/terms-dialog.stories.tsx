import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { SetTermsInput } from '../../../domain/account-terms';
import { fail, ok } from '../../../domain/result';
import { PortRefusal } from '../../../ports/port-refusal';
import { DEMO_MY_COMPANY } from '../../../testing/demo-companies';
import { Button } from '../../components/button/button';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { TermsDialog, termsSavedMessage, type TermsEditing } from './terms-dialog';

const ACME = DEMO_MY_COMPANY.company;
const NET_30 = { netDays: 30 as const, creditLimitCents: 500_000, poRequired: true };

const withTerms: TermsEditing['load'] = async () => ok({ terms: NET_30, balanceCents: 24_000 });
const noTerms: TermsEditing['load'] = async () => ok({ terms: null, balanceCents: 0 });
const never: TermsEditing['load'] = () => new Promise(() => undefined);
const broken: TermsEditing['load'] = async () => fail({ kind: 'network' });

const meta = {
  title: 'Pages/Dashboard/Companies/Terms dialog',
  component: TermsDialog,
  args: {
    company: ACME,
    load: withTerms,
    save: fn(async (_id: string, input: SetTermsInput): Promise<unknown> => input),
    trigger: <Button variant="secondary">Terms</Button>,
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(
  canvas: ReturnType<typeof within>,
  user: { click: (element: Element) => Promise<void> },
) {
  await user.click(canvas.getByRole('button', { name: 'Terms' }));
  return within(await screen.findByRole('dialog', { name: `Terms of ${ACME.name}` }));
}

/** Terms as kept: net 30 up to $5,000 with a PO; the limit raised and saved. */
export const Kept: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByText('Owed now on account: $240.00')).toBeVisible();
    await expect(dialog.getByLabelText(/Payment terms/)).toHaveValue('30');
    const limit = dialog.getByLabelText(/Credit limit/);
    await expect(limit).toHaveValue('5000.00');
    await expect(
      dialog.getByLabelText('A PO number is required on every order on account'),
    ).toBeChecked();
    await userEvent.clear(limit);
    await userEvent.type(limit, '7500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save terms' }));
    const input = { terms: { ...NET_30, creditLimitCents: 750_000 } };
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(ACME._id, input));
    await expect(await screen.findByText(termsSavedMessage(ACME.name, input))).toBeVisible();
  },
};

/** No terms yet: the limit and the PO rule wait until net days are chosen. */
export const NoTermsYet: Story = {
  args: { load: noTerms },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    const limit = await dialog.findByLabelText(/Credit limit/);
    await expect(limit).toBeDisabled();
    await userEvent.selectOptions(dialog.getByLabelText(/Payment terms/), '15');
    await expect(limit).toBeEnabled();
  },
};

/** A limit nobody can read: its sentence at the field, and nothing sent. */
export const BadLimit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    const limit = await dialog.findByLabelText(/Credit limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '5,000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save terms' }));
    await expect(
      await dialog.findByText('Enter the credit limit in dollars and cents, like 5000 or 4999.50.'),
    ).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The store refuses: its sentence under the form, which stays open. */
export const Refused: Story = {
  args: {
    save: fn(async (_id: string, _input: SetTermsInput): Promise<unknown> => {
      throw new PortRefusal({ kind: 'not-found', message: 'No such company.' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(await dialog.findByRole('button', { name: 'Save terms' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No such company.');
  },
};

export const Loading: Story = {
  args: { load: never },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByText('Loading the terms')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: broken },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The terms could not be loaded',
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByRole('button', { name: 'Save terms' })).toBeVisible();
  },
};
