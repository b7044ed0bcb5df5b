import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Button>Place order</Button>
        <Button variant="secondary">Save for later</Button>
        <Button variant="danger">Remove</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const Row: Story = {
  args: { flexDirection: 'row', gap: '2' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild;
    if (!stack) throw new TypeError('No stack');
    // Layout props become classes, never attributes on the element.
    await expect(stack).not.toHaveAttribute('flexdirection');
    await expect(stack.className).not.toBe('');
  },
};

export const ResponsiveGap: Story = {
  args: { gap: { mobile: '2', desktop: '8' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Steps',
    padding: '0',
    children: (
      <>
        <li>Choose a tool</li>
        <li>Order a quantity</li>
        <li>Pay by card</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const RowNarrow: Story = {
  args: { flexDirection: 'row', gap: '2' },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};
