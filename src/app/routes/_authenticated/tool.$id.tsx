import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../-placeholder-page';

export const Route = createFileRoute('/_authenticated/tool/$id')({
  component: () => <PlaceholderPage title="Tool details" />,
});
