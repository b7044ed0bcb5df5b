import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ToolDetailPage } from '../../../ui/pages/tool-detail/tool-detail-page';
import { ToolUnavailable } from '../../../ui/pages/tool-detail/tool-unavailable';

export const Route = createFileRoute('/_authenticated/tool/$id')({
  // A refusal is a value: an unknown id shows a not-found message, not the error page.
  loader: ({ context, params }) => context.ports.api.getTool(params.id),
  component: ToolRoute,
});

function ToolRoute() {
  const tool = Route.useLoaderData();
  const { ports, user } = Route.useRouteContext();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const onPlaced = useCallback(() => void navigate({ to: '/dashboard/myOrders' }), [navigate]);

  if (!tool.ok) {
    return <ToolUnavailable error={tool.error} onRetry={() => void router.invalidate()} />;
  }
  return (
    <ToolDetailPage
      tool={tool.value}
      customer={{ name: user.name, email: user.email }}
      api={ports.api}
      onPlaced={onPlaced}
    />
  );
}
