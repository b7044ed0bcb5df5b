// Where a frame's inline bootstrap leaves, on `window`, a promise settled once the page's
// early reads have painted (or failed): the frame's after-paint loader
// (scripts/prerender-priority.ts) asks for the app's scripts only then. Lighthouse's model,
// like a phone's congested link, shares the bandwidth among every request started before
// the page's largest paint: the scripts, asked for at the frame's first paint, were counted
// before the painted content.
export const EARLY_PAINTED_KEY = 'paintcoEarlyPainted';

/** Longest the scripts wait for the early paint (a slow API must not hold the app back). */
export const EARLY_PAINT_WAIT_MS = 1000;

/** Leaves on `win` the promise the loader waits for: settled once every read has settled. */
export function leaveEarlyPainted(win: object, reads: readonly { response: Promise<Response> }[]) {
  if (reads.length > 0) {
    Reflect.set(win, EARLY_PAINTED_KEY, Promise.allSettled(reads.map(({ response }) => response)));
  }
}
