// Where the login and sign-up pages send a person back to: only a path on this site
// (site-path.ts). A full URL or a protocol-relative "//host" could carry a person off to
// another site after they typed their password.
import * as v from 'valibot';
import { isSameSitePath } from '../domain/site-path';

const BASE = 'https://this.site.invalid';

const AUTH_PAGES = ['/login', '/signup'];

/** The page to return to after signing in: the remembered one when safe, else home. */
export function returnPath(redirect: string | undefined): string {
  if (redirect === undefined || !isSameSitePath(redirect)) return '/';
  const { pathname } = new URL(redirect, BASE);
  return AUTH_PAGES.includes(pathname) ? '/' : redirect;
}

/** `/login` or `/signup` carrying the remembered page on, so a switch between them keeps it. */
export function withRedirect(page: string, redirect: string | undefined): string {
  return redirect === undefined ? page : `${page}?${new URLSearchParams({ redirect })}`;
}

/** The search of /login and /signup: `redirect` is kept only when it is a same-site path. */
export const AuthSearchSchema = v.object({
  redirect: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.check((path: string) => isSameSitePath(path)),
      ),
    ),
    undefined,
  ),
});
