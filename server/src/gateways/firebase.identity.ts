// Verifies Firebase ID tokens of a real project: RS256 signatures against Google's keys.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { Clock } from '../auth/clock';
import { firebaseIssuer, identityFromClaims } from './firebase-claims';
import type { IdentityVerifier } from './identity-verifier.port';

const googleSecureTokenKeys = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);

export class FirebaseIdentityVerifier implements IdentityVerifier {
  constructor(
    private readonly projectId: string,
    private readonly clock: Clock,
    // jose caches the key set and refetches it when Google rotates its keys.
    private readonly keys: JWTVerifyGetKey = createRemoteJWKSet(googleSecureTokenKeys),
  ) {}

  async verify(idToken: string) {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: firebaseIssuer(this.projectId),
        audience: this.projectId,
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return identityFromClaims(payload, this.clock.now());
    } catch {
      return undefined;
    }
  }
}
