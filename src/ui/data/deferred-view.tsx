// A read the route's loader started but did not wait for (the home page's lists): its
// loading face at once, then its answer, as one LoadView. The answer is a Result, never a
// rejection, so a failed read shows the list's own error face, not the route's error page.
import { Suspense, use, useState, type ReactNode } from 'react';
import type { ApiResult } from '../../ports/api.port';
import { LOADING, loaded, type LoadView } from './load-view';

export interface DeferredViewProps<Value> {
  /** The answer on its way, as the route's loader handed it. */
  answer: ApiResult<Value>;
  /** Reads again (the route's loader runs again and hands a new answer). */
  retry: () => void;
  children: (view: LoadView<Value>) => ReactNode;
}

export function DeferredView<Value>({ answer, retry, children }: DeferredViewProps<Value>) {
  // The answer that failed and is being asked again: its loading face shows at once, as the
  // router keeps the old page on screen while it loads (a transition).
  const [retried, setRetried] = useState<ApiResult<Value> | null>(null);
  if (retried === answer) return children(LOADING);
  const retryNow = () => {
    setRetried(answer);
    retry();
  };
  return (
    <Suspense fallback={children(LOADING)}>
      <Answered answer={answer} retry={retryNow}>
        {children}
      </Answered>
    </Suspense>
  );
}

function Answered<Value>({ answer, retry, children }: DeferredViewProps<Value>) {
  const result = use(answer);
  return children(
    result.ok ? loaded(result.value) : { status: 'failed', error: result.error, retry },
  );
}
