// What the login and sign-up pages share: the identity provider is loaded as the page
// opens, and once the person is signed in they go back where they were going.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SessionActor } from '../../machines/session.actors';
import { selectError, selectWorking } from '../../machines/session.selectors';
import { describeSignInProblem } from '../../ui/errors/describe-error';
import { returnPath } from '../return-path';

export function useAuthPage(session: SessionActor, redirect: string | undefined) {
  const navigate = useNavigate();
  const signedIn = useSelector(session, (state) => state.matches('signedIn'));
  const working = useSelector(session, selectWorking);
  const problem = useSelector(session, selectError);

  useEffect(() => {
    session.send({ type: 'AUTH_NEEDED' });
  }, [session]);

  useEffect(() => {
    if (signedIn) void navigate({ href: returnPath(redirect), replace: true });
  }, [signedIn, navigate, redirect]);

  return { working, error: problem && describeSignInProblem(problem) };
}
