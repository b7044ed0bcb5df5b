import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Stars } from './stars';

const meta = {
  title: 'Components/Stars',
  component: Stars,
  args: { rating: 4 },
  argTypes: { rating: { control: { type: 'range', min: 1, max: 5, step: 1 } } },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

function filledCount(root: HTMLElement): number {
  return root.querySelectorAll('svg[data-filled="true"]').length;
}

export const FourOfFive: Story = {
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(stars.querySelectorAll('svg')).toHaveLength(5);
    await expect(filledCount(stars)).toBe(4);
  },
};

export const OneStar: Story = {
  args: { rating: 1 },
  play: async ({ canvas }) => {
    await expect(filledCount(canvas.getByRole('img', { name: 'Rated 1 out of 5' }))).toBe(1);
  },
};

export const FiveStars: Story = {
  args: { rating: 5 },
  play: async ({ canvas }) => {
    await expect(filledCount(canvas.getByRole('img', { name: 'Rated 5 out of 5' }))).toBe(5);
  },
};

export const NarrowScreen: Story = {
  args: { rating: 3 },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  },
};
