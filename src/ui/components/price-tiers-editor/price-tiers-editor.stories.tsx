import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { checkTiers } from '../../../domain/price-tiers';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PriceTiersEditor, type TierRow } from './price-tiers-editor';

/** The editor as a form holds it, checking the rows as they change for a $12 tool from 1. */
function Checked({ initial }: { initial: TierRow[] }) {
  const [rows, setRows] = useState(initial);
  const checked = checkTiers({ minQty: 1, price: 12 }, rows);
  return (
    <PriceTiersEditor rows={rows} onChange={setRows} issues={checked.ok ? [] : checked.issues} />
  );
}

const meta = {
  title: 'Components/PriceTiersEditor',
  component: Checked,
  args: {
    initial: [
      { fromQty: '100', price: '10.80' },
      { fromQty: '500', price: '9.60' },
    ],
  },
} satisfies Meta<typeof Checked>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTiers: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('group', { name: 'Price tier 1' }));
    await expect(first.getByLabelText('From quantity')).toHaveValue('100');
    await expect(first.getByLabelText(/Unit price/)).toHaveValue('10.80');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price tier' }));
    const row = within(canvas.getByRole('group', { name: 'Price tier 1' }));
    await expect(row.getByText('From quantity is Required')).toBeVisible();
    await userEvent.type(row.getByLabelText('From quantity'), '100');
    await userEvent.type(row.getByLabelText(/Unit price/), '10.80');
    await expect(canvas.queryByText(/Required/)).toBeNull();
  },
};

export const Overlapping: Story = {
  args: {
    initial: [
      { fromQty: '100', price: '10.80' },
      { fromQty: '100', price: '9.60' },
    ],
  },
  play: async ({ canvas }) => {
    const second = within(canvas.getByRole('group', { name: 'Price tier 2' }));
    await expect(
      second.getByText('Another tier already starts at 100; each tier needs its own From quantity'),
    ).toBeVisible();
    await expect(second.getByLabelText('From quantity')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BadPrices: Story = {
  args: {
    initial: [
      { fromQty: '10', price: '0' },
      { fromQty: '20', price: '12.50' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unit price must be more than $0.00')).toBeVisible();
    await expect(
      canvas.getByText('Unit price must be less than $12.00, the price of fewer units'),
    ).toBeVisible();
  },
};

export const RemoveARow: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove price tier 1' }));
    const only = within(canvas.getByRole('group', { name: 'Price tier 1' }));
    await expect(only.getByLabelText('From quantity')).toHaveValue('500');
    await expect(canvas.queryByRole('group', { name: 'Price tier 2' })).toBeNull();
  },
};

export const Mobile: Story = { decorators: [narrowScreen] };
