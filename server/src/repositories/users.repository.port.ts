// Users and their profiles: the accounts the use cases see (user-accounts.port.ts), and
// what only the server asks. No method here sets a role except promoteToAdmin and setAdmin.
import type { User } from '../../../src/domain/user';
import type { UserAccounts } from '../../../src/application/ports/user-accounts.port';

/** A user with the sign-in their row is bound to (undefined: nobody signed in yet). */
export interface Account {
  user: User;
  authUid: string | undefined;
}

export type RoleChange = 'changed' | 'unchanged' | 'never-signed-in';

export interface Users extends UserAccounts {
  findAccount(email: string): Promise<Account | undefined>;
  list(): Promise<User[]>;
  /** The server-side admin command: only people who have signed in at least once. */
  setAdmin(email: string, admin: boolean): Promise<RoleChange>;
}
