import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../-placeholder-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/users')({
  component: () => <PlaceholderPage title="Make Admin" />,
});
