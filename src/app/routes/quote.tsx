import { createFileRoute } from '@tanstack/react-router';
import { QuotePage } from '../../ui/pages/quote/quote-page';

export const Route = createFileRoute('/quote')({
  component: () => <QuotePage />,
});
