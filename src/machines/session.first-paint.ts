// When the first page has painted: its route has rendered (with its data), and the browser
// has had a frame to paint it and an idle moment after. The identity provider of a session
// restored from the kept token loads then, so its download and start never hold up that
// page. Capped, so that a page whose data never comes does not keep the session from
// following the provider (a sign-out in another tab) for ever.

const LATEST_MS = 5_000;
const IDLE_WAIT_MS = 1_000;

export async function afterFirstPaint(
  firstRender: Promise<void>,
  latestMs = LATEST_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, latestMs);
  });
  await Promise.race([firstRender, cap]);
  clearTimeout(timer);
  await idle();
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
