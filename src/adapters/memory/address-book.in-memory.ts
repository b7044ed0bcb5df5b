// The use cases' address book in the in-memory world: one per world, kept beside its state
// like the carts. Each write runs to its end without awaiting, as the SQL store's
// transaction holds the account's lock.
import type { AddressBook } from '../../application/ports/address-book.port';
import type { DeliveryAddress } from '../../domain/delivery-address';
import { besideState } from './beside-state';
import type { MemoryState } from './memory-state';

interface Kept extends DeliveryAddress {
  readonly key: string;
}

const bookOf = besideState(() => new Map<string, Kept[]>());

export class AddressBookInMemory implements AddressBook {
  constructor(private readonly state: MemoryState) {}

  private book(): Map<string, Kept[]> {
    return bookOf(this.state);
  }

  async list(email: string): Promise<DeliveryAddress[]> {
    return (this.book().get(email) ?? []).map(({ address, phone }) => ({ address, phone }));
  }

  async remember(email: string, address: DeliveryAddress, key: string, max: number) {
    const others = (this.book().get(email) ?? []).filter((kept) => kept.key !== key);
    this.book().set(email, [{ ...address, key }, ...others].slice(0, max));
  }
}
