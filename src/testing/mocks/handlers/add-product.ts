// msw handlers of POST /tool for the page's stories and tests.
import { delay, http, HttpResponse } from 'msw';
import { MOCK_API } from '../../http-api';

export const addProductHandlers = {
  accepting: () => [
    http.post(`${MOCK_API}/tool`, () =>
      HttpResponse.json({ insertedId: 'tool-new' }, { status: 201 }),
    ),
  ],
  slow: () => [http.post(`${MOCK_API}/tool`, () => delay('infinite'))],
  failing: () => [
    http.post(`${MOCK_API}/tool`, () =>
      HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 }),
    ),
  ],
};

/** What an admin types for a complete, valid tool. */
export const sampleNewTool = {
  name: 'EdgeMaster Trim Guard',
  minQty: '10',
  availableQty: '400',
  price: '7',
  img: 'https://images.paintco.test/trim-guard.webp',
  description: 'A 12-inch steel shield that keeps paint off carpets and glass while cutting in.',
} as const;
