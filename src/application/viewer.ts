// Who is asking: the signed-in person as the API's access check saw them on this request.
export interface Viewer {
  readonly email: string;
  /** The name on the account, when it has one (empty otherwise). */
  readonly name?: string | undefined;
  /** Admin rights in force now: the stored role, and in production a verified e-mail. */
  readonly isAdmin: boolean;
  /** An admin by role whose rights wait for a verified e-mail (production only). */
  readonly adminNeedsVerifiedEmail: boolean;
}
