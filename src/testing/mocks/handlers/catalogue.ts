// msw handlers of the mocked API's catalogue reads: served, slow, empty or failing.
// A failure answers 500, which the HTTP adapter does not retry (it retries 502-504).
import { delay, http, HttpResponse } from 'msw';
import type { Review } from '../../../domain/review';
import type { Tool } from '../../../domain/tool';
import { MOCK_API } from '../../http-api';
import { sampleReviews, sampleTools } from '../catalogue-fixtures';

const down = () => HttpResponse.json({ message: 'Down' }, { status: 500 });

export const catalogueHandlers = {
  served: (tools: readonly Tool[] = sampleTools, reviews: readonly Review[] = sampleReviews) => [
    http.get(`${MOCK_API}/tool`, () => HttpResponse.json(tools)),
    http.get(`${MOCK_API}/review`, () => HttpResponse.json(reviews)),
  ],
  neverAnswering: () => [
    http.get(`${MOCK_API}/tool`, () => delay('infinite')),
    http.get(`${MOCK_API}/review`, () => delay('infinite')),
  ],
  failing: (options: { once?: boolean } = {}) => [
    http.get(`${MOCK_API}/tool`, () => down(), options),
    http.get(`${MOCK_API}/review`, () => down(), options),
  ],
  /** The first request of each list fails; the next ones (a retry) are served. */
  failingOnce: () => [...catalogueHandlers.failing({ once: true }), ...catalogueHandlers.served()],
};
