import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { RATING_MESSAGE } from '../../../domain/review';
import { addReviewFor } from '../../../machines/forms';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { addReviewHandlers } from '../../../testing/mocks/handlers/add-review';
import { AddReviewPage, REVIEW_THANKS_MESSAGE } from './add-review-page';

const machine = addReviewFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Add a review',
  // The form's submit machine, on the mocked API, is built here rather than given as an
  // arg, so the args stay serialisable.
  render: () => <AddReviewPage machine={machine} />,
  parameters: { msw: { handlers: addReviewHandlers.accepting() } },
  decorators: [withToaster],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Rating')).toHaveAccessibleDescription('1-5');
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
  },
};

export const Sent: Story = {
  // A store of its own: each customer writes one review, so another story's would be refused.
  parameters: { msw: { handlers: addReviewHandlers.accepting() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Rating'), '5');
    await userEvent.type(canvas.getByLabelText('Message'), 'Brushes that keep their shape.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(await screen.findByText(REVIEW_THANKS_MESSAGE)).toBeVisible();
  },
};

/** The stars beside the field write into it; the field stays what is sent. */
export const PickedWithStars: Story = {
  parameters: { msw: { handlers: addReviewHandlers.accepting() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '4 stars' }));
    await expect(canvas.getByLabelText('Rating')).toHaveValue('4');
    await expect(canvas.getByRole('button', { name: '4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('Message'), 'Picked with the stars.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(await screen.findByText(REVIEW_THANKS_MESSAGE)).toBeVisible();
  },
};

export const RatingOutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Rating'), '9');
    await userEvent.type(canvas.getByLabelText('Message'), 'Too good.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(RATING_MESSAGE);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: addReviewHandlers.slow() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Rating'), '4');
    await userEvent.type(canvas.getByLabelText('Message'), 'Solid.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(canvas.getByRole('button', { name: 'Add review' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: addReviewHandlers.failing() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Rating'), '4');
    await userEvent.type(canvas.getByLabelText('Message'), 'Solid.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The store ran into a problem.',
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add review' })).toBeVisible();
  },
};
