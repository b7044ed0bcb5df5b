import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../ui/pages/home/home-page';

export const Route = createFileRoute('/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { ports } = Route.useRouteContext();
  return <HomePage catalogue={ports.api} />;
}
