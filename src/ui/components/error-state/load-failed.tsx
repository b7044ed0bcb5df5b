import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { ErrorState } from './error-state';

/** A load view's failure, if it failed: what could not be loaded, why, and Retry. */
export function LoadFailed({ title, view }: { title: string; view: LoadView<unknown> }) {
  if (view.status !== 'failed') return null;
  return <ErrorState title={title} message={describeError(view.error)} onRetry={view.retry} />;
}
