// Which card gateway the API uses: Stripe when STRIPE_SECRET_KEY is set, else the local
// test-card gateway, which config.ts never lets production reach.
import Stripe from 'stripe';
import type { Clock } from '../auth/clock';
import type { SqlClient } from '../db/sql-client.port';
import type { InvoiceTerms } from '../../../src/domain/invoice';
import { orderPaymentsSql } from '../repositories/orders.sql';
import { LocalPaymentGateway } from './local-payment.gateway';
import type { PaymentGateway } from '../../../src/application/ports/payment-gateway.port';
import { StripePaymentGateway } from './stripe-payment.gateway';

export function paymentGateways(
  stripeSecretKey: string | undefined,
  db: SqlClient,
  clock: Clock,
  invoiceTerms?: InvoiceTerms,
  /** The store's address, which the receipt e-mail's link starts with. */
  siteUrl?: string,
): { payments: PaymentGateway; localPayments: LocalPaymentGateway | undefined } {
  if (stripeSecretKey) {
    const stripe = new Stripe(stripeSecretKey, { maxNetworkRetries: 2 });
    return { payments: new StripePaymentGateway(stripe, db), localPayments: undefined };
  }
  const local = new LocalPaymentGateway(db, clock, (tx) =>
    orderPaymentsSql(tx, invoiceTerms, siteUrl),
  );
  return { payments: local, localPayments: local };
}
