// Every call of the API port has an msw handler: stories and page tests can make any call
// the app makes against the in-memory world, and a call added to the table without one
// fails here.
import { describe, expect, it } from 'vitest';
import { API_CALL_GROUPS } from '../../../ports/calls/api-calls';
import type { AnyCall } from '../../../ports/calls/call';
import { MOCK_API } from '../../http-api';
import { worldApi } from './world-api';

// Not the ApiPort's: the API's own pages and files, Stripe's webhook, and the local card
// confirm (PaymentPort's, whose fake is PaymentInMemory, not HTTP).
const NOT_THE_API_PORTS = new Set(['receiveStripeEvent', 'confirmLocalCard']);

describe('the mocked API', () => {
  it('has a handler for every call of the API port in the call table', () => {
    const { site: _pages, ...groups } = API_CALL_GROUPS;
    const declared = Object.values(groups)
      .flatMap((group) => Object.entries(group as Record<string, AnyCall>))
      .filter(([name]) => !NOT_THE_API_PORTS.has(name))
      .map(([, c]) => `${c.method.toUpperCase()} ${c.path}`);
    const handled = worldApi().handlers.map(
      ({ info }) => `${String(info.method)} ${String(info.path).replace(MOCK_API, '')}`,
    );
    expect([...new Set(declared)].filter((route) => !handled.includes(route))).toEqual([]);
  });
});
