// "Reorder": a past order's still-sold lines back into the cart, fitted to today's minimum
// and stock; says what was added and what was not, with a link to the cart.
import { useState } from 'react';
import type { ReorderMachine } from '../../../machines/forms';
import type { Reordered } from '../../../ports/cart-api.port';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { Panel } from '../../components/panel/panel';
import { Stack } from '../../components/stack/stack';
import { describeError } from '../../errors/describe-error';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { useSubmit } from '../dashboard-shared/use-submit';
import { Alert } from '../../components/alert/alert';

/** `'loading'`: the machine comes with the page's forms, a moment after the order is drawn; the
 * button holds its place meanwhile (disabled), so nothing below it moves when it comes. */
export function ReorderButton({
  orderId,
  machine,
}: {
  orderId: string;
  machine: ReorderMachine | 'loading';
}) {
  if (machine === 'loading') {
    return (
      <div>
        <Button variant="secondary" disabled>
          Reorder
        </Button>
      </div>
    );
  }
  return <ReorderForm orderId={orderId} machine={machine} />;
}

function ReorderForm({ orderId, machine }: { orderId: string; machine: ReorderMachine }) {
  const [done, setDone] = useState<Reordered>();
  const reorder = useSubmit(machine, { onSent: ({ output }) => setDone(output) });
  return (
    <div>
      <Button variant="secondary" loading={reorder.pending} onClick={() => reorder.send(orderId)}>
        Reorder
      </Button>
      <Alert className={checkout.formError}>
        {reorder.failure && describeError(reorder.failure)}
      </Alert>
      {done && (
        <Panel role="status" gap="3">
          {done.added.length > 0 ? (
            <Stack as="ul" aria-label="Added to your cart" gap="1" padding="0" listStyle="none">
              {done.added.map((line) => (
                <li key={line.toolName}>
                  Added {line.qty} {line.toolName}
                </li>
              ))}
            </Stack>
          ) : (
            <p>Nothing could be added to your cart.</p>
          )}
          {done.notAdded.length > 0 && (
            <Stack as="ul" aria-label="Not added" gap="1" padding="0" listStyle="none">
              {done.notAdded.map((line) => (
                <li key={line.toolName}>
                  Not added: {line.toolName} ({line.reason})
                </li>
              ))}
            </Stack>
          )}
          <Link href="/cart">Go to your cart</Link>
        </Panel>
      )}
    </div>
  );
}
