import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppPorts } from '../ports/app-ports';
import { routeTree } from './routeTree.gen';

/** The app's router; tests pass a memory history and fake ports. */
export function createAppRouter(ports: AppPorts, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { ports },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
