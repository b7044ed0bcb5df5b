// The admin's view of one quote: who asks and what for, each line beside its tool's list
// price with a unit price to set (cents allowed) and the line's total, the running total,
// and the day the price holds until, then "Send quote". Save checks every field at once by
// the domain's rule (the API's own), shows each sentence at its field and moves to the
// first; nothing is sent until all hold. The quote's submit machine sends once (a second
// click while it is on its way sends nothing); the API checks again and its sentence shows
// with everything typed kept.
import { useId, useState, type FormEvent } from 'react';
import { formatAmount, fromCents } from '../../../domain/money';
import type { Quote } from '../../../domain/quote';
import {
  draftQuote,
  priceQuoteLines,
  type PricingIssue,
  type QuotePricing,
} from '../../../domain/quote-pricing';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import type { PriceQuoteMachine } from '../../../machines/forms';
import { useSubmit } from '../dashboard-shared/use-submit';
import * as styles from './price-quote-dialog.css';
import { QuotePriceLine, typedPriceOf } from './quote-price-line';
import { Alert } from '../../components/alert/alert';

export interface PriceQuoteDialogProps {
  quote: Quote;
  /** Sends the prices, wired to the API by the composition root. */
  machine: PriceQuoteMachine;
  onPriced: () => void;
}

const messageAt = (issues: readonly PricingIssue[], field: PricingIssue['field']) =>
  issues.find((issue) => issue.field === field)?.message;

export function PriceQuoteDialog({ quote, machine, onPriced }: PriceQuoteDialogProps) {
  const id = useId();
  const priceId = (line: number) => `${id}-price-${line}`;
  const expiresId = `${id}-expires`;
  const [open, setOpen] = useState(false);
  const [prices, setPrices] = useState<string[]>([]);
  const [expiresAt, setExpiresAt] = useState('');
  // Sentences show once Save was pressed, then follow what is typed.
  const [saveTried, setSaveTried] = useState(false);
  const {
    pending: busy,
    failure,
    send,
    dismiss,
  } = useSubmit(machine, {
    onSent: () => {
      setOpen(false);
      onPriced();
    },
  });

  const pricing = { unitPrices: prices, expiresAt };
  const draft = draftQuote(quote.lines, prices);
  const checked = priceQuoteLines(quote.lines, pricing, new Date());
  const issues = saveTried && !checked.ok ? checked.issues : [];
  const pricedLines = draft.lines.filter((line) => line.ok).length;

  const openChange = (next: boolean) => {
    if (busy) return;
    // Each opening starts from the quote as loaded.
    if (next) {
      setPrices(quote.lines.map((line) => typedPriceOf(line.unitPrice)));
      setExpiresAt(quote.expiresAt?.slice(0, 10) ?? '');
      setSaveTried(false);
      dismiss();
    }
    setOpen(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaveTried(true);
    if (!checked.ok) {
      const first = checked.issues[0]?.field;
      const focus =
        first === 'expiresAt' ? expiresId : priceId(typeof first === 'number' ? first : 0);
      document.getElementById(focus)?.focus();
      return;
    }
    const priced: QuotePricing = {
      unitPrices: checked.lines.map((line) => line.unitPrice ?? 0),
      expiresAt: expiresAt.trim(),
    };
    send({ id: quote._id, pricing: priced });
  };

  const quoteIssue = messageAt(issues, 'quote');
  return (
    <Dialog open={open} onOpenChange={openChange}>
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
            <QuotePriceLine
              key={line.toolId}
              line={line}
              inputId={priceId(index)}
              value={prices[index] ?? ''}
              onChange={(value) =>
                setPrices((typed) => typed.map((price, i) => (i === index ? value : price)))
              }
              checked={draft.lines[index]}
              error={messageAt(issues, index)}
            />
          ))}
          <p className={styles.total}>
            <span>{draft.complete ? 'Total' : 'Total so far'}</span>
            <output aria-live="polite" htmlFor={quote.lines.map((_, i) => priceId(i)).join(' ')}>
              {formatAmount(fromCents(draft.totalCents))}
              {!draft.complete && ` (${pricedLines} of ${quote.lines.length} lines priced)`}
            </output>
          </p>
          <Alert className={styles.quoteIssue}>{quoteIssue}</Alert>
          <TextField
            id={expiresId}
            label="Expires on"
            name="expiresAt"
            type="date"
            value={expiresAt}
            error={messageAt(issues, 'expiresAt')}
            onChange={(event) => setExpiresAt(event.target.value)}
          />
          <DialogFormActions
            failure={failure && describeError(failure)}
            submitLabel="Send quote"
            busy={busy}
          />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
