// The addresses this account delivered to before, offered above the address fields: the
// last one is filled in already, choosing another fills it in, and the fields stay
// editable (what is typed then is "A new address", kept for next time once ordered).
import type { DeliveryAddress } from '../../../domain/delivery-address';
import { Select } from '../../components/select/select';

export const NEW_ADDRESS = 'A new address';

export interface SavedAddressesProps {
  readonly addresses: readonly DeliveryAddress[];
  /** What the address and phone fields hold now. */
  readonly current: DeliveryAddress;
  readonly onChoose: (address: DeliveryAddress) => void;
}

const NEW = 'new';

export function SavedAddresses({ addresses, current, onChoose }: SavedAddressesProps) {
  if (addresses.length === 0) return null;
  const chosen = addresses.findIndex(
    (kept) => kept.address === current.address.trim() && kept.phone === current.phone.trim(),
  );
  return (
    <Select
      label="Deliver to"
      name="saved-address"
      hint="Your last addresses; the fields below stay editable."
      value={chosen === -1 ? NEW : String(chosen)}
      options={[
        ...addresses.map((kept, index) => ({
          value: String(index),
          label: `${kept.address} (${kept.phone})`,
        })),
        { value: NEW, label: NEW_ADDRESS },
      ]}
      onChange={(event) => {
        const picked = addresses[Number(event.target.value)];
        onChoose(picked ?? { address: '', phone: '' });
      }}
    />
  );
}
