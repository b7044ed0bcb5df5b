// Users and their profiles. No method here sets a role except promoteToAdmin.
import type { Page, PageQuery } from '../../../src/domain/page';
import type { User } from '../../../src/domain/user';

export interface SignedInUser {
  email: string;
  /** Empty keeps the name already stored (the sign-up form sets it after the account). */
  name: string;
  /** The identity provider's id of whoever proved this e-mail. */
  authUid: string;
  /** The provider checked the e-mail: such a sign-in may take over an earlier binding. */
  emailVerified: boolean;
}

export type SignInResult =
  | { ok: true; user: User }
  /** The e-mail is bound to another sign-in, and this one's e-mail is not verified. */
  | { ok: false; reason: 'bound-to-another-sign-in' };

/** A user with the sign-in their row is bound to (undefined: nobody signed in yet). */
export interface Account {
  user: User;
  authUid: string | undefined;
}

export type RoleChange = 'changed' | 'unchanged' | 'never-signed-in';

export interface ProfileFields {
  name?: string | undefined;
  education?: string | undefined;
  location?: string | undefined;
  phone?: string | undefined;
  linkedin?: string | undefined;
}

export interface Users {
  /**
   * Creates or updates the user at a token exchange, binding the row to `authUid` the first
   * time; a later sign-in with another id is refused unless its e-mail is verified.
   */
  upsertSignedIn(user: SignedInUser): Promise<SignInResult>;
  findByEmail(email: string): Promise<User | undefined>;
  findAccount(email: string): Promise<Account | undefined>;
  list(): Promise<User[]>;
  /** A page of the users, newest first (who just signed up is on page 1), by e-mail or name. */
  findPage(query: PageQuery): Promise<Page<User>>;
  /** Changes only the fields given; returns how many users matched (0 or 1). */
  updateProfile(email: string, profile: ProfileFields): Promise<number>;
  /** Returns how many users changed: 0 when unknown or already an admin. */
  promoteToAdmin(email: string): Promise<number>;
  /** The server-side admin command: only people who have signed in at least once. */
  setAdmin(email: string, admin: boolean): Promise<RoleChange>;
}
