import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PortRefusal } from '../../../ports/port-refusal';
import { loaded } from '../../data/load-view';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { STATEMENT } from './statement-fixtures';
import { StatementPage } from './statement-page';
import { TransferDialog } from './transfer-dialog';

const [due, overdue] = STATEMENT.invoices;
if (!due || !overdue) throw new Error('statement fixture without invoices');

// The dialog as a store admin meets it: below a company's statement, for the invoices ticked.
const meta = {
  title: 'Pages/Dashboard/Statement/Record transfer',
  component: TransferDialog,
  args: { invoices: [], record: fn(async () => undefined) },
  render: (args) => (
    <>
      <StatementPage
        view={loaded({
          companyName: 'Acme Painting Contractors',
          statement: STATEMENT,
          transfer: (chosen, onRecorded) => (
            <TransferDialog {...args} invoices={chosen} onRecorded={onRecorded} />
          ),
        })}
      />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof TransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Clicker = { click: (element: Element) => Promise<void> };

async function openFor(canvas: ReturnType<typeof within>, user: Clicker, ...numbers: string[]) {
  for (const number of numbers) {
    await user.click(canvas.getByRole('checkbox', { name: `Choose invoice ${number}` }));
  }
  const named = numbers.length === 1 ? numbers[0] : `${numbers.length} invoices`;
  await user.click(canvas.getByRole('button', { name: `Record bank transfer for ${named}` }));
  return within(await screen.findByRole('dialog', { name: `Bank transfer for ${named}` }));
}

/** Nothing ticked yet: the page says what to do; a paid invoice cannot be ticked. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Tick the invoices a bank transfer paid to record it against them.'),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Choose invoice INV-2026-000001' }),
    ).not.toBeInTheDocument();
  },
};

/** One transfer for two invoices: all they owe is offered, and a part goes oldest first. */
export const SeveralInvoices: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openFor(canvas, userEvent, due.number, overdue.number);
    const amount = dialog.getByLabelText(/Amount received/);
    await expect(amount).toHaveValue('240.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.type(dialog.getByLabelText(/Bank reference/), 'BACS 2026-120');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() =>
      expect(args.record).toHaveBeenCalledWith({
        invoiceNumbers: [due.number, overdue.number],
        amountCents: 15_000,
        reference: 'BACS 2026-120',
      }),
    );
    await expect(
      await screen.findByText(
        `Transfer of $150.00 recorded against ${due.number}, ${overdue.number}`,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: `Choose invoice ${due.number}` }),
    ).not.toBeChecked();
  },
};

/** A part of what the invoice owes, with the bank's reference. */
export const Partial: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openFor(canvas, userEvent, due.number);
    const amount = dialog.getByLabelText(/Amount received/);
    await expect(amount).toHaveValue('100.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.type(dialog.getByLabelText(/Bank reference/), 'BACS 2026-118');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() =>
      expect(args.record).toHaveBeenCalledWith({
        invoiceNumbers: [due.number],
        amountCents: 4_000,
        reference: 'BACS 2026-118',
      }),
    );
    await expect(
      await screen.findByText(`Transfer of $40.00 recorded against ${due.number}`),
    ).toBeVisible();
  },
};

/** More than the invoices owe together: refused before sending. */
export const TooMuchForSeveral: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openFor(canvas, userEvent, due.number, overdue.number);
    const amount = dialog.getByLabelText(/Amount received/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '240.01');
    await userEvent.type(dialog.getByLabelText(/Bank reference/), 'BACS 3');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await expect(
      await dialog.findByText(
        'This transfer is more than the 2 chosen invoices still owe together ($240.00). Record at most that, and the rest against other invoices.',
      ),
    ).toBeVisible();
    await expect(args.record).not.toHaveBeenCalled();
  },
};

/** More than the invoice owes, and no reference: each said at its field, nothing sent. */
export const TooMuch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openFor(canvas, userEvent, due.number);
    const amount = dialog.getByLabelText(/Amount received/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.01');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await expect(
      await dialog.findByText(
        'This transfer is more than the invoice still owes ($100.00). Record at most that, and the rest against another invoice.',
      ),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await expect(
      await dialog.findByText(
        "Enter the bank's reference of the transfer, as on the statement of account.",
      ),
    ).toBeVisible();
    await expect(args.record).not.toHaveBeenCalled();
  },
};

/** The store refuses (paid meanwhile): its sentence under the form. */
export const Refused: Story = {
  args: {
    record: fn(async () => {
      throw new PortRefusal({
        kind: 'conflict',
        message: 'This invoice is paid already: nothing is left to record against it.',
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openFor(canvas, userEvent, due.number);
    await userEvent.type(dialog.getByLabelText(/Bank reference/), 'BACS 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This invoice is paid already: nothing is left to record against it.',
    );
  },
};

export const Narrow: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const dialog = await openFor(canvas, userEvent, due.number);
    await expect(dialog.getByRole('button', { name: 'Record transfer' })).toBeVisible();
  },
};
