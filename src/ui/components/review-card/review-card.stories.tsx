import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleReviews } from '../../../testing/mocks/catalogue-fixtures';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ReviewCard } from './review-card';
import { ReviewCardPlaceholder } from './review-card-placeholder';

const [fiveStars, fourStars, long] = sampleReviews as [
  (typeof sampleReviews)[number],
  (typeof sampleReviews)[number],
  (typeof sampleReviews)[number],
];

const meta = {
  title: 'Components/ReviewCard',
  component: ReviewCard,
  args: { review: fourStars },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.getByText(fourStars.message)).toBeVisible();
    await expect(canvas.getByText('Priya Natarajan')).toBeVisible();
    const date = canvas.getByText('8 February 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('dateTime', '2026-02-08T10:45:00.000Z');
  },
};

export const UnknownReviewer: Story = {
  args: { review: { ...fourStars, name: 'A customer' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A customer')).toBeVisible();
  },
};

export const FiveStars: Story = {
  args: { review: fiveStars },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ReviewCardPlaceholder />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const LongTextNarrow: Story = {
  args: { review: long },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/short video would have saved us/)).toBeVisible();
    await expect(canvas.getByText('Alexandra Konstantinopoulou-Whitfield')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  },
};
