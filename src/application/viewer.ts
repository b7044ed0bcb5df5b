// Who is asking: the signed-in person as the API's access check saw them on this request.
import type { Role } from '../domain/staff-role';

export interface Viewer {
  readonly email: string;
  /** The name on the account, when it has one (empty otherwise). */
  readonly name?: string | undefined;
  /**
   * Admin rights in force on this call: the stored admin role (in production with a verified
   * e-mail), or a staff role the call admits (`staff` in its declaration, viewerForCall).
   */
  readonly isAdmin: boolean;
  /** The stored role in force (none for a customer, or a staff member whose e-mail waits). */
  readonly role?: Role | undefined;
  /** An admin by role whose rights wait for a verified e-mail (production only). */
  readonly adminNeedsVerifiedEmail: boolean;
}
