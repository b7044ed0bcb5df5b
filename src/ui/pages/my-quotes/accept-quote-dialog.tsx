// Accepting a quote makes an order at the quoted prices and leads to its payment. When the
// customer has ordered before, "Accept and pay" does it in one click, to where their last
// order went (said beside the button), and "Change delivery" opens the form; otherwise the
// form asks first. The quote's submit machine sends once (a double click makes one order);
// a refusal stays on screen as a sentence, with the address and phone typed kept.
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../domain/order';
import type { QuoteAcceptance } from '../../../domain/quote-acceptance';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import type { AcceptQuoteMachine } from '../../../machines/forms';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';

export interface AcceptQuoteProps {
  /** The quote's id. */
  id: string;
  total: string;
  /** Where the last order went: accepted there in one click. */
  delivery?: QuoteAcceptance | undefined;
  /** Accepts, wired to the API by the composition root. */
  machine: AcceptQuoteMachine;
  onAccepted: (order: Order) => void;
}

export function AcceptQuoteDialog({ id, total, delivery, machine, onAccepted }: AcceptQuoteProps) {
  const [open, setOpen] = useState(false);
  const accepting = useSubmit(machine, {
    onSent: ({ output }) => {
      setOpen(false);
      onAccepted(output);
    },
  });
  const busy = accepting.pending;
  const failure = accepting.failure && describeError(accepting.failure);
  const accept = (to: QuoteAcceptance) => accepting.send({ id, delivery: to });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    accept({
      address: String(data.get('address') ?? ''),
      phone: String(data.get('phone') ?? ''),
    });
  };

  return (
    <>
      {delivery && (
        <>
          <Button loading={busy && !open} onClick={() => accept(delivery)}>
            Accept and pay
          </Button>
          <p>Delivers to {delivery.address}</p>
          {!open && <FormFailure message={failure} />}
        </>
      )}
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <Dialog.Trigger>
          {delivery ? (
            <Button variant="secondary">Change delivery</Button>
          ) : (
            <Button>Accept and pay</Button>
          )}
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Accept this quote</Dialog.Title>
          <Dialog.Description>
            An order of {total} is made at the quoted prices; you pay it next.
          </Dialog.Description>
          <Stack as="form" gap="4" noValidate aria-label="Delivery" onSubmit={submit}>
            <TextField
              label="Address"
              name="address"
              autoComplete="street-address"
              defaultValue={delivery?.address}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={delivery?.phone}
            />
            <DialogFormActions failure={failure} submitLabel="Accept and pay" busy={busy} />
          </Stack>
        </Dialog.Content>
      </Dialog>
    </>
  );
}
