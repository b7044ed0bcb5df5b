// The local test-mode payment adapter as the payment page loads it: port and card form.
import type { PaymentKit } from '../../ports/payment.port';
import { createLocalPayment, type LocalPaymentOptions } from './payment.local';
import { TypedCardFields } from './typed-card-fields';

export const createLocalPaymentKit = (options: LocalPaymentOptions): PaymentKit => ({
  port: createLocalPayment(options),
  CardFields: TypedCardFields,
});
