import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Panel } from './panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    as: 'section',
    'aria-labelledby': 'panel-title',
    children: (
      <>
        <h2 id="panel-title">Order summary</h2>
        <p>3 × Angled sash brush</p>
      </>
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
  },
};

export const Raised: Story = {
  args: { raised: true, gap: '5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).not.toHaveAttribute(
      'raised',
    );
  },
};

export const CompactNarrow: Story = {
  args: { padding: 'md', gap: '2' },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 × Angled sash brush')).toBeVisible();
  },
};
