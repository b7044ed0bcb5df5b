// An order's returns, as its customer and the admins read them: the customer's Return items
// dialog (filled in, refused by the schema as typed, refused by the API), and the admin's
// steps on a requested and on an accepted return.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderReturn } from '../../../domain/order-return';
import { fail, ok } from '../../../domain/result';
import { requestReturnFor, returnStepFor } from '../../../machines/forms';
import type { ApiResult } from '../../../ports/api.port';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { OrderDetailPage } from './order-detail-page';

const demo = DEMO_ORDERS[1];
if (!demo) throw new Error('demo orders missing');
const shipped = { ...demo, status: 'shipped' as const, paid: true };
const toolName = shipped.lines[0]?.toolName ?? '';

const aReturn = (over: Partial<OrderReturn>): OrderReturn => ({
  _id: 'b1a7c0de-0000-4000-8000-000000000001',
  orderId: shipped._id,
  orderNumber: shipped.number,
  email: shipped.email,
  status: 'requested',
  reason: 'Wrong size',
  lines: [{ line: 0, toolName, qty: 1 }],
  createdAt: '2026-06-05T10:00:00.000Z',
  ...over,
});

const REQUESTED = aReturn({});
const ACCEPTED = aReturn({ _id: 'b1a7c0de-0000-4000-8000-000000000002', status: 'accepted' });
const REFUSED = aReturn({
  _id: 'b1a7c0de-0000-4000-8000-000000000003',
  status: 'refused',
  refusal: 'Opened tins cannot go back',
});
const never = () => new Promise<never>(() => undefined);

const steps = (answer: () => ApiResult<OrderReturn> = fn(async () => ok(ACCEPTED))) => ({
  machine: returnStepFor({ acceptReturn: answer, refuseReturn: answer, receiveReturn: answer }),
  onChanged: fn(),
});

const meta = {
  title: 'Pages/Dashboard/Order/Returns',
  component: OrderDetailPage,
  args: {
    view: loaded(shipped),
    viewer: 'customer',
    returns: {
      view: loaded([]),
      request: {
        machine: requestReturnFor({ requestReturn: fn(async () => ok(REQUESTED)) }),
        onRequested: fn(),
      },
    },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer fills in one unit and a reason. */
export const CustomerAsksToReturn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Return items' }));
    const dialog = page.getByRole('dialog', { name: `Return items of order #${shipped.number}` });
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${toolName}: units`)), '1');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong size');
    await expect(within(dialog).getByRole('button', { name: 'Ask to return' })).toBeEnabled();
  },
};

export const CustomerAsksToReturnNarrow: Story = { ...CustomerAsksToReturn, ...narrowScreen };

/** Nothing chosen: the schema's sentence, before anything is sent. */
export const CustomerChoosesNothing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Return items' }));
    const dialog = page.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose at least one line to return',
    );
  },
};

/** Past the 30 days: the API's sentence, the form kept. */
export const CustomerTooLate: Story = {
  args: {
    returns: {
      view: loaded([]),
      request: {
        machine: requestReturnFor({
          requestReturn: fn(async () =>
            fail({
              kind: 'invalid' as const,
              status: 409,
              code: 'return-window-closed',
              message:
                'Returns are accepted within 30 days of shipping; this order was shipped longer ago.',
            }),
          ),
        }),
        onRequested: fn(),
      },
    },
  },
  play: async (context) => {
    await CustomerAsksToReturn.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/30 days/);
  },
};

/** The customer reads each return's state, a refusal with its reason. */
export const CustomerSeesReturns: Story = {
  args: { returns: { view: loaded([REQUESTED, REFUSED]) } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Returns' });
    await expect(within(panel).getByText('Awaiting a decision')).toBeVisible();
    await expect(within(panel).getByText('Refused: Opened tins cannot go back')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  },
};

/** While they load, no panel: one that mostly went again moved what follows it. */
export const ReturnsLoading: Story = {
  args: { returns: { view: LOADING } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
  },
};

/** The admin accepts a requested return, or marks an accepted one received. */
export const AdminSteps: Story = {
  args: { viewer: 'admin', returns: { view: loaded([REQUESTED, ACCEPTED]), steps: steps() } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Returns' });
    await expect(within(panel).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Refuse' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Received: refund' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  },
};

/** Refusing without a reason: the API's sentence under the buttons. */
export const AdminRefusesWithoutReason: Story = {
  args: {
    viewer: 'admin',
    returns: {
      view: loaded([REQUESTED]),
      steps: steps(
        fn(async () =>
          fail({ kind: 'invalid' as const, status: 400, message: 'Reason is Required' }),
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Reason is Required')).toBeVisible();
  },
};

/** On its way: the buttons wait. */
export const AdminStepPending: Story = {
  args: { viewer: 'admin', returns: { view: loaded([ACCEPTED]), steps: steps(fn(never)) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Received: refund' }));
    await expect(canvas.getByRole('button', { name: 'Received: refund' })).toBeDisabled();
  },
};
