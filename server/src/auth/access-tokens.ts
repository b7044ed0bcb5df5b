// The API's own access token: a short JWT naming the user by e-mail and by the identity
// provider's id it was issued for. It carries no role: the role is read from the database
// on every request, so changes apply at once.
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

const issuer = 'paint-store-api';
const audience = 'paint-store-web';

export interface AccessTokenSubject {
  email: string;
  /** The sign-in it was issued for: a token of an earlier binding of the e-mail is void. */
  uid: string;
  emailVerified: boolean;
}

export interface AccessTokens {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** Whom the token was issued for, or undefined if it is forged, expired or malformed. */
  verify(token: string): Promise<AccessTokenSubject | undefined>;
}

export function createAccessTokens(
  secret: Uint8Array,
  clock: Clock,
  ttlSeconds = 12 * 60 * 60,
): AccessTokens {
  if (secret.length < 32) throw new Error('The access-token secret needs at least 32 bytes');
  return {
    issue({ email, uid, emailVerified }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ email, uid, email_verified: emailVerified })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(email)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'sub', 'uid'],
        });
        const { sub, uid } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof uid !== 'string' || uid === '') return;
        return { email: sub, uid, emailVerified: payload['email_verified'] === true };
      } catch {
        return undefined;
      }
    },
  };
}
