import type { ApiError } from '../../../ports/api.port';
import { describeError } from '../../errors/describe-error';
import { ErrorState } from '../../components/error-state/error-state';
import { Link } from '../../components/link/link';
import { messagePage } from '../../theme/message-page.css';

export interface ToolUnavailableProps {
  error: ApiError;
  onRetry: () => void;
}

/** An unknown tool id says so; a failed load offers to try again. */
export function ToolUnavailable({ error, onRetry }: ToolUnavailableProps) {
  // A malformed id is refused as invalid: for the customer it is just as unknown.
  const unknown = error.kind === 'not-found' || error.kind === 'invalid';
  return (
    <section aria-labelledby="tool-missing-title" className={messagePage}>
      <h1 id="tool-missing-title">
        {unknown ? 'Tool not found' : 'This tool could not be loaded'}
      </h1>
      {unknown ? (
        <p>We could not find that tool. It may have been removed from the catalogue.</p>
      ) : (
        <ErrorState
          title={error.kind === 'rate-limited' ? 'Please wait a moment' : 'Something went wrong'}
          message={describeError(error)}
          onRetry={onRetry}
        />
      )}
      <Link href="/" look={{ variant: 'secondary' }}>
        Back to our tools
      </Link>
    </section>
  );
}
