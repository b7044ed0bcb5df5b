// Polls a URL until it answers, so the start script can say when each service is ready.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForUrl(url: string, timeoutMs: number, stillRunning: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`stopped before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await pause(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
