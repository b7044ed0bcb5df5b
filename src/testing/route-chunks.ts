// Every route's code-split chunks, loaded before a jsdom file's tests. The jsdom files of a
// worker share one module graph (vite.config.ts): a test that ends while its router still
// fetches the next page's chunk (a redirect home, a sign-in that goes on to /dashboard) must
// not leave that import to finish after its file's environment is gone. Loaded once, the
// chunks are in the graph for every later file, and no route import is ever in flight.
import { createMemoryHistory } from '@tanstack/react-router';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { createAppRouter } from '../app/router';

export async function loadEveryRouteChunk(): Promise<void> {
  const router = createAppRouter(createMemoryWorld().ports, createMemoryHistory());
  await Promise.all(Object.values(router.routesById).map((route) => router.loadRouteChunk(route)));
}
