// The addresses each customer delivered to, as the use cases see them: a SQL table on the
// server, a Map in the in-memory API. Keyed by the account's e-mail, so an account reads
// and writes only its own.
import type { DeliveryAddress } from '../../domain/delivery-address';

export interface AddressBook {
  /** The account's kept addresses, the last used first. */
  list(email: string): Promise<DeliveryAddress[]>;
  /**
   * Keeps `address` as the last used (an address with the same `key` is replaced and moves
   * up), then forgets all but the newest `max`, as one step: writes of one account queue.
   */
  remember(email: string, address: DeliveryAddress, key: string, max: number): Promise<void>;
}
