// The rule for a page that loads: its route's loader reads (rejecting with the port's
// refusal), and the page has one face per load state: the route's pending component shows
// it loading, its error component shows it failed with a Retry that runs the loader again,
// its component shows it loaded.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { apiErrorOf } from '../../ports/port-refusal';
import { LOADING, type LoadView } from '../../ui/data/load-view';

/** The pending and error faces of a page, drawn by `render`. */
export function loadStates(render: (view: LoadView<never>) => ReactNode) {
  function Failed({ error }: ErrorComponentProps) {
    const router = useRouter();
    return render({
      status: 'failed',
      error: apiErrorOf(error),
      retry: () => void router.invalidate(),
    });
  }
  return {
    pendingComponent: () => render(LOADING),
    // The page's frame shows at once, as it did before its data arrived.
    pendingMs: 0,
    errorComponent: Failed,
  };
}

/** Loads the rows again after a change (the page keeps showing them meanwhile). */
export function useReload(): () => void {
  const router = useRouter();
  return () => void router.invalidate();
}
