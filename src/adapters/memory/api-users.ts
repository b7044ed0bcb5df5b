// The API fake's users: the sign-in exchange (proof of identity, never a role), profiles
// (never the role either) and Make Admin. Access is checked by the caller.
import {
  ProfileUpdateInputSchema,
  UserUpsertInputSchema,
  isAdmin,
  type ProfileUpdateInput,
  type User,
  type UserUpsertInput,
} from '../../domain/user';
import { fail, ok } from '../../domain/result';
import { refusalError } from './api-errors';
import { check, checkEmail, copy, type Outcome } from './api-input';
import { memoryAccessToken } from './memory-access-token';
import { accountOfIdToken, newId, normaliseEmail, type MemoryState } from './memory-state';

export class UserDirectory {
  constructor(private readonly state: MemoryState) {}

  /** `PUT /user/{email}`: the ID token must prove `email`; gives a new API token. */
  exchange(email: string, idToken: string, profile: UserUpsertInput): Outcome<{ token: string }> {
    const target = checkEmail(email);
    if (!target.ok) return target;
    const account = accountOfIdToken(this.state, idToken);
    if (!account) {
      return fail(refusalError({ code: 'sign-in-unverified' }));
    }
    if (account.email !== target.value) {
      return fail(refusalError({ code: 'sign-in-of-another-email' }));
    }
    const body = check(UserUpsertInputSchema, profile);
    if (!body.ok) return body;
    if (body.value.email !== undefined && normaliseEmail(body.value.email) !== target.value) {
      return fail(refusalError({ code: 'body-email-mismatch' }));
    }
    this.upsert(target.value, body.value.name || (account.displayName ?? ''));
    const token = memoryAccessToken(target.value, account.uid, this.state.now());
    this.state.accessTokens.set(token, target.value);
    return ok({ token });
  }

  isAdmin(email: string): Outcome<{ admin: boolean }> {
    const user = this.state.users.get(email);
    return user ? ok({ admin: isAdmin(user) }) : fail(refusalError({ code: 'no-such-user' }));
  }

  profile(email: string): Outcome<User> {
    const user = this.state.users.get(email);
    return user ? ok(copy(user)) : fail(refusalError({ code: 'no-such-user' }));
  }

  updateProfile(email: string, profile: ProfileUpdateInput): Outcome<{ modifiedCount: number }> {
    // Strict: a `role` (or any unknown field) is refused, never silently applied.
    const body = check(ProfileUpdateInputSchema, profile);
    if (!body.ok) return body;
    const { email: bodyEmail, ...fields } = body.value;
    if (bodyEmail !== undefined && normaliseEmail(bodyEmail) !== email) {
      return fail(refusalError({ code: 'email-unchangeable' }));
    }
    const user = this.state.users.get(email);
    if (!user) return fail(refusalError({ code: 'no-such-user' }));
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(user, { [field]: value });
    }
    return ok({ modifiedCount: 1 });
  }

  list(): readonly User[] {
    return [...this.state.users.values()].map(copy);
  }

  makeAdmin(email: string): Outcome<{ modifiedCount: number }> {
    const target = checkEmail(email);
    if (!target.ok) return target;
    const user = this.state.users.get(target.value);
    if (!user) return fail(refusalError({ code: 'no-such-user' }));
    if (isAdmin(user)) return ok({ modifiedCount: 0 });
    user.role = 'admin';
    return ok({ modifiedCount: 1 });
  }

  private upsert(email: string, name: string): void {
    const user = this.state.users.get(email);
    // Never a role: sign-in only creates customers; an existing role stays as it is.
    if (!user) this.state.users.set(email, { _id: newId(), name, email });
    else if (name !== '') user.name = name;
  }
}
