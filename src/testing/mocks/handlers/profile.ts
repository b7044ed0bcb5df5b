// The Profile page's API (GET /user, PATCH /user/{email}), answered by the in-memory store
// with the seed's customer signed in: saves change what the next GET returns, and only the
// person themself may read or change their profile, as on the API.
import type { User } from '../../../domain/user';
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

/** The store's accounts with `customer` as the seed's customer (same e-mail and password). */
export const withCustomer = (customer: DemoAccount) => ({
  accounts: [DEMO_ACCOUNTS.admin, customer],
});

const asCustomer = (
  faults: Partial<Record<'updateProfile', CallFault>> = {},
  customer: DemoAccount = sampleProfile,
) => worldApi({ signedInAs: 'customer', seed: withCustomer(customer), faults }).handlers;

export const profileHandlers = {
  /** A working profile; `customer` replaces the seed's (same e-mail and password). */
  served: (customer: DemoAccount = sampleProfile) => asCustomer({}, customer),
  failingSave: () => asCustomer({ updateProfile: 'server' }),
};

/** The account as GET /user/{email} answers it (what the route's loader hands the page). */
export const profileUser = ({ password: _password, ...profile }: DemoAccount): User => ({
  _id: `user-${profile.email}`,
  ...profile,
});
