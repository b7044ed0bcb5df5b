import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAmount } from '../../../domain/money';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Table, type TableColumn } from './table';

interface OrderRow {
  id: string;
  tool: string;
  quantity: number;
  total: number;
}

const columns: ReadonlyArray<TableColumn<OrderRow>> = [
  { header: 'Tool', cell: (row) => row.tool, card: 'title' },
  { header: 'Quantity', cell: (row) => row.quantity, numeric: true },
  { header: 'Total', cell: (row) => formatAmount(row.total), numeric: true },
];

const rows: OrderRow[] = [
  { id: 'o1', tool: 'Pro Paint Roller 9"', quantity: 100, total: 1200 },
  { id: 'o2', tool: 'HVLP Spray Gun', quantity: 2, total: 190 },
];

const meta = {
  title: 'Components/Table',
  component: Table<OrderRow>,
  args: { caption: 'My orders', columns, rows, rowKey: (row: OrderRow) => row.id },
} satisfies Meta<typeof Table<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My orders' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tool', 'Quantity', 'Total']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('cell', { name: '$1,200.00' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My orders' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'My orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('HVLP Spray Gun')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'You have not ordered anything yet.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('cell', { name: 'You have not ordered anything yet.' }),
    ).toHaveAttribute('colspan', '3');
  },
};

/** The card form, as a column too narrow for the table shows it. */
export const Cards: Story = {
  args: { cardsBelow: Infinity },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'My orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('HVLP Spray Gun')).toBeVisible();
    await expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Quantity', 'Total', 'Quantity', 'Total']);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const CardsLoading: Story = {
  args: { cardsBelow: Infinity, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'My orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongTextNarrow: Story = {
  args: {
    rows: [
      {
        id: 'o3',
        tool: 'Telescopic Extension Pole with Quick-Lock Adapter and Replacement Threaded Tip',
        quantity: 1500,
        total: 42000,
      },
    ],
  },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'My orders' })).toHaveFocus();
    await expect(canvas.getByRole('cell', { name: '$42,000.00' })).toBeInTheDocument();
  },
};
