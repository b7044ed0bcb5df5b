// Renders the whole app at a path, in memory: the route tests' way in, as a user sees it.
// By default the app gets the real composition, so its HTTP calls meet the msw server
// (src/testing/msw-server.ts), which fails the test on any call no handler expects.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createPorts } from '../app/composition';
import { createAppRouter } from '../app/router';
import type { AppPorts } from '../ports/app-ports';

export interface RenderRouteOptions {
  ports?: AppPorts;
}

export function renderRoute(path: string, { ports = createPorts() }: RenderRouteOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(ports, history);
  return { router, ...render(<RouterProvider router={router} />) };
}
