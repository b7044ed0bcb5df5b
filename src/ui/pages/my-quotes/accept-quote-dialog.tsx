// Accepting a quote: where the order goes, then "Accept and pay" makes the order at the
// quoted prices and leads to its payment. A refusal stays in the dialog as a sentence.
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../domain/order';
import type { QuoteAcceptance } from '../../../domain/quote-acceptance';
import type { Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import * as dialogStyles from '../../components/dialog/dialog.css';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';

export function AcceptQuoteDialog({
  total,
  onAccept,
  onAccepted,
}: {
  total: string;
  onAccept: (delivery: QuoteAcceptance) => Promise<Result<Order, ApiError>>;
  onAccepted: (order: Order) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    const answer = await onAccept({
      address: String(data.get('address') ?? ''),
      phone: String(data.get('phone') ?? ''),
    });
    setBusy(false);
    if (!answer.ok) return setFailure(describeError(answer.error));
    setOpen(false);
    onAccepted(answer.value);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger>
        <Button>Accept and pay</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Accept this quote</Dialog.Title>
        <Dialog.Description>
          An order of {total} is made at the quoted prices; you pay it next.
        </Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label="Delivery" onSubmit={submit}>
          <TextField label="Address" name="address" autoComplete="street-address" />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
          <FormFailure message={failure} />
          <div className={dialogStyles.actions}>
            <Dialog.Close>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy}>
              Accept and pay
            </Button>
          </div>
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
