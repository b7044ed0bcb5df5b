import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 'lg', label: 'Checking your session' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toBeVisible();
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading tools…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading tools…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading tools…');
  },
};
