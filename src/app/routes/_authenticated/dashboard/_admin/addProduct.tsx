import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../-placeholder-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/addProduct')({
  component: () => <PlaceholderPage title="Add Product" />,
});
