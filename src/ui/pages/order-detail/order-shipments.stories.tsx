// An order's shipments, as its customer and the admins read them (each with its Track link),
// and the admin's Ship dialog in its states: filled in with what is left, refused by the rule
// as typed, on its way (a second click sends nothing), and refused by the API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Shipment } from '../../../domain/shipment';
import { fail, ok } from '../../../domain/result';
import { recordShipmentFor } from '../../../machines/forms';
import type { Carrier } from '../../../domain/carrier';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { OrderDetailPage } from './order-detail-page';

const demo = DEMO_ORDERS[1];
if (!demo) throw new Error('demo orders missing');
const line = demo.lines[0];
if (!line) throw new Error('demo order without lines');
const paid = { ...demo, status: 'paid' as const, paid: true, lines: [{ ...line, qty: 5 }] };

const shipment = (over: Partial<Shipment>): Shipment => ({
  _id: 's1',
  orderId: paid._id,
  orderNumber: paid.number,
  carrierId: '3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c01',
  carrierName: 'DHL Express',
  trackingNumber: 'JD0146 0000 1234',
  trackingUrl:
    'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146%200000%201234',
  shippedOn: '2026-11-20',
  lines: [{ line: 0, toolName: line.toolName, qty: 2 }],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const FIRST = shipment({});
const SECOND = shipment({
  _id: 's2',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedOn: '2026-11-24',
  lines: [{ line: 0, toolName: line.toolName, qty: 3 }],
});

const CARRIERS: readonly Carrier[] = [
  {
    _id: '3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c01',
    name: 'DHL Express',
    trackingUrlTemplate:
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={tracking}',
  },
  {
    _id: '3f1c2a6e-8b4d-4e21-9a0c-5d7e6f1b2c02',
    name: 'UPS',
    trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking}',
  },
];

const never = () => new Promise<never>(() => undefined);
const carriers = loaded(CARRIERS);

const meta = {
  title: 'Pages/Dashboard/Order/Shipments',
  component: OrderDetailPage,
  args: {
    view: loaded({ ...paid, status: 'shipped' }),
    viewer: 'customer',
    shipments: { view: loaded([FIRST, SECOND]) },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's order shipped in two parcels, each with its carrier's Track link. */
export const CustomerSeesShipments: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Shipments' });
    const first = within(panel).getByRole('link', { name: 'Track shipment 1 with DHL Express' });
    await expect(first).toHaveAttribute('href', FIRST.trackingUrl);
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      within(panel).getByRole('link', { name: 'Track shipment 2 with UPS' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  },
};

export const CustomerSeesShipmentsNarrow: Story = {
  ...CustomerSeesShipments,
  decorators: [narrowScreen],
};

/** Part of it has left: the status says so, and only that shipment is listed. */
export const PartlyShipped: Story = {
  args: {
    view: loaded({ ...paid, status: 'partly-shipped' }),
    shipments: { view: loaded([FIRST]) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partly shipped')).toBeVisible();
  },
};

/** A link the API sent that is not https is shown as text only. */
export const NoLinkWithoutHttps: Story = {
  args: { shipments: { view: loaded([shipment({ trackingUrl: 'http://insecure.example/1' })]) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Track shipment/ })).not.toBeInTheDocument();
  },
};

/** While they load, no panel: one that mostly went again moved what follows it. */
export const ShipmentsLoading: Story = {
  args: { shipments: { view: LOADING } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Shipments' })).not.toBeInTheDocument();
  },
};

/** The admin ships two of the five units with a tracking number. */
export const AdminShipsPart: Story = {
  args: {
    view: loaded(paid),
    viewer: 'admin',
    shipments: {
      view: loaded([]),
      ship: {
        carriers,
        machine: recordShipmentFor({ recordShipment: fn(async () => ok(FIRST)) }),
        onShipped: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Ship' }));
    const dialog = page.getByRole('dialog', { name: `Ship order #${paid.number}` });
    await expect(within(dialog).getByText(/5 units are still to ship/)).toBeVisible();
    const units = within(dialog).getByLabelText(new RegExp(`^${line.toolName}: units`));
    await userEvent.clear(units);
    await userEvent.type(units, '2');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'JD0146 0000 1234');
  },
};

export const AdminShipsPartNarrow: Story = { ...AdminShipsPart, decorators: [narrowScreen] };

/** More than is left: the sentence the API would give, before anything is sent. */
export const AdminShipsTooMany: Story = {
  args: {
    ...AdminShipsPart.args,
    view: loaded({ ...paid, status: 'partly-shipped' }),
    shipments: {
      view: loaded([SECOND]),
      ship: {
        carriers,
        machine: recordShipmentFor({ recordShipment: fn(async () => ok(FIRST)) }),
        onShipped: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Ship' }));
    const dialog = page.getByRole('dialog');
    const units = within(dialog).getByLabelText(new RegExp(`^${line.toolName}: units`));
    await userEvent.clear(units);
    await userEvent.type(units, '4');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'JD1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Only 2 more of ${line.toolName} can ship: 5 were ordered and 3 have shipped.`,
    );
  },
};

/** On its way: the button spins, and Cancel waits. */
export const AdminShipPending: Story = {
  args: {
    ...AdminShipsPart.args,
    shipments: {
      view: loaded([]),
      ship: {
        carriers,
        machine: recordShipmentFor({ recordShipment: fn(never) }),
        onShipped: fn(),
      },
    },
  },
  play: async (context) => {
    await AdminShipsPart.play?.(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Another admin shipped the rest meanwhile: the API's sentence, the form kept. */
export const AdminShipRefused: Story = {
  args: {
    ...AdminShipsPart.args,
    shipments: {
      view: loaded([]),
      ship: {
        carriers,
        machine: recordShipmentFor({
          recordShipment: fn(async () =>
            fail({
              kind: 'invalid' as const,
              status: 409,
              code: 'shipment-too-large',
              message: `Only 1 more of ${line.toolName} can ship: 5 were ordered and 4 have shipped.`,
            }),
          ),
        }),
        onShipped: fn(),
      },
    },
  },
  play: async (context) => {
    await AdminShipsPart.play?.(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Only 1 more/);
  },
};
