import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Trade customers get volume pricing from 500 units.' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MutedBand: Story = {
  args: { backgroundColor: 'surfaceMuted', padding: '6', borderRadius: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/volume pricing/)).toBeVisible();
  },
};

/** Props that are not tokens reach the element, and its own class is kept. */
export const WithAttributes: Story = {
  args: { as: 'section', 'aria-label': 'Bulk orders', className: 'extra', padding: '4' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Bulk orders' });
    await expect(region).toHaveClass('extra');
    await expect(region).not.toHaveAttribute('padding');
  },
};

export const Ink: Story = {
  args: { backgroundColor: 'ink', color: 'onInk', padding: { mobile: '4', tablet: '8' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/volume pricing/)).toBeVisible();
  },
};
