import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Link } from '../link/link';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No orders yet', children: 'Tools you order show up here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.getByText('Tools you order show up here.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Link href="/">Browse the tools</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const LongTextNarrow: Story = {
  args: {
    title: 'No reviews have been written for this particular product category yet',
    children:
      'Customers can review a tool from their dashboard after the order has been delivered to them.',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/after the order has been delivered/)).toBeVisible();
  },
};
