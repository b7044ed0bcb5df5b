import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleReviews } from '../../../testing/mocks/catalogue-fixtures';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ReviewList } from './review-list';

const meta = {
  title: 'Components/ReviewList',
  component: ReviewList,
  args: { view: loaded(sampleReviews) },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Customer reviews' })).toBeVisible();
    const ratings = canvas.getAllByRole('img').map((stars) => stars.getAttribute('aria-label'));
    await expect(ratings).toEqual(['Rated 5 out of 5', 'Rated 4 out of 5', 'Rated 3 out of 5']);
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews…');
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { view: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Customer reviews could not be loaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleReviews.length);
  },
};
