// When the identity provider of a session restored from the kept token is needed after all.
// Until then a returning person's pages never load its code (about 30 KB, and its start on
// the main thread): the API takes the kept token, and a sign-out, a sign-in or a rename
// loads the provider when asked. Two changes it must still follow: another tab changed the
// kept token (signed out, or in as someone else), and the token nearing its expiry.

/** What tells the session that another tab changed the kept token. */
export interface KeptTokenChanges {
  /** Calls back on each change made elsewhere; returns an unsubscribe. */
  readonly onKeptTokenChanged?: (listener: () => void) => () => void;
}

export interface ProviderNeed {
  /** Settles once the provider is needed. */
  readonly needed: Promise<void>;
  /** Stops watching (the session stopped listening meanwhile). */
  readonly cancel: () => void;
}

// setTimeout's longest delay; a later expiry is simply watched from earlier.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `expiresAt`: the kept token's expiry (null: unknown, so only other tabs wake the
 * provider); it is needed `marginMs` before that.
 */
export function whenProviderNeeded(
  expiresAt: Date | null,
  marginMs: number,
  changes: KeptTokenChanges,
  now: Date = new Date(),
): ProviderNeed {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  const cancel = () => {
    clearTimeout(timer);
    unsubscribe?.();
  };
  const needed = new Promise<void>((resolve) => {
    const wake = () => {
      cancel();
      resolve();
    };
    if (expiresAt !== null) {
      const wait = expiresAt.getTime() - marginMs - now.getTime();
      timer = setTimeout(wake, Math.min(Math.max(0, wait), LONGEST_TIMER_MS));
    }
    unsubscribe = changes.onKeptTokenChanged?.(wake);
  });
  return { needed, cancel };
}
