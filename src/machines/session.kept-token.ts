// What the kept access token allows on arrival, read from its claims and the holder kept
// beside it: sign in at once as its holder, renew it once the identity provider knows the
// person, or restore as before (through the identity provider, then the API's word).
import { isUsableUntil, readAccessTokenClaims } from '../domain/access-token-claims';
import type { AuthUser } from '../ports/auth.port';
import type { TokenStore } from '../ports/token-store.port';
import type { SessionInput } from './session.machine';

/**
 * A token with less left than this is renewed rather than restored from: the identity
 * provider would not be asked again during the visit, and the API would end it with a 401.
 */
export const KEPT_TOKEN_MIN_LIFE_MS = 60 * 60 * 1000;

/** `tokens`: only read (the inline bootstrap asks the same of local storage directly). */
export function sessionInputOf(
  tokens: Pick<TokenStore, 'get' | 'holder'>,
  now: Date,
): SessionInput {
  const token = tokens.get();
  if (token === null) return { hasStoredToken: false };
  const claims = readAccessTokenClaims(token);
  // Unreadable: the API decides (a refusal gets a new token, as ever).
  if (claims === null) return { hasStoredToken: true };
  if (!isUsableUntil(claims, now, KEPT_TOKEN_MIN_LIFE_MS)) {
    return { hasStoredToken: true, keptTokenExpiring: true };
  }
  const holder = tokens.holder();
  // Kept by an older version, or another tab's: the identity provider says who it is.
  // (The API keeps e-mails lower-cased; the provider's may not be.)
  if (holder === null || holder.email.toLowerCase() !== claims.email.toLowerCase()) {
    return { hasStoredToken: true };
  }
  const restoreAs: AuthUser = { uid: claims.uid, email: claims.email, displayName: holder.name };
  return { hasStoredToken: true, restoreAs };
}
