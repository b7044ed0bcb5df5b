// Stripe's CardElement inside its Elements provider; it reports the mounted element, which
// is what `confirmCardPayment` takes (Stripe keeps the typed digits out of our page).
import { CardElement, Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useId, type ComponentType } from 'react';
import type { CardFieldsProps } from '../../ports/payment.port';
import type { StripeCard } from './payment.stripe';

export function createStripeCardFields(
  stripe: Promise<Stripe | null>,
): ComponentType<CardFieldsProps> {
  function StripeCardFields({ onCardChange, disabled, classNames = {} }: CardFieldsProps) {
    const labelId = useId();
    return (
      <Elements stripe={stripe}>
        <div className={classNames.field} role="group" aria-labelledby={labelId}>
          <span id={labelId} className={classNames.label}>
            Card
          </span>
          <CardElement
            className={classNames.input}
            options={{ disabled, hidePostalCode: true }}
            onReady={(element) => {
              const card: StripeCard = { kind: 'stripe-card', element };
              onCardChange(card);
            }}
          />
        </div>
      </Elements>
    );
  }
  return StripeCardFields;
}
