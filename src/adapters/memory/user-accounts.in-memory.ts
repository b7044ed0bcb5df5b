// The accounts of the in-memory API over its state's users (by lower-case e-mail), and the
// sign-in services of its world: the fake identity provider's ID tokens, and access tokens
// the world looks up rather than reads back.
import { matchesSearch, pageOf, type Page, type PageQuery } from '../../domain/page';
import { leavesNoAdmin, type Role } from '../../domain/staff-role';
import { isAdmin, type User } from '../../domain/user';
import type {
  AccessTokenIssuer,
  IdentityCheck,
  ProfileFields,
  RoleSet,
  SignInResult,
  SignedInUser,
  UserAccounts,
} from '../../application/ports/user-accounts.port';
import { copy } from './api-input';
import { memoryAccessToken } from './memory-access-token';
import { accountOfIdToken, newId, normaliseEmail, type MemoryState } from './memory-state';

export class UserAccountsInMemory implements UserAccounts {
  constructor(private readonly state: MemoryState) {}

  async upsertSignedIn({ email, name }: SignedInUser): Promise<SignInResult> {
    const user = this.state.users.get(email);
    // Never a role: sign-in only creates customers; an existing role stays as it is.
    if (!user) this.state.users.set(email, { _id: newId(), name, email });
    else if (name !== '') user.name = name;
    return { ok: true, user: copy(this.state.users.get(email) as User) };
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const user = this.state.users.get(email);
    return user && copy(user);
  }

  async list(): Promise<readonly User[]> {
    return [...this.state.users.values()].map(copy);
  }

  async findPage(query: PageQuery): Promise<Page<User>> {
    const found = (await this.list()).filter((u) => matchesSearch(query.q, [u.email, u.name]));
    // Newest first, as the API lists them: the Map keeps them oldest first.
    return pageOf(found.reverse(), query);
  }

  async updateProfile(email: string, profile: ProfileFields): Promise<number> {
    const user = this.state.users.get(email);
    if (!user) return 0;
    for (const [field, value] of Object.entries(profile)) {
      if (value !== undefined) Object.assign(user, { [field]: value });
    }
    return 1;
  }

  async setRole(email: string, role: Role | undefined): Promise<RoleSet> {
    const user = this.state.users.get(email);
    if (!user) return 'no-such-user';
    if (user.role === role) return 'unchanged';
    const admins = [...this.state.users.values()].filter(isAdmin).length;
    if (leavesNoAdmin(admins, user.role, role ?? 'customer')) return 'last-admin';
    if (role === undefined) delete user.role;
    else user.role = role;
    return 'changed';
  }

  async promoteToAdmin(email: string): Promise<number> {
    const user = this.state.users.get(email);
    if (!user || isAdmin(user)) return 0;
    user.role = 'admin';
    return 1;
  }
}

/** The fake identity provider's word on an ID token: its sign-ins need no verified e-mail. */
export const identityInMemory = (state: MemoryState): IdentityCheck => ({
  verify: async (idToken) => {
    const account = accountOfIdToken(state, idToken);
    if (!account) return undefined;
    const { uid, displayName } = account;
    return {
      email: normaliseEmail(account.email),
      name: displayName ?? '',
      uid,
      emailVerified: true,
    };
  },
});

export const accessTokensInMemory = (state: MemoryState): AccessTokenIssuer => ({
  issue: async ({ email, uid }) => {
    const token = memoryAccessToken(email, uid, state.now());
    state.accessTokens.set(token, email);
    return token;
  },
});
