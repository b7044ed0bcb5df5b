import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Order } from '../../../domain/order';
import { fail, ok, type Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { DEMO_QUOTES, QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { acceptQuoteFor } from '../../../machines/forms';
import { quoteActionsFor } from '../../../machines/table-actions';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { MyQuotesPage } from './my-quotes-page';

const order = { _id: 'o-1' } as Order;
const acceptQuote = fn(async (): Promise<Result<Order, ApiError>> => ok(order));

const meta = {
  title: 'Pages/MyQuotes',
  component: MyQuotesPage,
  args: {
    view: loaded(DEMO_QUOTES),
    acceptMachine: acceptQuoteFor({ acceptQuote }),
    onAccepted: fn(),
    declineActions: quoteActionsFor({ declineQuote: fn(async () => ok({ modifiedCount: 1 })) }),
    onChanged: fn(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof MyQuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quotes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Quotes' })).toBeVisible();
    await expect(canvas.getAllByText('Expired').length).toBeGreaterThan(0);
    // Only the quoted, unexpired quote can be accepted.
    const accept = canvas.getAllByRole('button', { name: 'Accept and pay' });
    await expect(accept).toHaveLength(1);
    await userEvent.click(accept[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    await userEvent.type(within(dialog).getByLabelText('Address'), '18 Brush Lane');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+1 614 555 0142');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledWith(order));
    await expect(acceptQuote).toHaveBeenCalledWith(QUOTED_QUOTE._id, {
      address: '18 Brush Lane',
      phone: '+1 614 555 0142',
    });
  },
};

const LAST_DELIVERY = { address: '18 Brush Lane, Columbus, OH 43004', phone: '+1 614 555 0142' };

/** A customer who has ordered before accepts in one click, to where that order went. */
export const OneClickAccept: Story = {
  args: { delivery: LAST_DELIVERY },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(`Delivers to ${LAST_DELIVERY.address}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledWith(order));
    await expect(acceptQuote).toHaveBeenCalledWith(QUOTED_QUOTE._id, LAST_DELIVERY);
  },
};

/** Change delivery opens the form with the last order's address and phone filled in. */
export const ChangeDelivery: Story = {
  args: { delivery: LAST_DELIVERY },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    const address = within(dialog).getByLabelText('Address');
    await expect(address).toHaveValue(LAST_DELIVERY.address);
    await userEvent.clear(address);
    await userEvent.type(address, '2 Site Road');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() =>
      expect(acceptQuote).toHaveBeenCalledWith(QUOTED_QUOTE._id, {
        address: '2 Site Road',
        phone: LAST_DELIVERY.phone,
      }),
    );
  },
};

export const AcceptRefused: Story = {
  args: {
    acceptMachine: acceptQuoteFor({
      acceptQuote: async () =>
        fail({ kind: 'invalid', message: 'This quote has already been accepted.' }),
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote has already been accepted.',
    );
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have not asked for a quote yet/)).toBeVisible();
  },
};

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your quotes could not be loaded')).toBeVisible();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
