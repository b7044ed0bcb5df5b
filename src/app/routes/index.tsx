import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../ui/pages/home/home-page';

export const Route = createFileRoute('/')({
  component: HomeRoute,
  // The home page's first screen ships with the app itself rather than as a lazy chunk:
  // one round trip less before the first paint (its lists are a lazy chunk of their own).
  codeSplitGroupings: [['errorComponent'], ['notFoundComponent']],
});

function HomeRoute() {
  const { ports } = Route.useRouteContext();
  return <HomePage catalogue={ports.api} />;
}
