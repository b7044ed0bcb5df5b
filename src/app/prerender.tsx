// Renders a public page to HTML at build time (scripts/prerender.ts), so the first paint
// needs no JavaScript: the browser shows this HTML at once, then the app replaces it with
// the same content. Lists render as their loading placeholders, exactly as the app starts.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { ApiPort } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import { headOf, type PageHead } from './page-head';
import { createAppRouter } from './router';

const never = () => new Promise<never>(() => undefined);

/** Ports for a build-time render: no call ever answers, nobody is signed in. */
function buildTimePorts(): AppPorts {
  // Every ApiPort method is a call that stays pending, so pages show their loading state.
  const api = new Proxy({} as ApiPort, { get: () => never });
  const unavailable = () => Promise.reject(new Error('Not available while prerendering'));
  return {
    api,
    loadAuth: unavailable,
    loadPayment: unavailable,
    tokens: {
      get: () => null,
      set: () => undefined,
      holder: () => null,
      setHolder: () => undefined,
      clear: () => undefined,
    },
    loadVisitorCart: unavailable,
    visitorCartSize: () => 0,
  };
}

export interface PrerenderedPage {
  readonly html: string;
  /** The page's title and description, from its route's `head`. */
  readonly head: Partial<PageHead>;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter(buildTimePorts(), createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return {
    html: renderToString(<RouterProvider router={router} />),
    head: headOf(router.state.matches),
  };
}
