// Delivery addresses on the SQL client. A write takes the account's lock first (an
// advisory lock on its e-mail, held to the end of the transaction), so two checkouts at
// once cannot each keep their address and leave one more than the limit.
import type { AddressBook } from '../../../src/application/ports/address-book.port';
import type { DeliveryAddress } from '../../../src/domain/delivery-address';
import type { SqlClient } from '../db/sql-client.port';

// Any fixed number: the class of the advisory locks that stand for one account's addresses.
const addressLockClass = 8_787_024;

export class DeliveryAddressesSql implements AddressBook {
  constructor(private readonly db: SqlClient) {}

  list(email: string): Promise<DeliveryAddress[]> {
    return this.db.query<DeliveryAddress>(
      `SELECT address, phone FROM delivery_addresses
       WHERE user_email = $1 ORDER BY used_at DESC, seq DESC`,
      [email],
    );
  }

  remember(email: string, address: DeliveryAddress, key: string, max: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [addressLockClass, email]);
      // A repeat takes the new row's place, so its order is that of this use.
      await tx.query('DELETE FROM delivery_addresses WHERE user_email = $1 AND address_key = $2', [
        email,
        key,
      ]);
      await tx.query(
        `INSERT INTO delivery_addresses (user_email, address_key, address, phone)
         VALUES ($1, $2, $3, $4)`,
        [email, key, address.address, address.phone],
      );
      await tx.query(
        `DELETE FROM delivery_addresses WHERE user_email = $1 AND seq NOT IN (
           SELECT seq FROM delivery_addresses WHERE user_email = $1
           ORDER BY used_at DESC, seq DESC LIMIT $2)`,
        [email, max],
      );
    });
  }
}
