import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { QuoteRequest } from '../../domain/quote-request';
import { QuotePage } from '../../ui/pages/quote/quote-page';
import { pageHead } from '../page-head';

export const Route = createFileRoute('/quote')({
  head: () =>
    pageHead(
      'Get a quote',
      'Ask PaintCo for a quote on paint tools in bulk: tell us what you need and we answer within a day.',
    ),
  component: QuoteRoute,
});

function QuoteRoute() {
  const { ports } = Route.useRouteContext();
  const send = useCallback((request: QuoteRequest) => ports.api.requestQuote(request), [ports]);
  const loadTools = useCallback(() => ports.api.listTools(), [ports]);
  return <QuotePage send={send} loadTools={loadTools} />;
}
