import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DEMO_MAIL, FAILED_MAIL, mailPage, SENT_RECEIPT } from '../../../testing/demo-mail';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { MailboxPage } from './mailbox-page';

const meta = {
  title: 'Pages/Dashboard/Mailbox',
  component: MailboxPage,
  args: {
    view: loaded(mailPage(DEMO_MAIL)),
    listing: { search: {}, go: fn() },
  },
} satisfies Meta<typeof MailboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'E-mails, newest first' });
    const receipt = within(table).getByRole('cell', { name: SENT_RECEIPT.subject }).closest('tr');
    await expect(receipt).toHaveTextContent('customer@paintco.test');
    await expect(receipt).toHaveTextContent('Sent');
    await expect(within(table).getByText('Queued')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: `Open “${SENT_RECEIPT.subject}” to ${SENT_RECEIPT.to}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: SENT_RECEIPT.subject });
    // Its headers as one sentence: who got it and when.
    await expect(dialog).toHaveAccessibleDescription(
      /^Sent to customer@paintco\.test on [^,]+, 2026, [^,]+\.$/,
    );
    await expect(within(dialog).getByLabelText('Text of the e-mail')).toHaveTextContent(
      'Payment id: pi_local_4f2a9c',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

export const FailedSend: Story = {
  args: { view: loaded(mailPage([FAILED_MAIL])) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Failed after 3 tries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Open “Your quote is ready”/ }));
    const dialog = await screen.findByRole('dialog', { name: FAILED_MAIL.subject });
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      'The mail server said: 451 4.3.0 Mailbox temporarily unavailable',
    );
  },
};

export const Paged: Story = {
  args: { view: loaded(mailPage(DEMO_MAIL, 45)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Pages of e-mails' })).getByRole('button', {
        name: /next/i,
      }),
    );
    await expect(args.listing?.go).toHaveBeenCalledWith({ page: 2 });
  },
};

export const Empty: Story = {
  args: { view: loaded(mailPage([])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No e-mails have been sent yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'E-mails, newest first' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const FailedToLoad: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The e-mails could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalled();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
