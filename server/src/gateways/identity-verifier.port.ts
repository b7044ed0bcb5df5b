// Proof of who is signing in: the identity provider's ID token, checked by the server.
export interface VerifiedIdentity {
  /** Lower-cased, as the users table keeps it. */
  email: string;
  name: string;
  /** The provider's own id for this person (Firebase uid), which never changes. */
  uid: string;
  /** Whether the provider has checked that this person receives mail at `email`. */
  emailVerified: boolean;
}

export interface IdentityVerifier {
  /** The identity the token proves, or undefined when it proves nothing. */
  verify(idToken: string): Promise<VerifiedIdentity | undefined>;
}
