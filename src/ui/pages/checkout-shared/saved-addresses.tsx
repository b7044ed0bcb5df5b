// The addresses this account delivered to before, and a company member's company's delivery
// addresses, offered above the address fields: the last one is filled in already, choosing
// another fills it in (a company's address keeps the phone typed), and the fields stay
// editable (what is typed then is "A new address", kept for next time once ordered).
import type { CompanyAddresses } from '../../../domain/company';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import { Select } from '../../components/select/select';
import { COMPANY_ADDRESSES_HINT, KEPT_ADDRESSES_HINT } from '../cart/early-cart-slots';

export const NEW_ADDRESS = 'A new address';

export interface SavedAddressesProps {
  readonly addresses: readonly DeliveryAddress[];
  readonly company?: CompanyAddresses | undefined;
  /** What the address and phone fields hold now. */
  readonly current: DeliveryAddress;
  readonly onChoose: (address: DeliveryAddress) => void;
}

const NEW = 'new';
const COMPANY = 'company-';

/** The option the fields hold now: a kept address (address and phone), a company's, or new. */
function chosenOption(
  addresses: readonly DeliveryAddress[],
  company: readonly string[],
  current: DeliveryAddress,
): string {
  const address = current.address.trim();
  const kept = addresses.findIndex(
    (one) => one.address === address && one.phone === current.phone.trim(),
  );
  if (kept !== -1) return String(kept);
  const theirs = company.indexOf(address);
  return theirs === -1 ? NEW : `${COMPANY}${theirs}`;
}

export function SavedAddresses({ addresses, company, current, onChoose }: SavedAddressesProps) {
  const companyAddresses = company?.addresses ?? [];
  if (addresses.length === 0 && companyAddresses.length === 0) return null;
  return (
    <Select
      label="Deliver to"
      name="saved-address"
      hint={companyAddresses.length > 0 ? COMPANY_ADDRESSES_HINT : KEPT_ADDRESSES_HINT}
      value={chosenOption(addresses, companyAddresses, current)}
      options={[
        ...addresses.map((kept, index) => ({
          value: String(index),
          label: `${kept.address} (${kept.phone})`,
        })),
        ...companyAddresses.map((address, index) => ({
          value: `${COMPANY}${index}`,
          label: `${company?.companyName ?? 'Company'}: ${address}`,
        })),
        { value: NEW, label: NEW_ADDRESS },
      ]}
      onChange={(event) => {
        const value = event.target.value;
        if (value.startsWith(COMPANY)) {
          const address = companyAddresses[Number(value.slice(COMPANY.length))] ?? '';
          onChoose({ address, phone: current.phone });
          return;
        }
        onChoose(addresses[Number(value)] ?? { address: '', phone: '' });
      }}
    />
  );
}
