// What the API's access token says about its holder, read without checking its signature:
// the browser only uses it to restore a returning person's session without waiting for the
// identity provider. The API checks the signature on every call, so a forged or edited
// token gets a 401 there, which ends the session like any refused token.

export interface AccessTokenClaims {
  /** The holder's e-mail (the token's `sub`). */
  readonly email: string;
  /** The identity provider's id of the sign-in it was issued for. */
  readonly uid: string;
  /** When the API stops accepting it (the token's `exp`). */
  readonly expiresAt: Date;
}

/** The claims of a well-formed access token (a JWT), or null for anything else. */
export function readAccessTokenClaims(token: string): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  let payload: unknown;
  try {
    // Stryker disable next-line StringLiteral: a token of three parts always has a second
    payload = jsonOfBase64Url(parts[1] ?? '');
    // Stryker disable next-line BlockStatement: an undefined payload is refused below as well
  } catch {
    // Not base64url, not UTF-8 or not JSON.
    return null;
  }
  return claimsOf(payload);
}

function claimsOf(payload: unknown): AccessTokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, uid, exp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '' || typeof uid !== 'string' || uid === '') return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { email: sub, uid, expiresAt: new Date(exp * 1000) };
}

/**
 * Whether the claims are good for at least `margin` ms more at `now`: a token about to
 * expire would be refused in the middle of the visit.
 */
export const isUsableUntil = (claims: AccessTokenClaims, now: Date, marginMs: number): boolean =>
  claims.expiresAt.getTime() - now.getTime() > marginMs;

/** The JSON a base64url part holds; throws when it holds none. */
function jsonOfBase64Url(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  // atob reads base64 without its "=" padding, which base64url leaves out.
  const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}
