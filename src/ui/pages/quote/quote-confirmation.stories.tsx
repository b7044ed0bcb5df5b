import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { QuoteConfirmation } from './quote-confirmation';

const meta = {
  title: 'Pages/Quote/Confirmation',
  component: QuoteConfirmation,
  args: {
    reference: 'Q-3F9A1C20',
    email: 'customer@paintco.test',
    inMyQuotes: true,
    onAnother: fn(),
  },
} satisfies Meta<typeof QuoteConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInCustomer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your quote request is sent' })).toHaveFocus();
    await expect(canvas.getByText('Q-3F9A1C20')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Quotes' })).toHaveAttribute(
      'href',
      '/dashboard/myQuotes',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for another quote' }));
    await expect(args.onAnother).toHaveBeenCalled();
  },
};

export const Visitor: Story = {
  args: { email: 'jordan@crew.test', inMyQuotes: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByText(/with jordan@crew\.test/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'My Quotes' })).not.toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  args: { inMyQuotes: false },
};
