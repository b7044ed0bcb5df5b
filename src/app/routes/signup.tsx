import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../../ui/pages/signup/signup-page';
import { AuthSearchSchema, withRedirect } from '../return-path';
import { useAuthPage } from './-auth-page';
import { loadSession } from './-load-session';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/signup')({
  head: () => pageHead('Sign Up'),
  validateSearch: AuthSearchSchema,
  beforeLoad: loadSession,
  component: SignupRoute,
});

function SignupRoute() {
  const { redirect } = Route.useSearch();
  const { sessionActor: session } = Route.useRouteContext();
  const { working, error } = useAuthPage(session, redirect);
  return (
    <SignupPage
      working={working}
      error={error}
      onSubmit={(form) => session.send({ type: 'SIGN_UP', ...form })}
      onGoogle={() => session.send({ type: 'SIGN_IN_WITH_GOOGLE' })}
      loginHref={withRedirect('/login', redirect)}
    />
  );
}
