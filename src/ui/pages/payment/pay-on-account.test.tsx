import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dueDateOf,
  onAccountTransactionId,
  type AccountTerms,
} from '../../../domain/account-terms';
import type { Order } from '../../../domain/order';
import { paymentMachineFor } from '../../../machines/payment.machine';
import type { PaymentKit } from '../../../ports/payment.port';
import { PortRefusal, valueOf } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder } from '../../../testing/demo-orders';
import type { MemoryWorld } from '../../../testing/memory-world';
import { loaded } from '../../data/load-view';
import { PaymentPage } from './payment-page';

let world: MemoryWorld;
let kit: PaymentKit;
let orderId: string;

beforeEach(async () => {
  ({ world, orderId } = await customerWithUnpaidOrder());
  kit = await world.ports.loadPayment();
});

const NET_30: AccountTerms = { netDays: 30, creditLimitCents: 500_000, poRequired: true };

async function renderPage(
  payOnAccount: (input: { poNumber?: string }) => Promise<Order>,
  terms: AccountTerms = NET_30,
) {
  const order = await valueOf(world.api.getOrder(orderId));
  const machine = paymentMachineFor(world.api, kit.port);
  render(
    <PaymentPage
      view={loaded({
        order,
        machine,
        CardFields: kit.CardFields,
        account: { terms, payOnAccount },
      })}
    />,
  );
  return { user: userEvent.setup(), order };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm $140.00 on account' });

describe('paying on account', () => {
  it('asks for the PO number the company requires before sending anything', async () => {
    const payOnAccount = vi.fn<(input: { poNumber?: string }) => Promise<Order>>();
    const { user } = await renderPage(payOnAccount);
    await user.click(confirmButton());
    expect(screen.getByLabelText(/PO number/)).toHaveAccessibleDescription(
      /Enter your purchase-order number: your company requires one\./,
    );
    expect(payOnAccount).not.toHaveBeenCalled();
  });

  it('confirms the order on account with the PO number and says when it is due', async () => {
    const { user, order } = await renderPage(async () => ({
      ...order,
      paid: true,
      status: 'paid',
      transactionId: onAccountTransactionId(order._id),
      invoiceNumber: 'INV-2026-000042',
    }));
    await user.type(screen.getByLabelText(/PO number/), ' PO-7781 ');
    await user.click(confirmButton());
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Confirmed on account');
    expect(confirmation).toHaveTextContent('invoice INV-2026-000042');
    expect(confirmation).toHaveTextContent(`due by ${dueDateOf(new Date(), 30)}`);
    expect(screen.queryByRole('button', { name: 'Pay $140.00' })).toBeNull();
  });

  it('sends the trimmed PO number, or none when it is optional and empty', async () => {
    const payOnAccount = vi.fn<(input: { poNumber?: string }) => Promise<Order>>(() =>
      Promise.reject(new PortRefusal({ kind: 'network' })),
    );
    const { user } = await renderPage(payOnAccount, { ...NET_30, poRequired: false });
    await user.click(confirmButton());
    await waitFor(() => expect(payOnAccount).toHaveBeenCalledWith({}));
    await user.type(screen.getByLabelText(/PO number/), ' PO-1 ');
    await user.click(confirmButton());
    await waitFor(() => expect(payOnAccount).toHaveBeenLastCalledWith({ poNumber: 'PO-1' }));
  });

  it("says the store's refusal and keeps the card form to pay with", async () => {
    const sentence =
      "This order is more than your company's remaining credit ($50.00), so it cannot go on account. You can pay it by card instead.";
    const { user } = await renderPage(() =>
      Promise.reject(new PortRefusal({ kind: 'invalid', message: sentence })),
    );
    await user.type(screen.getByLabelText(/PO number/), 'PO-7781');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('button', { name: 'Pay $140.00' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeEnabled();
  });
});
