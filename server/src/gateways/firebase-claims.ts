// The claims every Firebase ID token must carry, signed or (emulator) not.
import type { JWTPayload } from 'jose';
import type { VerifiedIdentity } from './identity-verifier.port';

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** iss, aud and exp are checked by jose; these are the checks Firebase adds on top. */
export function identityFromClaims(claims: JWTPayload, now: Date): VerifiedIdentity | undefined {
  const nowSeconds = now.getTime() / 1000;
  if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128) return;
  if (typeof claims.auth_time !== 'number' || claims.auth_time > nowSeconds + 60) return;
  if (typeof claims.email !== 'string' || claims.email === '') return;
  const name = typeof claims.name === 'string' ? claims.name : '';
  return {
    email: claims.email.trim().toLowerCase(),
    name,
    uid: claims.sub,
    emailVerified: claims['email_verified'] === true,
  };
}
