import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE } from '../../../domain/review';
import { addReviewFor } from '../../../machines/forms';
import { createMockedHttpApi, MOCK_API } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import { addReviewHandlers } from '../../../testing/mocks/handlers/add-review';
import { worldApi } from '../../../testing/mocks/handlers/world-api';
import { AddReviewPage, REVIEW_THANKS_MESSAGE } from './add-review-page';

function renderPage() {
  render(
    <>
      <AddReviewPage machine={addReviewFor(createMockedHttpApi())} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, rating: string, message: string) {
  await user.type(screen.getByLabelText('Rating'), rating);
  await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Add review' }));
}

describe('Add a review', () => {
  it('sends the rating and message, thanks the customer and empties the form', async () => {
    const { world, handlers } = worldApi({ signedInAs: 'customer' });
    const before = world.state.reviews.size;
    server.use(...handlers);
    const user = renderPage();
    expect(screen.getByLabelText('Rating')).toHaveAccessibleDescription('1-5');

    await fillIn(user, ' 4 ', 'Sturdy rollers, quick delivery.');

    expect(await screen.findByText(REVIEW_THANKS_MESSAGE)).toBeInTheDocument();
    // The store has it as sent: the rating trimmed, the message as typed.
    expect(world.state.reviews.size).toBe(before + 1);
    expect([...world.state.reviews.values()]).toContainEqual(
      expect.objectContaining({ rating: '4', message: 'Sturdy rollers, quick delivery.' }),
    );
    expect(screen.getByLabelText('Rating')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it.each(['0', '6', 'five', '4.5'])(
    'refuses the rating %j with the domain message',
    async (rating) => {
      server.use(
        http.post(`${MOCK_API}/review`, () => {
          throw new Error('A refused rating should not be sent');
        }),
      );
      const user = renderPage();
      await fillIn(user, rating, 'Fine.');

      const field = screen.getByLabelText('Rating');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(`1-5 ${RATING_MESSAGE}`);
      expect(screen.getByRole('alert')).toHaveTextContent(RATING_MESSAGE);
    },
  );

  it('asks for a message', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Rating'), '5');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is Required');
  });

  it('keeps what was typed and says why when the server fails', async () => {
    server.use(...addReviewHandlers.failing());
    const user = renderPage();
    await fillIn(user, '3', 'Good value.');

    expect(await screen.findByRole('alert')).toHaveTextContent('The store ran into a problem.');
    expect(screen.queryByText(REVIEW_THANKS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Good value.');
  });

  it('disables the button while sending and sends once however often it is clicked', async () => {
    let posts = 0;
    server.use(
      http.post(`${MOCK_API}/review`, async () => {
        posts += 1;
        return new Promise<never>(() => undefined);
      }),
    );
    const user = renderPage();
    await fillIn(user, '5', 'Great.');
    const button = screen.getByRole('button', { name: 'Add review' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(posts).toBe(1);
  });
});
