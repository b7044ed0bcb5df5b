// When the first page has painted: the router has rendered its first route (with its data),
// and the browser has had a frame to paint it and an idle moment after. The identity
// provider of a session restored from the kept token loads then, so its download and start
// never hold up that page. Capped, so that a page whose data never comes does not keep the
// session from following the provider (a sign-out in another tab) for ever.

/** The part of the router this needs: its render events. */
interface RenderEvents {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

const LATEST_MS = 5_000;
const IDLE_WAIT_MS = 1_000;

export function firstPaintOf(router: RenderEvents, latestMs = LATEST_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = router.subscribe('onRendered', done);
    const timer = setTimeout(done, latestMs);
  }).then(idle);
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}
