// Users and their profiles. No method here sets a role except promoteToAdmin.
import type { User } from '../../../src/domain/user';

export interface SignedInUser {
  email: string;
  /** Empty keeps the name already stored (the sign-up form sets it after the account). */
  name: string;
}

export interface ProfileFields {
  name?: string | undefined;
  education?: string | undefined;
  location?: string | undefined;
  phone?: string | undefined;
  linkedin?: string | undefined;
}

export interface Users {
  upsertSignedIn(user: SignedInUser): Promise<User>;
  findByEmail(email: string): Promise<User | undefined>;
  list(): Promise<User[]>;
  /** Changes only the fields given; returns how many users matched (0 or 1). */
  updateProfile(email: string, profile: ProfileFields): Promise<number>;
  /** Returns how many users changed: 0 when unknown or already an admin. */
  promoteToAdmin(email: string): Promise<number>;
}
