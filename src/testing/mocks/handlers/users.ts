// The Make Admin page's API (GET /users, PUT /user/admin/{email}), answered by the in-memory
// store: the seed's admin (signed in) and customer, and one person with a very long name.
import type { User } from '../../../domain/user';
import { DEMO_ACCOUNTS } from '../../../seed/demo-store';
import { createMemoryWorld } from '../../memory-world';
import { worldApi, type CallFault } from './world-api';

const longNamed = {
  email: 'maximiliana.bartholomew-featherstonehaugh@paintco-supplies.test',
  password: 'long-name-pass-1',
  name: 'Maximiliana Bartholomew-Featherstonehaugh',
};

const accounts = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customer, longNamed];

/** The people the list shows, in the order the store keeps them. */
export const sampleUsers: readonly Pick<User, 'email' | 'name'>[] = accounts;

/** The seed of the Make Admin page: its people, as the store's users. */
export const usersSeed = { accounts };

/** Those people as `GET /users` lists them, for a page given its loaded rows. */
export const sampleUserRows: readonly User[] = [
  ...createMemoryWorld(usersSeed).state.users.values(),
];

const asAdmin = (faults: Partial<Record<'listUsers' | 'makeAdmin', CallFault>> = {}) =>
  worldApi({ signedInAs: 'admin', seed: { accounts }, faults }).handlers;

export const usersHandlers = {
  served: () => asAdmin(),
  forbidden: () => asAdmin({ makeAdmin: 'forbidden' }),
};

/** More people than a page holds: the admin, the customer and 43 painters (3 pages of 20). */
export const manyUsersSeed = {
  accounts: [
    DEMO_ACCOUNTS.admin,
    DEMO_ACCOUNTS.customer,
    ...Array.from({ length: 43 }, (_, i) => ({
      email: `painter-${String(i + 1).padStart(2, '0')}@paintco.test`,
      password: 'painter-pass-1',
      name: `Painter ${i + 1}`,
    })),
  ],
};
