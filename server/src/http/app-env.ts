// What the middleware hands to the handlers: the signed-in person, read fresh from the
// database on each request.
import type { Viewer as ApplicationViewer } from '../../../src/application/viewer';
import type { User } from '../../../src/domain/user';

export interface Viewer extends ApplicationViewer {
  user: User;
}

export interface AppEnv {
  Variables: { viewer: Viewer };
}
