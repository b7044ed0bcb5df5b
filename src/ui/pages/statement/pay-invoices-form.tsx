// "Pay selected by card": the open invoices ticked above, their exact sum, and the card
// form the order payment uses. The store marks every invoice paid with the one payment.
import { useState, type ComponentType, type FormEvent } from 'react';
import type { AccountInvoice } from '../../../domain/account-statement';
import { formatAmount, fromCents } from '../../../domain/money';
import type { CardFieldsProps, CardSource } from '../../../ports/payment.port';
import { Button } from '../../components/button/button';
import { describeError } from '../../errors/describe-error';
import { cardFieldClasses } from '../checkout-shared/card-field-classes';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import type { PayInvoicesInput } from './pay-invoices';

export interface PayInvoicesFormProps {
  readonly selected: readonly AccountInvoice[];
  readonly CardFields: ComponentType<CardFieldsProps>;
  readonly pay: (input: PayInvoicesInput) => Promise<string[]>;
  readonly onPaid: () => void;
}

export const paidSentence = (numbers: readonly string[]): string =>
  `Paid ${numbers.length === 1 ? 'invoice' : 'invoices'} ${numbers.join(', ')}. Thank you!`;

export function PayInvoicesForm({ selected, CardFields, pay, onPaid }: PayInvoicesFormProps) {
  const [card, setCard] = useState<CardSource>();
  const [payAttempts, setPayAttempts] = useState(0);
  const [paid, setPaid] = useState<readonly string[]>([]);
  const paying = useSubmitCall(pay, {
    onSent: ({ output }) => {
      setPaid(output);
      onPaid();
    },
  });
  const amountCents = selected.reduce((sum, invoice) => sum + invoice.balanceCents, 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPayAttempts((attempts) => attempts + 1);
    if (selected.length === 0 || !card || card.complete === false) return;
    setPaid([]);
    paying.send({ invoiceNumbers: selected.map((invoice) => invoice.number), amountCents, card });
  };
  return (
    <form
      className={checkout.panel}
      noValidate
      onSubmit={submit}
      aria-labelledby="pay-invoices-title"
      aria-busy={paying.pending || undefined}
    >
      <h2 id="pay-invoices-title">Pay by card</h2>
      <p>
        {selected.length === 0
          ? 'Tick the open invoices to pay above.'
          : `${selected.length} ${selected.length === 1 ? 'invoice' : 'invoices'} chosen: ${formatAmount(fromCents(amountCents))}.`}
      </p>
      <CardFields
        onCardChange={setCard}
        disabled={paying.pending}
        classNames={cardFieldClasses}
        payAttempts={payAttempts}
      />
      <FormFailure message={paying.failure && describeError(paying.failure)} />
      {paid.length > 0 && <p role="status">{paidSentence(paid)}</p>}
      <Button
        type="submit"
        fullWidth
        disabled={selected.length === 0 || paying.pending}
        loading={paying.pending}
      >
        Pay selected by card
        {selected.length > 0 && ` (${formatAmount(fromCents(amountCents))})`}
      </Button>
    </form>
  );
}
