import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SessionActor } from '../../machines/session.actors';
import { QuotePage, type QuoteSender } from '../../ui/pages/quote/quote-page';
import { pageHead } from '../page-head';
import { RESTORING, useSessionUser } from './-session-user';

export const Route = createFileRoute('/quote')({
  head: () =>
    pageHead(
      'Get a quote',
      'Ask PaintCo for a quote on paint tools in bulk: tell us what you need and we answer within a day.',
    ),
  loader: ({ context: { machines } }) => machines.requestQuote(),
  component: QuoteRoute,
});

const noSessionAtBuild = (): SessionActor | undefined => undefined;

function QuoteRoute() {
  const { ports, session: loader } = Route.useRouteContext();
  const machine = Route.useLoaderData();
  const loadTools = useCallback(() => ports.api.listTools(), [ports]);
  // The page is prerendered for visitors; a signed-in sender's name and e-mail fill in as
  // soon as the session knows them (the API takes both from the account anyway).
  const session = useSyncExternalStore(loader.onLoaded, loader.current, noSessionAtBuild);
  const user = useSessionUser(session, ports.tokens.get() !== null);
  const sender = useMemo((): QuoteSender | undefined => {
    if (user === null || user === RESTORING) return undefined;
    return { name: user.name, email: user.email, hasMyQuotes: user.role !== 'admin' };
  }, [user]);
  return <QuotePage machine={machine} loadTools={loadTools} sender={sender} />;
}
