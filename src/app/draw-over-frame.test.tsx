// The signed-in page drawn over its prerendered frame: the frame stays until the page is in
// the document, and the drawing leaves the browser room for its other work meanwhile.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawOverFrame } from './draw-over-frame';

/** A part of the page that takes `ms` of the main thread to render. */
function Slow({ ms, label }: { ms: number; label: string }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, as rendering a page's rows is on a phone
  }
  return <li>{label}</li>;
}

function framedContainer(): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-frame', '');
  container.innerHTML = '<h1>My Orders</h1><p>Loading your orders…</p>';
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drawing a signed-in page over its frame', () => {
  it('keeps the frame until the page is drawn, then shows the page alone', async () => {
    const container = framedContainer();
    drawOverFrame(container, <p>Your orders: 2</p>);
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();

    await screen.findByText('Your orders: 2');
    expect(screen.queryByText('Loading your orders…')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('data-frame');
  });

  it('lets other tasks run while it renders a slow page, not one long task', async () => {
    const container = framedContainer();
    const rows = Array.from({ length: 20 }, (_, i) => `Order ${i + 1}`);
    let drawnWhenOtherTaskRan: boolean | undefined;
    setTimeout(() => {
      drawnWhenOtherTaskRan = !container.hasAttribute('data-frame');
    }, 0);
    drawOverFrame(
      container,
      <ul>
        {rows.map((row) => (
          <Slow key={row} ms={3} label={row} />
        ))}
      </ul>,
    );

    await waitFor(() => expect(container).not.toHaveAttribute('data-frame'));
    expect(screen.getAllByRole('listitem')).toHaveLength(rows.length);
    expect(drawnWhenOtherTaskRan).toBe(false);
  });
});
