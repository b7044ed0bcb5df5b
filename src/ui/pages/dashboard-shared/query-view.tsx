import type { ReactNode } from 'react';
import { describeError } from '../../errors/describe-error';
import { Box } from '../../components/box/box';
import { ErrorState } from '../../components/error-state/error-state';
import { Spinner } from '../../components/spinner/spinner';
import type { QueryState } from '../../data/use-api-query';

export interface QueryViewProps<T> {
  state: QueryState<T>;
  onRetry: () => void;
  /** What is loading, e.g. "Loading users…". */
  loadingLabel: string;
  /** What could not be loaded, e.g. "The users could not be loaded". */
  errorTitle: string;
  children: (value: T) => ReactNode;
}

/** The three faces of anything loaded from the API: a spinner, an error with Retry, the data. */
export function QueryView<T>({
  state,
  onRetry,
  loadingLabel,
  errorTitle,
  children,
}: QueryViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <Box display="flex" justifyContent="center" padding="8">
        <Spinner label={loadingLabel} showLabel />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return <ErrorState title={errorTitle} message={describeError(state.error)} onRetry={onRetry} />;
  }
  return children(state.value);
}
