import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { ProfilePage } from '../../../../ui/pages/profile/profile-page';
import { TradeAccountSection } from '../../../../ui/pages/profile/trade-account-section';
import { useUnloadedView, useReload } from '../../-load-states';
import { pageHead } from '../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/')({
  head: () => pageHead('My Profile'),
  loader: async ({ context: { ports, machines, user } }) => {
    const [profile, update, company, applications] = await Promise.all([
      valueOf(ports.api.getProfile(user.email)),
      machines.updateProfile(),
      ports.api.getMyCompany(),
      ports.api.listMyApplications(),
    ]);
    // The trade account is a part of the page: without it the profile still shows.
    const trade = {
      company: company.ok ? (company.value ?? undefined) : undefined,
      applications: applications.ok ? applications.value : [],
    };
    return { user: profile, update, trade };
  },
  // Written out rather than spread from a helper: the code splitter moves only the
  // properties it sees, and the page must stay out of the app's first chunk.
  pendingComponent: ProfileNotLoaded,
  pendingMs: 0,
  errorComponent: ProfileNotLoaded,
  component: ProfileRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function ProfileNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ProfilePage view={useUnloadedView(props)} />;
}

function ProfileRoute() {
  const { ports, session } = Route.useRouteContext();
  const reload = useReload();

  // The identity provider keeps the name the navbar greets with: rename it there too, and
  // hand the renamed user to the session so the greeting changes at once.
  const renameInGreeting = async (name: string) => {
    const auth = await ports.loadAuth();
    const renamed = await auth.updateDisplayName(name);
    if (renamed.ok) session.current()?.send({ type: 'AUTH_USER', user: renamed.value });
  };

  const { trade, ...profile } = Route.useLoaderData();
  return (
    <>
      <ProfilePage
        view={loaded(profile)}
        onNameSaved={(name) => void renameInGreeting(name).catch(() => undefined)}
        onSaved={reload}
      />
      <TradeAccountSection
        {...trade}
        onApply={(application) => ports.api.applyForTradeAccount(application)}
        onApplied={reload}
      />
    </>
  );
}
