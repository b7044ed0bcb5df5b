// A signed-in page arrives as its prerendered frame (navbar, drawer, heading and skeleton),
// and the app draws the page over it once the page has loaded. It is drawn in a transition:
// React renders it in slices of a few milliseconds and yields to the browser between them,
// where the whole page in one task was, at a phone's speed, a long task of a few hundred
// milliseconds (most of the page's blocking time). The frame stays on screen until React
// commits the page, and goes with that commit (React empties the container then).
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Calls `onDrawn` once its children are in the document, before the browser paints them. */
function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return children;
}

/** Draws `app` over the frame in `container`, whose `data-frame` goes once it is drawn. */
export function drawOverFrame(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  const drawn = () => container.removeAttribute('data-frame');
  startTransition(() => root.render(<Drawn onDrawn={drawn}>{app}</Drawn>));
}
