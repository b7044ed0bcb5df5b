import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { valueOf } from '../../../ports/port-refusal';
import { loaded } from '../../../ui/data/load-view';
import { ToolDetailPage } from '../../../ui/pages/tool-detail/tool-detail-page';
import { loadStates } from '../-load-states';

export const Route = createFileRoute('/_authenticated/tool/$id')({
  // An unknown id is refused: the error face says the tool was not found.
  loader: async ({ context: { ports, machines, user }, params }) => {
    const [tool, checkout] = await Promise.all([
      valueOf(ports.api.getTool(params.id)),
      machines.checkout(),
    ]);
    return { tool, checkout, customer: { name: user.name, email: user.email } };
  },
  ...loadStates((view) => <ToolDetailPage view={view} />),
  component: ToolRoute,
});

function ToolRoute() {
  const navigate = Route.useNavigate();
  const onPlaced = useCallback(() => void navigate({ to: '/dashboard/myOrders' }), [navigate]);
  return <ToolDetailPage view={loaded(Route.useLoaderData())} onPlaced={onPlaced} />;
}
