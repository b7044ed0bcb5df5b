import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { pageOf } from '../../../domain/page';
import type { Quote } from '../../../domain/quote';
import { fail, ok, type Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { DEMO_QUOTES, NEW_QUOTE, QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { priceQuoteFor } from '../../../machines/forms';
import { quoteActionsFor } from '../../../machines/table-actions';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ManageQuotesPage } from './manage-quotes-page';

const priceQuote = fn(async (): Promise<Result<Quote, ApiError>> => ok(QUOTED_QUOTE));

const meta = {
  title: 'Pages/ManageQuotes',
  component: ManageQuotesPage,
  args: {
    view: loaded(pageOf(DEMO_QUOTES, { page: 1, pageSize: 20, q: '' })),
    listing: { search: {}, go: fn() },
    priceMachine: priceQuoteFor({ priceQuote }),
    declineActions: quoteActionsFor({ declineQuote: fn(async () => ok({ modifiedCount: 1 })) }),
    onChanged: fn(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof ManageQuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceAQuote: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Quotes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: `Quote for ${NEW_QUOTE.name}` });
    const roller = within(dialog).getByLabelText(/Unit price of Pro Paint Roller/);
    // Set beside what the tool lists at today for that quantity.
    await expect(roller).toHaveAccessibleDescription('List price $10.80 a unit at this quantity');
    await userEvent.type(roller, '9.50');
    await userEvent.type(within(dialog).getByLabelText(/Unit price of Flat Wall Brush/), '6');
    // 40 × $9.50 + 25 × $6, added up as the prices are typed.
    await expect(within(dialog).getByRole('status')).toHaveTextContent('$530.00');
    await userEvent.type(within(dialog).getByLabelText('Expires on'), '2099-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(priceQuote).toHaveBeenCalledWith(NEW_QUOTE._id, {
      unitPrices: [9.5, 6],
      expiresAt: '2099-01-31',
    });
  },
};

const uncheckedPrice = fn(async (): Promise<Result<Quote, ApiError>> => ok(QUOTED_QUOTE));

export const EveryLineCheckedAtOnce: Story = {
  args: { priceMachine: priceQuoteFor({ priceQuote: uncheckedPrice }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: `Quote for ${NEW_QUOTE.name}` });
    const roller = within(dialog).getByLabelText(/Unit price of Pro Paint Roller/);
    await userEvent.type(roller, '0');
    await userEvent.type(within(dialog).getByLabelText(/Unit price of Flat Wall Brush/), '4.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    // Every field's sentence at once, at its field, the first field in focus; nothing sent.
    await expect(roller).toHaveFocus();
    await expect(roller).toHaveAccessibleDescription(/Unit price must be more than \$0/);
    await expect(
      within(dialog).getByText(
        'Unit price must be in whole cents, at most two decimals, like 10.80',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Give the date the price holds until, as YYYY-MM-DD'),
    ).toBeVisible();
    await expect(uncheckedPrice).not.toHaveBeenCalled();
  },
};

export const PriceRefused: Story = {
  args: {
    priceMachine: priceQuoteFor({
      priceQuote: async () => fail({ kind: 'invalid', message: 'This quote has been declined.' }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: `Quote for ${NEW_QUOTE.name}` });
    // Prices the rule takes, so the form sends them; the API's sentence says what else is wrong.
    for (const field of within(dialog).getAllByLabelText(/^Unit price of/)) {
      await userEvent.type(field, '1.25');
    }
    await userEvent.type(within(dialog).getByLabelText('Expires on'), '2099-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote has been declined.',
    );
  },
};

export const ByStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'expired');
    // Asked of the API, from the first page.
    await expect(args.listing?.go).toHaveBeenCalledWith({ status: 'expired', page: undefined });
  },
};

export const SearchedByStatus: Story = {
  args: {
    view: loaded({ items: [], total: 0, page: 1, pageSize: 20 }),
    listing: { search: { status: 'declined', q: 'roller' }, go: fn() },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage Quotes: matching “roller”, declined' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nothing matches “roller”.')).toBeVisible();
  },
};

/** A declined quote needs nothing more: its actions cell says so, never a bare "None". */
export const NothingLeftToDo: Story = {
  args: {
    view: loaded(
      pageOf([{ ...NEW_QUOTE, status: 'declined' as const }], { page: 1, pageSize: 20, q: '' }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing left to do')).toBeVisible();
    await expect(canvas.queryByText('None')).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  args: {
    view: loaded({ items: DEMO_QUOTES, total: 45, page: 2, pageSize: 20 }),
    listing: { search: { page: 2 }, go: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Pages of quotes' });
    await expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.listing?.go).toHaveBeenCalledWith({ page: 3 });
  },
};

export const Empty: Story = {
  args: { view: loaded({ items: [], total: 0, page: 1, pageSize: 20 }) },
};

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The quotes could not be loaded')).toBeVisible();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };

const declineQuote = fn(async () => ok({ modifiedCount: 1 }));
const newQuoteOnly = loaded(pageOf([NEW_QUOTE], { page: 1, pageSize: 20, q: '' }));

/** Decline runs through the page's row-actions machine: announced, then the rows reload. */
export const DeclineAQuote: Story = {
  args: { view: newQuoteOnly, declineActions: quoteActionsFor({ declineQuote }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Decline the quote for ${NEW_QUOTE.name}?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(await screen.findByText('The quote was declined')).toBeVisible();
    await expect(declineQuote).toHaveBeenCalledWith(NEW_QUOTE._id);
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

/** A refused Decline says the API's sentence and reloads nothing. */
export const DeclineRefused: Story = {
  args: {
    view: newQuoteOnly,
    onChanged: fn(),
    declineActions: quoteActionsFor({
      declineQuote: async () => fail({ kind: 'invalid', message: 'This quote has been accepted.' }),
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(await screen.findByText('This quote has been accepted.')).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};
