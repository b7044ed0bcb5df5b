import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import type { ModeratedReview } from '../../../domain/review';
import { reviewActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { sampleReviews } from '../../../testing/mocks/catalogue-fixtures';
import { manageReviewsHandlers } from '../../../testing/mocks/handlers/manage-reviews';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import type { RowsStory } from '../../storybook/rows-story';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ManageReviewsPage, reviewHiddenMessage, reviewShownMessage } from './manage-reviews-page';

const actions = reviewActionsFor(createMockedHttpApi());

/** The reviews as GET /reviews gives them: newest first, the long one hidden. */
const moderated: readonly ModeratedReview[] = sampleReviews
  .map((review, index) => ({ ...review, hidden: index === sampleReviews.length - 1 }))
  .reverse();
const [hidden, shown] = moderated as [ModeratedReview, ModeratedReview];

const meta = {
  title: 'Pages/Dashboard/Manage Reviews',
  // The rows as the route's loader gives them (kept serialisable: the row-actions machine,
  // on the mocked API, is added as the page renders).
  render: ({ rows, onChanged }) => (
    <ManageReviewsPage
      view={mapLoaded(rows, (reviews) => ({
        reviews: { items: reviews, total: reviews.length, page: 1, pageSize: 20 },
        actions,
      }))}
      onChanged={onChanged}
    />
  ),
  args: { rows: loaded(moderated), onChanged: fn() },
  parameters: { msw: { handlers: manageReviewsHandlers.served() } },
  decorators: [withToaster],
} satisfies Meta<RowsStory<ModeratedReview>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Priya Natarajan' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '8 February 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(3);
    await expect(canvas.getAllByRole('cell', { name: 'Hidden' })).toHaveLength(1);
    await expect(canvas.getAllByRole('cell', { name: 'Shown' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Hide / })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Show / })).toHaveLength(1);
  },
};

export const Hide: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hide the review by Priya Natarajan of 8 February 2026' }),
    );
    await expect(await screen.findByText(reviewHiddenMessage(shown))).toBeVisible();
    await expect(args.onChanged).toHaveBeenCalledOnce();
  },
};

export const Show: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show / }));
    await expect(await screen.findByText(reviewShownMessage(hidden))).toBeVisible();
  },
};

export const Hiding: Story = {
  parameters: { msw: { handlers: manageReviewsHandlers.slowHide() } },
  play: async ({ canvas, userEvent }) => {
    const hide = canvas.getAllByRole('button', { name: /^Hide / })[0];
    if (!hide) throw new Error('No Hide button');
    await userEvent.click(hide);
    await expect(hide).toHaveAttribute('aria-busy', 'true');
  },
};

export const HideFails: Story = {
  parameters: { msw: { handlers: manageReviewsHandlers.failingHide() } },
  play: async ({ canvas, userEvent, args }) => {
    const hide = canvas.getAllByRole('button', { name: /^Hide / })[0];
    if (!hide) throw new Error('No Hide button');
    await userEvent.click(hide);
    await expect(
      await screen.findByText(/^The review could not be hidden\. The store ran into a problem/),
    ).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { rows: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Hide / })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one has written a review yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reviews could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.rows.status === 'failed') await expect(args.rows.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Priya Natarajan')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Hide / })).toHaveLength(2);
  },
};

export const Searched: Story = {
  render: ({ rows, onChanged }) => (
    <ManageReviewsPage
      view={mapLoaded(rows, () => ({
        reviews: { items: [], total: 0, page: 1, pageSize: 20 },
        actions,
      }))}
      onChanged={onChanged}
      listing={{ search: { q: 'sprayer' }, go: fn() }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage Reviews: matching “sprayer”' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', { name: 'Search reviews by name or message' }),
    ).toHaveValue('sprayer');
    await expect(canvas.getByText('Nothing matches “sprayer”.')).toBeVisible();
  },
};
