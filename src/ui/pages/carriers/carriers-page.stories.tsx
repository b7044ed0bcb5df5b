import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { TEMPLATE_NOT_HTTPS, type Carrier, type CarrierInput } from '../../../domain/carrier';
import { fail, ok } from '../../../domain/result';
import type { ApiResult } from '../../../ports/api.port';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { withToaster } from '../../storybook/with-toaster';
import { carrierAddedMessage } from './add-carrier-form';
import { CarriersPage } from './carriers-page';

/** The two carriers a store starts with (src/seed/demo-carriers.ts). */
const DEMO_CARRIERS: readonly Carrier[] = [
  {
    _id: 'c-dhl',
    name: 'DHL Express',
    trackingUrlTemplate: 'https://www.dhl.com/tracking.html?tracking-id={tracking}',
  },
  {
    _id: 'c-ups',
    name: 'UPS',
    trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking}',
  },
];

const IN_USE =
  'Shipments went with this carrier, so it cannot be deleted: their tracking links need it. Rename it instead.';

const meta = {
  title: 'Pages/Dashboard/Carriers',
  component: CarriersPage,
  args: {
    view: loaded(DEMO_CARRIERS),
    onAdd: fn(async (input: CarrierInput): ApiResult<Carrier> => ok({ _id: 'c-new', ...input })),
    onDelete: fn(async (_id: string): ApiResult<unknown> => ok({ modifiedCount: 1 })),
    onChanged: fn(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof CarriersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carriers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'DHL Express' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete UPS' })).toBeVisible();
  },
};

export const Adds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Parcel Co');
    await userEvent.click(canvas.getByLabelText('Tracking address'));
    await userEvent.paste('https://parcel.example/t/{tracking}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the carrier' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'Parcel Co',
      trackingUrlTemplate: 'https://parcel.example/t/{tracking}',
    });
    await expect(await screen.findByText(carrierAddedMessage('Parcel Co'))).toBeInTheDocument();
    await expect(args.onChanged).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const BadTemplate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Parcel Co');
    await userEvent.click(canvas.getByLabelText('Tracking address'));
    await userEvent.paste('http://parcel.example/t/{tracking}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the carrier' }));
    await expect(canvas.getByText(TEMPLATE_NOT_HTTPS)).toBeVisible();
    await expect(canvas.getByLabelText('Tracking address')).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  args: {
    onAdd: fn(async (_input: CarrierInput): ApiResult<Carrier> =>
      fail({
        kind: 'invalid',
        status: 409,
        code: 'carrier-name-taken',
        message: 'There is already a carrier with that name.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'UPS');
    await userEvent.click(canvas.getByLabelText('Tracking address'));
    await userEvent.paste('https://ups.example/t/{tracking}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the carrier' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is already a carrier with that name.',
    );
  },
};

export const DeleteRefused: Story = {
  args: {
    onDelete: fn(async (_id: string): ApiResult<unknown> =>
      fail({ kind: 'invalid', status: 409, code: 'carrier-in-use', message: IN_USE }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete DHL Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete DHL Express?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete carrier' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(DEMO_CARRIERS[0]?._id));
    await expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { view: LOADING } };

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No carriers yet. Add the first one above.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = { decorators: [narrowScreen], play: Carriers.play };
