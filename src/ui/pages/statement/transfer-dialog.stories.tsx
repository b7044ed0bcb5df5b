import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PortRefusal } from '../../../ports/port-refusal';
import { loaded } from '../../data/load-view';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { STATEMENT } from './statement-fixtures';
import { StatementPage } from './statement-page';
import { TransferDialog } from './transfer-dialog';

const [due] = STATEMENT.invoices;
if (!due) throw new Error('statement fixture without invoices');

// The dialog as a store admin meets it: on each open invoice of a company's statement.
const meta = {
  title: 'Pages/Dashboard/Statement/Record transfer',
  component: TransferDialog,
  args: { invoice: due, record: fn(async () => undefined) },
  render: (args) => (
    <>
      <StatementPage
        view={loaded({
          companyName: 'Acme Painting Contractors',
          statement: STATEMENT,
          transfer: (invoice) => <TransferDialog {...args} invoice={invoice} />,
        })}
      />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof TransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFor(
  canvas: ReturnType<typeof within>,
  user: { click: (element: Element) => Promise<void> },
  number: string,
) {
  await user.click(canvas.getByRole('button', { name: `Record bank transfer for ${number}` }));
  return within(await screen.findByRole('dialog', { name: `Bank transfer for ${number}` }));
}

/** A part of what the invoice owes, with the bank's reference. */
export const Partial: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // A paid invoice offers no transfer.
    await expect(
      canvas.queryByRole('button', { name: 'Record bank transfer for INV-2026-000001' }),
    ).not.toBeInTheDocument();
    const dialog = await openFor(canvas, userEvent, due.number);
    const amount = dialog.getByLabelText(/Amount received/);
    await expect(amount).toHaveValue('100.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.type(dialog.getByLabelText(/Bank reference/), 'BACS 2026-118');
    await userEvent.click(dialog.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() =>
      expect(args.record).toHaveBeenCalledWith({
        invoiceNumber: due.number,
        amountCents: 4_000,
        reference: 'BACS 2026-118',
      }),
    );
    await expect(
      await screen.findByText(`Transfer of $40.00 recorded against ${due.number}`),
    ).toBeVisible();
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
