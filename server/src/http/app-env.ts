// What the middleware hands to the handlers: the signed-in person, read fresh from the
// database on each request.
import type { User } from '../../../src/domain/user';

export interface Viewer {
  email: string;
  isAdmin: boolean;
  user: User;
}

export interface AppEnv {
  Variables: { viewer: Viewer };
}
