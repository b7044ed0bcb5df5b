// What the middleware hands to the handlers: the signed-in person, read fresh from the
// database on each request.
import type { User } from '../../../src/domain/user';

export interface Viewer {
  email: string;
  /** Admin rights in force now: the stored role, and in production a verified e-mail. */
  isAdmin: boolean;
  /** An admin by role whose rights wait for a verified e-mail (production only). */
  adminNeedsVerifiedEmail: boolean;
  user: User;
}

export interface AppEnv {
  Variables: { viewer: Viewer };
}
