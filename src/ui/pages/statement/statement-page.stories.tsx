import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortRefusal } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder } from '../../../testing/demo-orders';
import { loaded, LOADING, type LoadView } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import type { PayInvoicesInput } from './pay-invoices';
import { EMPTY_STATEMENT, STATEMENT } from './statement-fixtures';
import { StatementPage, type StatementData } from './statement-page';

type Answer = 'paid' | 'refused';

const payAnswering =
  (answer: Answer) =>
  async (input: PayInvoicesInput): Promise<string[]> => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (answer === 'refused') {
      throw new PortRefusal({
        kind: 'invalid',
        message: 'Your card was declined. Try another card.',
      });
    }
    return [...input.invoiceNumbers];
  };

interface Args {
  state: 'loading' | 'failed' | 'loaded' | 'empty';
  answer: Answer;
}

const meta = {
  title: 'Pages/Dashboard/Statement',
  loaders: [loadKit],
  render: ({ state, answer }, { loaded: kit }) => {
    const { CardFields } = kit as Awaited<ReturnType<typeof loadKit>>;
    const data = (statement = STATEMENT): StatementData => ({
      companyName: 'Acme Painting Contractors',
      statement,
      payment: { CardFields, pay: payAnswering(answer) },
    });
    const views: Record<Args['state'], LoadView<StatementData>> = {
      loading: LOADING,
      failed: { status: 'failed', error: { kind: 'network' }, retry: () => undefined },
      loaded: loaded(data()),
      empty: loaded(data(EMPTY_STATEMENT)),
    };
    return <StatementPage view={views[state]} />;
  },
  args: { state: 'loaded', answer: 'paid' },
} satisfies Meta<Args>;

/** The local test-mode card form, as the route loads it. */
async function loadKit() {
  return (await customerWithUnpaidOrder()).world.ports.loadPayment();
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the statement')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The statement could not be loaded')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No invoices on account yet/)).toBeVisible();
  },
};

export const Invoices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Invoices on account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay selected by card' })).toBeDisabled();
  },
};

const payBoth = async ({
  canvas,
  userEvent,
}: Parameters<NonNullable<Story['play']>>[0]): Promise<void> => {
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Pay invoice INV-2026-000003' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Pay invoice INV-2026-000002' }));
  await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424242');
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1240');
  await userEvent.type(canvas.getByLabelText('CVC'), '123');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay selected by card ($240.00)' }));
};

/** On a phone the invoices show as cards; two are paid with one card payment. */
export const PaidTwoNarrow: Story = {
  decorators: [narrowScreen],
  play: async (context) => {
    await payBoth(context);
    await waitFor(() =>
      expect(context.canvas.getByRole('status')).toHaveTextContent(
        'Paid invoices INV-2026-000003, INV-2026-000002.',
      ),
    );
  },
};

export const CardRefused: Story = {
  args: { answer: 'refused' },
  play: async (context) => {
    await payBoth(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Your card was declined.',
    );
  },
};
