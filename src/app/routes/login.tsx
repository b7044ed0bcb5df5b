import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../ui/pages/login/login-page';
import { AuthSearchSchema, withRedirect } from '../return-path';
import { useAuthPage } from './-auth-page';
import { loadSession } from './-load-session';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/login')({
  head: () => pageHead('Login'),
  validateSearch: AuthSearchSchema,
  beforeLoad: loadSession,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { sessionActor: session } = Route.useRouteContext();
  const { working, error } = useAuthPage(session, redirect);
  return (
    <LoginPage
      working={working}
      error={error}
      onSubmit={(form) => session.send({ type: 'SIGN_IN', ...form })}
      onGoogle={() => session.send({ type: 'SIGN_IN_WITH_GOOGLE' })}
      signupHref={withRedirect('/signup', redirect)}
    />
  );
}
