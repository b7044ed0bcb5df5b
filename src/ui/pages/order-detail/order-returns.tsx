// The order's returns on its page, for its customer and the admins: each with its day, what
// goes back and why, and where it stands. An admin acts on each here: Accept or Refuse
// (with the reason the customer is e-mailed) a requested one, and mark an accepted one
// received, which refunds it to the card (its units back in stock if they are fit to sell).
import { useState } from 'react';
import { RETURN_STATUS_LABELS, type OrderReturn } from '../../../domain/order-return';
import type { ReturnStep, ReturnStepMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';
import * as styles from './refund-dialog.css';

export interface OrderReturnsProps {
  view: LoadView<readonly OrderReturn[]>;
  /** The admin's steps (absent: the customer reads them only). */
  steps?: { machine: ReturnStepMachine; onChanged: () => void } | undefined;
}

export const itemsSentence = (request: Pick<OrderReturn, 'lines'>): string =>
  request.lines.map((line) => `${line.qty} × ${line.toolName}`).join(', ');

export function OrderReturns({ view, steps }: OrderReturnsProps) {
  // An order never returned shows nothing: most orders are not.
  // Nor while it loads: a panel that mostly went again moved what follows it (the page
  // is drawn with its order in, over its painted frame), so it comes only with something.
  if (view.status === 'loading' || (view.status === 'loaded' && view.value.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby="order-returns-heading" className={checkout.panel}>
      <h2 id="order-returns-heading">Returns</h2>
      <LoadFailed title="The returns could not be loaded" view={view} />
      {view.status === 'loaded' &&
        view.value.map((request) => (
          <Stack as="article" key={request._id} aria-label={`Return of ${itemsSentence(request)}`}>
            <Facts>
              <Fact name="Asked on">
                <DateText iso={request.createdAt} />
              </Fact>
              <Fact name="Items" strong>
                {itemsSentence(request)}
              </Fact>
              <Fact name="Reason">{request.reason}</Fact>
              <Fact name="Status">
                {RETURN_STATUS_LABELS[request.status]}
                {request.refusal !== undefined && `: ${request.refusal}`}
              </Fact>
            </Facts>
            {steps && <ReturnActions request={request} {...steps} />}
          </Stack>
        ))}
    </section>
  );
}

function ReturnActions({
  request,
  machine,
  onChanged,
}: {
  request: OrderReturn;
  machine: ReturnStepMachine;
  onChanged: () => void;
}) {
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const { pending, failure, send, dismiss } = useSubmit(machine, { onSent: onChanged });
  const go = (step: ReturnStep) => {
    dismiss();
    send(step);
  };
  if (request.status === 'requested') {
    return (
      <Stack gap="2">
        <Button onClick={() => go({ kind: 'accept', returnId: request._id })} disabled={pending}>
          Accept
        </Button>
        <TextField
          label="Reason to refuse"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => go({ kind: 'refuse', returnId: request._id, reason })}
        >
          Refuse
        </Button>
        <FormFailure message={failure && describeError(failure)} />
      </Stack>
    );
  }
  if (request.status === 'accepted') {
    return (
      <Stack gap="2">
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={styles.control}
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
          />
          The units came back fit to sell: put them back in stock
        </label>
        <Button
          disabled={pending}
          onClick={() => go({ kind: 'receive', returnId: request._id, restock })}
        >
          Received: refund
        </Button>
        <FormFailure message={failure && describeError(failure)} />
      </Stack>
    );
  }
  return null;
}
