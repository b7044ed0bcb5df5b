// The home page in the app, on the in-memory store: its route's loader starts reading the
// two lists without waiting for them, so the page shows at once with their placeholders;
// a list that fails shows its own error with Retry, never the route's error page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import type { Review } from '../../../domain/review';
import { createMemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';

const HERO = { level: 1, name: /leading quality paint tools/i } as const;

describe('the home page', () => {
  it('shows its first screen and the lists’ placeholders before any answer, then the lists', async () => {
    const world = createMemoryWorld();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const listTools = world.api.listTools.bind(world.api);
    vi.spyOn(world.api, 'listTools').mockImplementation(async () => {
      await answered;
      return listTools();
    });
    renderRoute('/', { world });

    expect(await screen.findByRole('heading', HERO)).toBeInTheDocument();
    expect(await screen.findByText('Loading tools…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();
    // The reviews do not wait for the tools.
    expect(await screen.findByRole('list', { name: 'Customer reviews' })).toBeInTheDocument();

    answer();
    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
  });

  it('shows a refused list as its own error with Retry, and reads it again on Retry', async () => {
    const world = createMemoryWorld();
    const listTools = vi
      .spyOn(world.api, 'listTools')
      .mockResolvedValueOnce(fail({ kind: 'server', status: 500 }));
    renderRoute('/', { world });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our tools could not be loaded');
    expect(screen.getByRole('heading', HERO)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Customer reviews' })).toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
    expect(listTools).toHaveBeenCalledTimes(2);
  });

  it('shows the 20 newest reviews, the newest first, however many there are', async () => {
    const reviews: Review[] = Array.from({ length: 30 }, (_, day) => ({
      _id: `review-${day}`,
      rating: '5',
      message: `Written on day ${day + 1}`,
      name: `Reviewer ${day + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, day + 1)).toISOString(),
    }));
    renderRoute('/', { world: createMemoryWorld({ reviews }) });

    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveTextContent('Written on day 30');
    expect(cards[19]).toHaveTextContent('Written on day 11');
  });

  it('shows a read that threw as the list’s error, not the route’s error page', async () => {
    const world = createMemoryWorld();
    vi.spyOn(world.api, 'listReviews').mockRejectedValue(new TypeError('a bug of ours'));
    renderRoute('/', { world });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Customer reviews could not be loaded',
    );
    expect(screen.getByRole('heading', HERO)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
  });
});
