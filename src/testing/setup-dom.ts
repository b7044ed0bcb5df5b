// Setup of the 'dom' vitest project: jest-dom matchers, a clean DOM and msw for every
// test, the Storybook project annotations for composeStories, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { LoaderFunction } from 'storybook/internal/types';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import type { ReactRenderer } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { loadRadixDialog } from '../ui/components/dialog/radix-dialog';
import { server } from './msw-server';
import { loadEveryRouteChunk } from './route-chunks';

function storyHandlers(parameter: MswParameter | undefined) {
  if (parameter === undefined) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers = [] } = parameter;
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}

// Stories declare their API in `parameters.msw`; in Storybook a service worker serves it,
// here the node server does.
const mswNodeLoader: LoaderFunction<ReactRenderer> = ({ parameters }) => {
  server.use(...storyHandlers(parameters.msw));
  return {};
};

setProjectAnnotations({ ...preview, loaders: [mswNodeLoader] });

// A route renders after its lazy chunks load; on a busy 2-core CI that can pass the default
// second of findBy*. This is how long a test waits for what it expects, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// @testing-library/react turns React's act environment on in hooks it registers when first
// imported, so in one module graph (vite.config.ts) only for the first file of a worker: a
// later file's story then clicked with React unsure whether it was under test, and an update
// that suspended after the click was never committed. Every file turns it on itself.
beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});
// Radix's dialog is fetched when a dialog first opens (radix-dialog.ts), a moment after the
// click in a browser; here it is there from the start, as after a pointer over the trigger,
// so that a test can look inside a dialog as soon as it has pressed its button.
beforeAll(() => loadRadixDialog());
beforeAll(() => loadEveryRouteChunk());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

if (typeof window.matchMedia === 'undefined') {
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

// jsdom has no layout: scrolling (router scroll restoration) is a no-op, not a logged error.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// jsdom cannot draw: a canvas has no context, as in a browser without one (the sales chart
// then shows its table), without jsdom's "not implemented" message on every try.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  value: () => null,
  writable: true,
});

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Storybook only hands play functions a `userEvent` when the page has a clipboard, and
// jsdom has none: a small in-memory one is enough (user-event swaps in its own stub).
if (!('clipboard' in navigator)) {
  let text = '';
  const clipboard: Pick<Clipboard, 'readText' | 'writeText'> = {
    readText: async () => text,
    writeText: async (value) => {
      text = value;
    },
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}
