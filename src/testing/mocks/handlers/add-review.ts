// msw handlers of POST /review for the page's stories and tests.
import { delay, http, HttpResponse } from 'msw';
import { MOCK_API } from '../../http-api';

export const addReviewHandlers = {
  accepting: () => [
    http.post(`${MOCK_API}/review`, () =>
      HttpResponse.json({ insertedId: 'review-new' }, { status: 201 }),
    ),
  ],
  slow: () => [http.post(`${MOCK_API}/review`, () => delay('infinite'))],
  failing: () => [
    http.post(`${MOCK_API}/review`, () =>
      HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 }),
    ),
  ],
};
