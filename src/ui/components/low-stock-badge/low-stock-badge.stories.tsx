import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LowStockBadge } from './low-stock-badge';

const meta = {
  title: 'Components/LowStockBadge',
  component: LowStockBadge,
  args: { tool: { availableQty: 4, lowStockThreshold: 5 } },
} satisfies Meta<typeof LowStockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtOrBelowThreshold: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Low stock')).toBeVisible();
  },
};

export const AtTheThreshold: Story = {
  args: { tool: { availableQty: 5, lowStockThreshold: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Low stock')).toBeVisible();
  },
};

export const AboveThreshold: Story = {
  args: { tool: { availableQty: 6, lowStockThreshold: 5 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const NoThreshold: Story = {
  args: { tool: { availableQty: 0, lowStockThreshold: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};
