// The Profile page's API (GET /user, PATCH /user/{email}), answered by the in-memory store
// with the seed's customer signed in: saves change what the next GET returns, and only the
// person themself may read or change their profile, as on the API.
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../seed/demo-store';
import { worldApi, type CallFault } from './world-api';

/** The customer's profile as the seed has it: every field filled in. */
export const sampleProfile = DEMO_ACCOUNTS.customer;

/** The same customer, signed up a moment ago: a name and nothing else. */
export const newcomerProfile: DemoAccount = {
  email: sampleProfile.email,
  password: sampleProfile.password,
  name: 'Nova New',
};

const asCustomer = (
  faults: Partial<Record<'getProfile' | 'updateProfile', CallFault>> = {},
  customer: DemoAccount = sampleProfile,
) =>
  worldApi({ signedInAs: 'customer', seed: { accounts: [DEMO_ACCOUNTS.admin, customer] }, faults })
    .handlers;

export const profileHandlers = {
  /** A working profile; `customer` replaces the seed's (same e-mail and password). */
  served: (customer: DemoAccount = sampleProfile) => asCustomer({}, customer),
  loading: () => asCustomer({ getProfile: 'never' }),
  failingLoad: () => asCustomer({ getProfile: 'server' }),
  failingSave: () => asCustomer({ updateProfile: 'server' }),
};
