import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-placeholder-page';

export const Route = createFileRoute('/_authenticated/dashboard/payment/$id')({
  component: () => <PlaceholderPage title="Payment" />,
});
