// The cart's checkout form: who orders (read-only), where to deliver and a phone, filled
// in with the account's last delivery address (read with the cart), or another kept one
// or one of a member's company's chosen. One order of every line, then its payment.
import { useState, type FormEvent } from 'react';
import type { Cart } from '../../../domain/cart';
import { holdsDeliveryAddress, type CompanyAddresses } from '../../../domain/company';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import { OrderContactSchema, type Order } from '../../../domain/order';
import { parseInput } from '../../../domain/parse';
import type { ApiPort } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { describeError } from '../../errors/describe-error';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { DeliveryFields } from '../checkout-shared/delivery-fields';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import * as styles from './cart-page.css';
import { CartSummary } from './cart-summary';
import { Alert } from '../../components/alert/alert';

export interface DeliveryFormProps {
  readonly cart: Cart;
  /** A change to the cart is being saved: its total is not final yet. */
  readonly saving: boolean;
  readonly customer: { readonly name: string; readonly email: string };
  /** The account's kept addresses, the last used first. */
  readonly addresses?: readonly DeliveryAddress[] | undefined;
  /** A company member's company's delivery addresses. */
  readonly companyAddresses?: CompanyAddresses | undefined;
  readonly checkOut: ApiPort['checkOut'];
  readonly onCheckedOut: (order: Order) => void;
}

const EMPTY: DeliveryAddress = { address: '', phone: '' };

const fromCompany = (company: CompanyAddresses | undefined, address: string): boolean =>
  company !== undefined && holdsDeliveryAddress(company.addresses, address);

export function DeliveryForm({
  cart,
  saving,
  customer,
  addresses,
  companyAddresses,
  checkOut,
  onCheckedOut,
}: DeliveryFormProps) {
  const kept = addresses ?? [];
  const [fields, setFields] = useState(kept[0] ?? EMPTY);
  const [attempted, setAttempted] = useState(false);
  const placing = useSubmitCall(
    (order: Parameters<typeof checkOut>[0]) => valueOf(checkOut(order)),
    {
      onSent: ({ output }) => onCheckedOut(output),
    },
  );
  const refusal = placing.failure && describeError(placing.failure);
  const parsed = parseInput(OrderContactSchema, fields);
  const errors = attempted && !parsed.ok ? parsed.fieldErrors : {};
  const blocked = cart.lines.some((line) => line.problem !== undefined);

  const edit = (change: Partial<DeliveryAddress>) => {
    setFields((now) => ({ ...now, ...change }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    // On a phone Check out is fixed to the screen's bottom, far from the field to fix.
    if (!parsed.ok) focusFirstInvalid(event.currentTarget, Object.keys(parsed.fieldErrors));
    if (!parsed.ok || blocked || saving) return;
    placing.send({
      lines: cart.lines.map(({ toolId, qty }) => ({ toolId, qty })),
      name: customer.name,
      ...parsed.value,
      // The server checks that an address from the company's list is the company's.
      ...(fromCompany(companyAddresses, parsed.value.address) ? { companyAddress: true } : {}),
    });
  };

  return (
    <form
      className={`${checkout.panel} ${styles.side}`}
      noValidate
      onSubmit={submit}
      aria-labelledby="delivery-title"
    >
      <h2 id="delivery-title">Delivery</h2>
      <DeliveryFields
        customer={customer}
        kept={kept}
        company={companyAddresses}
        current={fields}
        errors={errors}
        onChoose={edit}
        onAddress={(address) => edit({ address })}
        onPhone={(phone) => edit({ phone })}
      />
      <Alert className={checkout.formError}>
        {blocked && 'Fix or remove the lines marked above to check out.'}
      </Alert>
      <Alert className={checkout.formError}>{refusal}</Alert>
      <CartSummary total={cart.total} lines={cart.lines} saving={saving}>
        <Button type="submit" loading={placing.pending} disabled={blocked}>
          Check out
        </Button>
      </CartSummary>
    </form>
  );
}
