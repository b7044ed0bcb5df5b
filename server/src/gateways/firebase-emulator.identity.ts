// Accepts the Auth emulator's unsigned ID tokens. Anyone can write such a token, so this
// verifier is only built for local use (config.ts refuses it elsewhere).
import { UnsecuredJWT } from 'jose';
import type { Clock } from '../auth/clock';
import { firebaseIssuer, identityFromClaims } from './firebase-claims';
import type { IdentityVerifier } from './identity-verifier.port';

export class FirebaseEmulatorIdentityVerifier implements IdentityVerifier {
  constructor(
    private readonly projectId: string,
    private readonly clock: Clock,
  ) {}

  async verify(idToken: string) {
    try {
      const { payload } = UnsecuredJWT.decode(idToken, {
        issuer: firebaseIssuer(this.projectId),
        audience: this.projectId,
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'sub'],
      });
      return identityFromClaims(payload, this.clock.now());
    } catch {
      return undefined;
    }
  }
}
