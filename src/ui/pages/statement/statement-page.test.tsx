import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentKit } from '../../../ports/payment.port';
import { PortRefusal } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder } from '../../../testing/demo-orders';
import { loaded } from '../../data/load-view';
import type { PayInvoicesInput } from './pay-invoices';
import { EMPTY_STATEMENT, STATEMENT } from './statement-fixtures';
import { StatementPage } from './statement-page';

let kit: PaymentKit;
beforeEach(async () => {
  const { world } = await customerWithUnpaidOrder();
  kit = await world.ports.loadPayment();
});

function renderPage(
  pay: (input: PayInvoicesInput) => Promise<string[]>,
  statement = STATEMENT,
  onChanged = vi.fn(),
) {
  render(
    <StatementPage
      view={loaded({
        companyName: 'Acme Painting Contractors',
        statement,
        payment: { CardFields: kit.CardFields, pay },
        onChanged,
      })}
    />,
  );
  return userEvent.setup();
}

async function typeCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('statement page', () => {
  it('shows the balance, the ageing and every invoice with its state', () => {
    renderPage(vi.fn());
    expect(screen.getByText('Open balance').parentElement).toHaveTextContent('$240.00');
    const ageing = screen.getByRole('region', { name: 'Ageing' });
    expect(ageing).toHaveTextContent(/1–30 days overdue\s*\$140\.00/);
    const table = screen.getByRole('table', { name: 'Invoices on account' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table).toHaveTextContent('Overdue by 27 days');
    expect(table).toHaveTextContent('PO PO-7781');
    // A paid invoice cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Pay invoice INV-2026-000001' })).toBeNull();
  });

  it('pays the chosen invoices with one card payment of their exact sum', async () => {
    const pay = vi.fn((input: PayInvoicesInput) => Promise.resolve([...input.invoiceNumbers]));
    const onChanged = vi.fn();
    const user = renderPage(pay, STATEMENT, onChanged);
    expect(screen.getByRole('button', { name: 'Pay selected by card' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pay invoice INV-2026-000003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pay invoice INV-2026-000002' }));
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay selected by card ($240.00)' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({
        invoiceNumbers: ['INV-2026-000003', 'INV-2026-000002'],
        amountCents: 24_000,
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Paid invoices INV-2026-000003, INV-2026-000002.',
    );
  });

  it("says the store's refusal and keeps the choice", async () => {
    const sentence = 'Invoice INV-2026-000002 was paid already. Reload the statement.';
    const user = renderPage(() =>
      Promise.reject(new PortRefusal({ kind: 'invalid', message: sentence })),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Pay invoice INV-2026-000002' }));
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay selected by card ($140.00)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('checkbox', { name: 'Pay invoice INV-2026-000002' })).toBeChecked();
  });

  it('says when there are no invoices yet', () => {
    renderPage(vi.fn(), EMPTY_STATEMENT);
    expect(screen.getByText(/No invoices on account yet/)).toBeInTheDocument();
  });
});
