// Which rows of a table have a change on its way to the API: their buttons show as busy,
// and a second click on one is ignored until the first answer is back.
import { useCallback, useRef, useState } from 'react';

export function useRowActions() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());

  const run = useCallback(async (rowId: string, action: () => Promise<void>) => {
    if (running.current.has(rowId)) return;
    running.current.add(rowId);
    setPending(new Set(running.current));
    try {
      await action();
    } finally {
      running.current.delete(rowId);
      setPending(new Set(running.current));
    }
  }, []);

  const isPending = useCallback((rowId: string) => pending.has(rowId), [pending]);

  return { run, isPending };
}
