// Manage Reviews inside the app, on the in-memory store: an admin hides a review and the
// home page stops showing it; the page is an admin's only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_REVIEWS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

async function signedIn(who: 'admin' | 'customer') {
  const world = createMemoryWorld();
  await world.signInAs(who);
  return world;
}

describe('Manage Reviews', () => {
  it('hides a review from the home page', async () => {
    const review = DEMO_REVIEWS[0];
    if (!review) throw new Error('The demo data needs a review');
    const world = await signedIn('admin');
    renderRoute('/dashboard/manageReviews', { world });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
    expect(document.title).toContain('Manage Reviews');

    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^Hide the review by ${review.name}`) }),
    );
    expect(await screen.findByText(/^Hidden from the home page/)).toBeInTheDocument();
    // The rows load again and the review now offers Show.
    expect(
      await screen.findByRole('button', { name: new RegExp(`^Show the review by ${review.name}`) }),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    const reviews = await screen.findByRole('list', { name: 'Customer reviews' });
    await within(reviews).findByText(DEMO_REVIEWS[1]?.message ?? '');
    expect(within(reviews).queryByText(review.message)).not.toBeInTheDocument();
  });

  it('sends a customer home', async () => {
    const { router } = renderRoute('/dashboard/manageReviews', {
      world: await signedIn('customer'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
