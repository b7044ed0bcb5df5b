import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../ports/api.port';
import type { ListState } from './list-state';
import { loadFailureMessage } from './load-failure-message';

const UNEXPECTED: ListState<never> = {
  status: 'failed',
  message: 'Something went wrong on our side. Please try again in a moment.',
};

/**
 * Loads a list once when the component mounts, and again only when `retry` is called.
 * The request of each attempt is kept in a ref, so React's development double-mount
 * does not send it twice.
 */
export function useRemoteList<T>(load: () => ApiResult<readonly T[]>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const request = useRef<{ attempt: number; result: ApiResult<readonly T[]> } | null>(null);

  useEffect(() => {
    if (request.current?.attempt !== attempt) request.current = { attempt, result: load() };
    let current = true;
    request.current.result.then(
      (result) => {
        if (!current) return;
        setState(
          result.ok
            ? { status: 'loaded', items: result.value }
            : { status: 'failed', message: loadFailureMessage(result.error) },
        );
      },
      () => current && setState(UNEXPECTED),
    );
    return () => {
      current = false;
    };
    // `load` is read once per attempt on purpose: a new function identity is not a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  return { state, retry };
}
