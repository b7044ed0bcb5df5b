// `PUT /user/{email}`: the identity provider's ID token, proving `email`, for the API's
// access token. It proves who signs in, never a role: a first sign-in makes a customer.
import { ok, fail, type Result } from '../../domain/result';
import type { UserUpsertInput } from '../../domain/user';
import type { AccessTokenIssuer, IdentityCheck, UserAccounts } from '../ports/user-accounts.port';
import type { Refusal } from '../refusals';

export interface SignInDeps {
  readonly users: UserAccounts;
  readonly identity: IdentityCheck;
  readonly accessTokens: AccessTokenIssuer;
}

export async function exchangeSignIn(
  deps: SignInDeps,
  email: string,
  idToken: string | undefined,
  profile: UserUpsertInput,
): Promise<Result<{ token: string }, Refusal>> {
  if (!idToken) return fail({ code: 'id-token-missing' });
  const identity = await deps.identity.verify(idToken);
  if (!identity) return fail({ code: 'sign-in-unverified' });
  if (identity.email !== email) return fail({ code: 'sign-in-of-another-email' });
  if (profile.email !== undefined && profile.email.toLowerCase() !== email) {
    return fail({ code: 'body-email-mismatch' });
  }
  const signedIn = await deps.users.upsertSignedIn({
    email,
    name: profile.name || identity.name,
    authUid: identity.uid,
    emailVerified: identity.emailVerified,
  });
  if (!signedIn.ok) return fail({ code: 'bound-to-another-sign-in' });
  const { uid, emailVerified } = identity;
  return ok({ token: await deps.accessTokens.issue({ email, uid, emailVerified }) });
}
