// "Reorder": a past order's still-sold lines back into the cart, fitted to today's minimum
// and stock; says what was added and what was not, with a link to the cart.
import { useState } from 'react';
import type { ApiError, ApiResult } from '../../../ports/api.port';
import type { Reordered } from '../../../ports/cart-api.port';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { describeError } from '../../errors/describe-error';
import * as checkout from '../checkout-shared/checkout-layout.css';

export function ReorderButton({ onReorder }: { onReorder: () => ApiResult<Reordered> }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Reordered>();
  const [error, setError] = useState<ApiError>();
  const reorder = async () => {
    setBusy(true);
    const result = await onReorder();
    setBusy(false);
    if (result.ok) {
      setDone(result.value);
      setError(undefined);
    } else setError(result.error);
  };
  return (
    <div>
      <Button variant="secondary" loading={busy} onClick={() => void reorder()}>
        Reorder
      </Button>
      {error && (
        <p role="alert" className={checkout.formError}>
          {describeError(error)}
        </p>
      )}
      {done && (
        <div role="status">
          {done.added.length > 0 ? (
            <ul aria-label="Added to your cart">
              {done.added.map((line) => (
                <li key={line.toolName}>
                  Added {line.qty} {line.toolName}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing could be added to your cart.</p>
          )}
          {done.notAdded.length > 0 && (
            <ul aria-label="Not added">
              {done.notAdded.map((line) => (
                <li key={line.toolName}>
                  Not added: {line.toolName} ({line.reason})
                </li>
              ))}
            </ul>
          )}
          <Link href="/cart">Go to your cart</Link>
        </div>
      )}
    </div>
  );
}
