// The login and sign-up routes' beforeLoad: the session, loaded, for the page to use. Kept
// apart from the pages' hook, since route options are in the first bundle and pages are not.
import type { RouterContext } from '../router-context';

export async function loadSession({ context }: { context: RouterContext }) {
  return { sessionActor: await context.session.load() };
}
