// msw handlers of GET /tool and DELETE /tool/{id} for the page's stories and tests.
import { delay, http, HttpResponse } from 'msw';
import type { Tool } from '../../../domain/tool';
import { MOCK_API } from '../../http-api';
import { sampleTools } from '../catalogue-fixtures';

export { sampleTools };

const broken = () =>
  HttpResponse.json({ message: 'The store ran into a problem.' }, { status: 500 });

export const manageProductHandlers = {
  /** The catalogue; a delete removes the tool from the next list. */
  served: (initial: readonly Tool[] = sampleTools) => {
    let tools = [...initial];
    return [
      http.get(`${MOCK_API}/tool`, () => HttpResponse.json(tools)),
      http.delete(`${MOCK_API}/tool/:id`, ({ params }) => {
        const before = tools.length;
        tools = tools.filter((tool) => tool._id !== params.id);
        return HttpResponse.json({ deletedCount: before - tools.length });
      }),
    ];
  },
  loading: () => [http.get(`${MOCK_API}/tool`, () => delay('infinite'))],
  failingList: () => [http.get(`${MOCK_API}/tool`, broken)],
  failingDelete: () => [
    http.delete(`${MOCK_API}/tool/:id`, broken),
    ...manageProductHandlers.served(),
  ],
};
