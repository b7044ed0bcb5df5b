// The Make Admin page's API (GET /users, PUT /user/admin/{email}), answered by the in-memory
// store: the seed's admin (signed in) and customer, and one person with a very long name.
import { http, HttpResponse } from 'msw';
import type { User } from '../../../domain/user';
import { DEMO_ACCOUNTS } from '../../../seed/demo-store';
import { MOCK_API } from '../../http-api';
import { worldApi, type CallFault } from './world-api';

const longNamed = {
  email: 'maximiliana.bartholomew-featherstonehaugh@paintco-supplies.test',
  password: 'long-name-pass-1',
  name: 'Maximiliana Bartholomew-Featherstonehaugh',
};

const accounts = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customer, longNamed];

/** The people the list shows, in the order the store keeps them. */
export const sampleUsers: readonly Pick<User, 'email' | 'name'>[] = accounts;

const asAdmin = (faults: Partial<Record<'listUsers' | 'makeAdmin', CallFault>> = {}) =>
  worldApi({ signedInAs: 'admin', seed: { accounts }, faults }).handlers;

export const usersHandlers = {
  /** The users; Make Admin promotes one, and the next list shows it. */
  served: () => asAdmin(),
  loading: () => asAdmin({ listUsers: 'never' }),
  failingList: () => asAdmin({ listUsers: 'server' }),
  /** The list loads, but the API no longer takes this person for an admin. */
  forbidden: () => asAdmin({ makeAdmin: 'forbidden' }),
  /** The list loads; the promotion fails on the server, or never answers. */
  failingPromotion: () => asAdmin({ makeAdmin: 'server' }),
  slowPromotion: () => asAdmin({ makeAdmin: 'never' }),
  /**
   * No users at all: a state for the design only, since the admin who asks is a user
   * themself, so the store cannot be seeded into it.
   */
  empty: () => [http.get(`${MOCK_API}/users`, () => HttpResponse.json([])), ...asAdmin()],
};
