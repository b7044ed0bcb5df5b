// What a dialog reads when it opens (a company's terms, its contract prices): a spinner
// while the port answers, its refusal with Try again, then what the answer draws.
import type { ReactNode } from 'react';
import type { ApiResult } from '../../../ports/api.port';
import { useAnswer } from '../../data/use-answer';
import { describeError } from '../../errors/describe-error';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';

export interface DialogReadProps<T> {
  /** What is read, as the sentences name it: "terms" reads "Loading the terms". */
  readonly what: string;
  readonly read: () => ApiResult<T>;
  /** Another key reads again. */
  readonly readKey: string;
  readonly children: (value: T) => ReactNode;
}

export function DialogRead<T>({ what, read, readKey, children }: DialogReadProps<T>) {
  const view = useAnswer(read, readKey);
  if (view.status === 'loading') return <Spinner label={`Loading the ${what}`} showLabel />;
  if (view.status === 'failed') {
    return (
      <div role="alert">
        <p>{`The ${what} could not be loaded: ${describeError(view.error)}`}</p>
        <Button variant="secondary" onClick={view.retry}>
          Try again
        </Button>
      </div>
    );
  }
  return children(view.value);
}
