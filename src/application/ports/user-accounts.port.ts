// The accounts as the users' use cases see them, and the two services of a sign-in: the
// identity provider's check of an ID token and the API's own access tokens.
import type { Page, PageQuery } from '../../domain/page';
import type { Role } from '../../domain/staff-role';
import type { ProfileUpdateInput, User } from '../../domain/user';

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

/** What a profile update may change: everything it is sent but the e-mail, fixed. */
export type ProfileFields = Omit<ProfileUpdateInput, 'email'>;

export interface UserAccounts {
  /**
   * Creates or updates the user at a token exchange, binding the row to `authUid` the first
   * time; a later sign-in with another id is refused unless its e-mail is verified.
   */
  upsertSignedIn(user: SignedInUser): Promise<SignInResult>;
  findByEmail(email: string): Promise<User | undefined>;
  list(): Promise<readonly User[]>;
  /** A page of the users, newest first (who just signed up is on page 1), by e-mail or name. */
  findPage(query: PageQuery): Promise<Page<User>>;
  /** Changes only the fields given; returns how many users matched (0 or 1). */
  updateProfile(email: string, profile: ProfileFields): Promise<number>;
  /** Returns how many users changed: 0 when unknown or already an admin. */
  promoteToAdmin(email: string): Promise<number>;
  /**
   * Gives `email` the role (undefined: none), unless that would leave the store without an
   * admin; decided in one step with the other admins held, so two admins demoting each other
   * at once cannot both succeed.
   */
  setRole(email: string, role: Role | undefined): Promise<RoleSet>;
}

export type RoleSet = 'changed' | 'unchanged' | 'no-such-user' | 'last-admin';

/** Who an ID token proves, as the identity provider says. */
export interface VerifiedIdentity {
  /** Lower-cased, as the users keep it. */
  email: string;
  name: string;
  /** The provider's own id for this person, which never changes. */
  uid: string;
  /** Whether the provider has checked that this person receives mail at `email`. */
  emailVerified: boolean;
}

export interface IdentityCheck {
  /** The identity the token proves, or undefined when it proves nothing. */
  verify(idToken: string): Promise<VerifiedIdentity | undefined>;
}

export interface AccessTokenIssuer {
  issue(subject: { email: string; uid: string; emailVerified: boolean }): Promise<string>;
}
