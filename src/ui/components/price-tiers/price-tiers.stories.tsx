import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PriceTiers } from './price-tiers';

/** The example: 1–99 at $12, 100–499 at $10.80, 500+ at $9.60. */
const roller = {
  minQty: 1,
  availableQty: 1000,
  price: 12,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

const meta = {
  title: 'Components/PriceTiers',
  component: PriceTiers,
  args: { tool: roller, qty: 99 },
} satisfies Meta<typeof PriceTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustBelowABreak: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Price per unit by quantity' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '1–99 (your price)' })).toBeVisible();
    await expect(canvas.getByText('Add 1 more for $10.80 / unit')).toBeVisible();
  },
};

export const OnABreak: Story = {
  args: { qty: 100 },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /100–499/ });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toHaveTextContent('$10.80');
    await expect(canvas.getByText('Add 400 more for $9.60 / unit')).toBeVisible();
  },
};

export const LastTier: Story = {
  args: { qty: 750 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '500+ (your price)' })).toBeVisible();
    await expect(canvas.queryByText(/more for/)).toBeNull();
  },
};

/** The stock cannot reach the next break: no promise of a price nobody can get. */
export const NextTierOutOfStock: Story = {
  args: { tool: { ...roller, availableQty: 300 }, qty: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/more for/)).toBeNull();
  },
};

/** While the quantity typed is not a whole number, no tier is marked. */
export const NoQuantityYet: Story = {
  args: { qty: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/your price/)).toBeNull();
  },
};

export const NoTiers: Story = {
  args: { tool: { ...roller, tiers: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const Mobile: Story = { decorators: [narrowScreen], args: { qty: 250 } };
