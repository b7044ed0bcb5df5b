// The API reads that index.html's inline bootstrap started before the app had loaded, and
// the fetch through which the HTTP adapter adopts them: a GET of the same URL with the same
// Authorization takes the started response, once, and ky reads it as it reads any (a 401
// still ends the session, a failure still shows the page's error face with Retry, a 503 is
// still retried, over the network). Every other call goes to the network as before.

/** Where the bootstrap leaves its reads for the app: a property of `window`. */
export const EARLY_READS_KEY = 'paintcoEarlyReads';

/** One read the bootstrap started. */
export interface StartedRead {
  /** Absolute, as a Request's `url`. */
  readonly url: string;
  /** The Authorization header it was sent with, or null. */
  readonly authorization: string | null;
  readonly response: Promise<Response>;
}

/**
 * Past this age of the page, a read no call has adopted is not used: the person may have
 * changed what it read since. (A read is adopted within the first load, well before.)
 */
export const EARLY_READ_LIFE_MS = 10_000;

type Fetch = typeof globalThis.fetch;

/** Takes the reads the bootstrap left on `holder`, so that no one else can. */
export function takeStartedReads(holder: object): StartedRead[] {
  const reads: unknown = Reflect.get(holder, EARLY_READS_KEY);
  Reflect.deleteProperty(holder, EARLY_READS_KEY);
  return Array.isArray(reads) ? (reads as StartedRead[]) : [];
}

/**
 * `fetch`, except that a GET the bootstrap already started is answered with its response.
 * Any other method forgets the reads not adopted yet: a write may change what they read.
 */
export function adoptingFetch(
  reads: StartedRead[],
  fetch: Fetch = (input, init) => globalThis.fetch(input, init),
  pageAge: () => number = () => performance.now(),
): Fetch {
  return (input, init) => {
    if (reads.length > 0 && input instanceof Request) {
      if (input.method !== 'GET' || pageAge() > EARLY_READ_LIFE_MS) reads.length = 0;
      const authorization = input.headers.get('Authorization');
      const index = reads.findIndex(
        (read) => read.url === input.url && read.authorization === authorization,
      );
      if (index !== -1) return reads.splice(index, 1)[0]?.response ?? fetch(input, init);
    }
    return fetch(input, init);
  };
}
