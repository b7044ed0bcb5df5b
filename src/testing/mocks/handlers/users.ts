// msw handlers of GET /users and PUT /user/admin/{email} for the page's stories and tests.
import { delay, http, HttpResponse } from 'msw';
import type { User } from '../../../domain/user';
import { MOCK_API } from '../../http-api';

export const sampleUsers: readonly User[] = [
  { _id: 'u-admin', name: 'Avery Admin', email: 'admin@paintco.test', role: 'admin' },
  { _id: 'u-casey', name: 'Casey Customer', email: 'casey@paintco.test' },
  {
    _id: 'u-long',
    name: 'Maximiliana Bartholomew-Featherstonehaugh',
    email: 'maximiliana.bartholomew-featherstonehaugh@paintco-supplies.test',
  },
];

const broken = () =>
  HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 });

export const usersHandlers = {
  /** The users; Make Admin promotes one, and the next list shows it. */
  served: (initial: readonly User[] = sampleUsers) => {
    let users = initial.map((user) => ({ ...user }));
    return [
      http.get(`${MOCK_API}/users`, () => HttpResponse.json(users)),
      http.put(`${MOCK_API}/user/admin/:email`, ({ params }) => {
        users = users.map((user) =>
          user.email === params.email ? { ...user, role: 'admin' as const } : user,
        );
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    ];
  },
  loading: () => [http.get(`${MOCK_API}/users`, () => delay('infinite'))],
  failingList: () => [http.get(`${MOCK_API}/users`, broken)],
  /** The list loads, but the API no longer takes this person for an admin. */
  forbidden: () => [
    http.put(`${MOCK_API}/user/admin/:email`, () =>
      HttpResponse.json({ message: 'Only an admin can do that.' }, { status: 403 }),
    ),
    ...usersHandlers.served(),
  ],
};
