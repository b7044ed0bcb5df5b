// The browser entry: build the ports once, hand them to the router, render.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { createPorts } from './app/composition';
import { drawOverFrame } from './app/draw-over-frame';
import { createAppRouter } from './app/router';

const router = createAppRouter(createPorts());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// The build leaves the lazy parts of a page (the home page's lower half) to the browser,
// and React reports each such part as one it "could not finish" (#419): expected, so only
// other recoverable errors, such as a real mismatch, are reported as React does by default.
const onRecoverableError = (error: unknown) => {
  const message = error instanceof Error ? error.message : '';
  if (/#419\b|Switched to client rendering/.test(message)) return;
  reportError(error);
};

/** Resolves after the browser has painted what it has (the frame after the next one). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A public page arrives prerendered (scripts/prerender.ts): it is painted first, then its
// route's code is loaded, and React adopts that HTML (hydration) instead of drawing it
// again, so the nodes on screen stay and the page's largest paint stays its first one.
// `ssr` makes the router draw the tree its server render drew (as TanStack's own hydration
// does). React replays a click made while it hydrates; a form stays inert until adopted.
// A signed-in page arrives as its frame (navbar, drawer, heading and skeleton): it stays on
// screen until the page has loaded (or its visitor was sent to sign in), and the app then
// draws the page over it in one commit, rendered in slices (src/app/draw-over-frame.tsx).
// The frame's `data-frame` hides it from a visitor until then
// (scripts/prerender-frame-page.ts), so it goes only once the page is drawn.
// Other pages render at once, showing their own loading states.
if (container.hasAttribute('data-frame')) {
  void router.load().finally(() => drawOverFrame(container, app));
} else if (container.hasChildNodes()) {
  void afterPaint()
    .then(() => router.load())
    .finally(() => {
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app, { onRecoverableError });
    });
} else {
  createRoot(container).render(app);
}
