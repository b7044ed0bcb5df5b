// Who orders and where it goes, as both order forms ask it (the cart's checkout and the tool
// page's order): the account's name and e-mail, read-only; the kept addresses to choose
// from; the address and phone, editable, with the domain's sentence under each.
import type { CompanyAddresses } from '../../../domain/company';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import { TextField } from '../../components/text-field/text-field';
import { SavedAddresses } from './saved-addresses';

export interface DeliveryFieldsProps {
  readonly customer: { readonly name: string; readonly email: string };
  /** The account's kept addresses, the last used first. */
  readonly kept: readonly DeliveryAddress[];
  /** A company member's company's delivery addresses (the cart's checkout only). */
  readonly company?: CompanyAddresses | undefined;
  /** What the address and phone fields hold. */
  readonly current: DeliveryAddress;
  /** A sentence per field that is refused ('address', 'phone'). */
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly onChoose: (address: DeliveryAddress) => void;
  readonly onAddress: (typed: string) => void;
  readonly onPhone: (typed: string) => void;
}

export function DeliveryFields({
  customer,
  kept,
  company,
  current,
  errors,
  onChoose,
  onAddress,
  onPhone,
}: DeliveryFieldsProps) {
  return (
    <>
      <TextField label="Name" value={customer.name} readOnly autoComplete="name" />
      <TextField label="E-mail" type="email" value={customer.email} readOnly autoComplete="email" />
      <SavedAddresses addresses={kept} company={company} current={current} onChoose={onChoose} />
      <TextField
        label="Address"
        name="address"
        value={current.address}
        autoComplete="street-address"
        required
        error={errors['address']}
        onChange={(event) => onAddress(event.target.value)}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        value={current.phone}
        autoComplete="tel"
        required
        error={errors['phone']}
        onChange={(event) => onPhone(event.target.value)}
      />
    </>
  );
}
