// The rule for a page that loads: its route's loader reads (rejecting with the port's
// refusal), and the page has one face per load state. One component of the route serves as
// its pending and its error component (the page with useUnloadedView): with no props it shows
// the page loading, with the loader's error it shows it failed with a Retry that runs the
// loader again; its component shows it loaded. Each route names those components itself: the
// router's code splitter moves only the route properties it can see, and a page must stay
// out of the app's first chunk.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ApiError } from '../../ports/api.port';
import { apiErrorOf } from '../../ports/port-refusal';
import { LOADING, type LoadView } from '../../ui/data/load-view';

/**
 * The view of a route's pending face (no props: loading) or its error face (the loader's
 * refusal, and a Retry that runs the loader again).
 */
export function useUnloadedView({ error }: Partial<ErrorComponentProps>): LoadView<never> {
  const failure = error === undefined ? undefined : apiErrorOf(error);
  const retry = useReload();
  useRecovery(failure, retry);
  return failure ? { status: 'failed', error: failure, retry } : LOADING;
}

/** How often a page the store could not serve tries again by itself. */
export const RECOVERY_INTERVAL_MS = 5_000;

/**
 * A page that failed because the store was unreachable or failing loads again by itself:
 * every few seconds, and at once when the browser is back online or the tab is shown again.
 * A refusal (404, 403…) would only be refused again: it waits for Retry.
 */
function useRecovery(failure: ApiError | undefined, retry: () => void) {
  const transient = failure?.kind === 'network' || failure?.kind === 'server';
  useEffect(() => {
    if (!transient) return;
    const timer = setInterval(retry, RECOVERY_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && retry();
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Restarted only when the kind of failure changes, not on each failed attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transient]);
}

/** Loads the rows again after a change (the page keeps showing them meanwhile). */
export function useReload(): () => void {
  const router = useRouter();
  return () => void router.invalidate();
}
