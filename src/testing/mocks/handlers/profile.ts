// msw handlers of the profile calls, shared by the page's stories and tests: a small user
// record that GET /user reads and PATCH /user/{email} changes, or a failing API.
import { delay, http, HttpResponse } from 'msw';
import type { User } from '../../../domain/user';
import { MOCK_API } from '../../http-api';

export const sampleProfile: User = {
  _id: 'user-casey',
  name: 'Casey Customer',
  email: 'casey@paintco.test',
  education: 'Columbus State Community College',
  location: 'Columbus, Ohio',
  phone: '+1 614 555 0142',
  linkedin: 'https://www.linkedin.com/in/casey-customer',
};

const broken = () =>
  HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 });

export const profileHandlers = {
  /** A working profile: saves change what the next GET returns. */
  served: (initial: User = sampleProfile) => {
    let user = { ...initial };
    return [
      http.get(`${MOCK_API}/user`, ({ request }) => {
        const email = new URL(request.url).searchParams.get('email');
        return email === user.email
          ? HttpResponse.json(user)
          : HttpResponse.json(
              { message: 'There is no user with that e-mail address.' },
              { status: 404 },
            );
      }),
      http.patch(`${MOCK_API}/user/:email`, async ({ request }) => {
        const body = (await request.json()) as Partial<User>;
        user = { ...user, ...body };
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    ];
  },
  loading: () => [http.get(`${MOCK_API}/user`, () => delay('infinite'))],
  failingLoad: () => [http.get(`${MOCK_API}/user`, broken)],
  failingSave: (initial: User = sampleProfile) => [
    http.patch(`${MOCK_API}/user/:email`, broken),
    ...profileHandlers.served(initial),
  ],
};
