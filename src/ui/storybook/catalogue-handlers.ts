// msw handlers of the fake story API: the catalogue served, slow, empty or failing.
import { delay, http, HttpResponse } from 'msw';
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import { sampleReviews, sampleTools } from './catalogue-fixtures';
import { STORY_API } from './catalogue-over-fetch';

const down = () => HttpResponse.json({ message: 'Down' }, { status: 503 });

export const catalogueHandlers = {
  served: (tools: readonly Tool[] = sampleTools, reviews: readonly Review[] = sampleReviews) => [
    http.get(`${STORY_API}/tool`, () => HttpResponse.json(tools)),
    http.get(`${STORY_API}/review`, () => HttpResponse.json(reviews)),
  ],
  neverAnswering: () => [
    http.get(`${STORY_API}/tool`, () => delay('infinite')),
    http.get(`${STORY_API}/review`, () => delay('infinite')),
  ],
  failing: (options: { once?: boolean } = {}) => [
    http.get(`${STORY_API}/tool`, () => down(), options),
    http.get(`${STORY_API}/review`, () => down(), options),
  ],
  /** The first request of each list fails; the next ones (a retry) are served. */
  failingOnce: () => [...catalogueHandlers.failing({ once: true }), ...catalogueHandlers.served()],
};
