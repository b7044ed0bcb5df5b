// Renders the whole app at a path, in memory, with the in-memory store behind the ports:
// route tests use it to see a page as a user does, without a network.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createMemoryWorld, type MemoryWorld } from '../adapters/memory/memory-world';
import { createAppRouter } from '../app/router';

export interface RenderRouteOptions {
  /** A store prepared by the test (seeded, signed in); a fresh demo store by default. */
  world?: MemoryWorld;
}

export function renderRoute(
  path: string,
  { world = createMemoryWorld() }: RenderRouteOptions = {},
) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(world.ports, history);
  return { router, world, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders the app at a path with a demo person signed in (as after a reload with their
 * token kept), on a fresh demo store with any part replaced by `seed`.
 */
export async function renderSignedIn(
  path: string,
  who: 'admin' | 'customer',
  seed: Parameters<typeof createMemoryWorld>[0] = {},
) {
  const world = createMemoryWorld(seed);
  await world.signInAs(who);
  return renderRoute(path, { world });
}
