// A read a page starts itself once it shows (an order's timeline, the audit log), as one
// LoadView: loading until the port answers, then loaded or failed with a Retry that reads
// again. A new `key` (another page of a list) reads again; an answer that arrives after
// the page moved on is dropped.
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../ports/api.port';
import { LOADING, loaded, type LoadView } from './load-view';

export function useAnswer<T>(read: () => ApiResult<T>, key: string): LoadView<T> {
  const [view, setView] = useState<LoadView<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  // The latest read, without making each render's new function a reason to read again.
  const latestRead = useRef(read);
  latestRead.current = read;

  useEffect(() => {
    let current = true;
    setView(LOADING);
    const retry = () => setAttempt((n) => n + 1);
    latestRead.current().then(
      (result) => {
        if (!current) return;
        setView(
          result.ok ? loaded(result.value) : { status: 'failed', error: result.error, retry },
        );
      },
      // A port answers with a Result; a rejection is a fault of ours, shown as the store's.
      () => current && setView({ status: 'failed', error: { kind: 'server' }, retry }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return view;
}
