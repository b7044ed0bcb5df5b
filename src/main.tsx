// The browser entry: build the ports once, hand them to the router, render.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { createPorts } from './app/composition';
import { createAppRouter } from './app/router';

const router = createAppRouter(createPorts());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () => {
  const root = createRoot(container);
  // Committed at once, so the prerendered HTML is replaced before it stops being inert.
  flushSync(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  container.removeAttribute('inert');
};

/** Resolves after the browser has painted what it has (the frame after the next one). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A public page arrives prerendered (scripts/prerender.ts): it is painted first, then its
// route's code is loaded, so React's first render replaces that HTML with the same content,
// never with a blank fallback. Other pages render at once, showing their own loading states.
if (container.hasChildNodes()) {
  void afterPaint()
    .then(() => router.load())
    .finally(render);
} else {
  render();
}
