// The admin's view of one quote: who asks and what for, a unit price per line and the day
// the price holds until, then "Send quote". The API checks the prices; its sentence shows.
import { useState, type FormEvent } from 'react';
import type { Quote } from '../../../domain/quote';
import { unitPricesOf, type QuotePricing } from '../../../domain/quote-pricing';
import type { Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';

export function PriceQuoteDialog({
  quote,
  onPrice,
  onPriced,
}: {
  quote: Quote;
  onPrice: (pricing: QuotePricing) => Promise<Result<Quote, ApiError>>;
  onPriced: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const prices = unitPricesOf(
      quote.lines.map((_, index) => String(data.get(`price-${index}`) ?? '')),
    );
    if (!prices.ok) return setFailure(prices.message);
    setBusy(true);
    setFailure(null);
    // The API checks the rest (at least $1, the total, the expiry) and says what is wrong.
    const answer = await onPrice({
      unitPrices: prices.unitPrices,
      expiresAt: String(data.get('expiresAt') ?? ''),
    });
    setBusy(false);
    if (!answer.ok) return setFailure(describeError(answer.error));
    setOpen(false);
    onPriced();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger>
        <Button>{quote.status === 'new' ? 'Price' : 'Price again'}</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Quote for {quote.name}</Dialog.Title>
        <Dialog.Description>
          {quote.company ? `${quote.company}, ` : ''}
          {quote.email}: “{quote.message}”
        </Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label="Prices" onSubmit={submit}>
          {quote.lines.map((line, index) => (
            <TextField
              key={line.toolId}
              label={`Unit price of ${line.toolName} (× ${line.qty}), $`}
              name={`price-${index}`}
              inputMode="numeric"
              defaultValue={line.unitPrice === undefined ? '' : String(line.unitPrice)}
            />
          ))}
          <TextField
            label="Expires on"
            name="expiresAt"
            type="date"
            defaultValue={quote.expiresAt?.slice(0, 10) ?? ''}
          />
          <FormFailure message={failure} />
          <DialogFormActions submitLabel="Send quote" busy={busy} />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
