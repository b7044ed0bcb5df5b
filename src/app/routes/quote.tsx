import { createFileRoute } from '@tanstack/react-router';
import { QuotePage } from '../../ui/pages/quote/quote-page';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/quote')({
  head: () =>
    pageHead(
      'Get a quote',
      'Ask PaintCo for a quote on paint tools in bulk: tell us what you need and we answer within a day.',
    ),
  component: () => <QuotePage />,
});
