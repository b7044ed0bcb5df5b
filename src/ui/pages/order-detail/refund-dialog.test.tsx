import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Refund, RefundInput } from '../../../domain/refund';
import { fail, ok, type Result } from '../../../domain/result';
import { refundOrderFor } from '../../../machines/forms';
import type { ApiError } from '../../../ports/api.port';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { RefundDialog } from './refund-dialog';

function demoOrder() {
  const order = DEMO_ORDERS[1];
  const first = order?.lines[0];
  if (!order || !first) throw new Error('demo orders missing');
  return { order, first };
}
const { order: paid, first: line } = demoOrder();

const done = (input: RefundInput): Refund => ({
  _id: 'r1',
  orderId: paid._id,
  orderNumber: paid.number,
  status: 'done',
  amountCents: 900,
  reason: input.reason,
  restocked: input.restock,
  lines: [{ line: 0, toolName: line.toolName, qty: 1, amountCents: 900 }],
  createdAt: '2026-06-02T10:00:00.000Z',
  creditNoteNumber: 'CN-2026-000001',
});

type Answer = Promise<Result<Refund, ApiError>>;

async function refundOneUnit(answer: (id: string, input: RefundInput) => Answer) {
  const refundOrder = vi.fn(answer);
  const onRefunded = vi.fn();
  let keys = 0;
  render(
    <RefundDialog
      order={paid}
      refunds={[]}
      machine={refundOrderFor({ refundOrder })}
      onRefunded={onRefunded}
      newKey={() => `00000000-0000-4000-8000-00000000000${(keys += 1)}`}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  const dialog = screen.getByRole('dialog', { name: `Refund order #${paid.number}` });
  await user.type(within(dialog).getByLabelText(new RegExp(`^${line.toolName}: units`)), '1');
  await user.type(within(dialog).getByLabelText('Reason'), 'Arrived dented');
  await user.click(within(dialog).getByLabelText('The units came back: put them back in stock'));
  return { refundOrder, onRefunded, user, dialog };
}

describe('the Refund dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens over plain http at an address not localhost, where crypto.randomUUID is missing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    render(
      <RefundDialog
        order={paid}
        refunds={[]}
        machine={refundOrderFor({ refundOrder: vi.fn() })}
        onRefunded={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog', { name: `Refund order #${paid.number}` })).toBeVisible();
  });

  it('sends one refund of the typed line, even when Refund is pressed twice', async () => {
    let answer: (value: Result<Refund, ApiError>) => void = () => undefined;
    const { refundOrder, onRefunded, user, dialog } = await refundOneUnit(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const button = within(dialog).getByRole('button', { name: 'Refund $9.00' });
    await user.click(button);
    await user.click(button);
    expect(refundOrder).toHaveBeenCalledTimes(1);
    expect(refundOrder).toHaveBeenCalledWith(paid._id, {
      key: '00000000-0000-4000-8000-000000000001',
      reason: 'Arrived dented',
      restock: true,
      lines: [{ line: 0, qty: 1 }],
    });
    const input = refundOrder.mock.calls[0]?.[1];
    if (input) answer(ok(done(input)));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
  });

  it("shows the API's sentence and sends the same refund again, with its key", async () => {
    const { refundOrder, user, dialog } = await refundOneUnit(async () =>
      fail({
        kind: 'server',
        status: 503,
        code: 'refund-unconfirmed',
        message: 'The card service did not confirm the refund.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $9.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/did not confirm/);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $9.00' }));
    const keys = refundOrder.mock.calls.map((call) => call[1].key);
    expect(keys).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
    ]);
  });

  it('says why the form cannot be refunded, and sends nothing', async () => {
    const { refundOrder, user, dialog } = await refundOneUnit(async (_, input) => ok(done(input)));
    const quantity = within(dialog).getByLabelText(new RegExp(`^${line.toolName}: units`));
    await user.clear(quantity);
    await user.type(quantity, String(line.qty + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Only ${line.qty} of ${line.toolName} can still be refunded`,
    );
    expect(refundOrder).not.toHaveBeenCalled();
  });
});
