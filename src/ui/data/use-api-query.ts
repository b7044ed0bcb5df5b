// Loads one thing from the API: a list or a profile. A failed load keeps its ApiError, so
// the page can tell "not signed in" from "the store is down".
// `retry` shows the loading state again; `refresh` (after a change the page made) keeps
// what is on screen until the new answer arrives, so a table does not flicker.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../../ports/api.port';

export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ApiError }
  | { readonly status: 'loaded'; readonly value: T };

/** A load that threw instead of answering: a fault of ours, said as the server's failure. */
const UNEXPECTED: ApiError = { kind: 'server' };

export function useApiQuery<T>(load: () => ApiResult<T>) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest `load`, read once per attempt: a new function identity is not a reload.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  // The request of each attempt, kept so React's development double-mount does not send it
  // twice.
  const request = useRef<{ attempt: number; result: ApiResult<T> } | null>(null);

  useEffect(() => {
    if (request.current?.attempt !== attempt) {
      request.current = { attempt, result: latestLoad.current() };
    }
    let current = true;
    request.current.result.then(
      (result) => {
        if (!current) return;
        setState(
          result.ok
            ? { status: 'loaded', value: result.value }
            : { status: 'failed', error: result.error },
        );
      },
      () => current && setState({ status: 'failed', error: UNEXPECTED }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  const refresh = useCallback(() => setAttempt((previous) => previous + 1), []);

  return { state, retry, refresh };
}
