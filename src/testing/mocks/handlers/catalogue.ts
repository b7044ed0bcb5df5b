// The catalogue reads of the home page (GET /tool, GET /review), answered by the in-memory
// store: the sample catalogue, an empty one, or reads that fail or never answer.
import type { Review } from '../../../domain/review';
import type { Tool } from '../../../domain/tool';
import { sampleReviews, sampleTools } from '../catalogue-fixtures';
import { worldApi, type CallFault } from './world-api';

const bothReads = (fault: CallFault) => ({ listTools: fault, listReviews: fault });

export const catalogueHandlers = {
  served: (tools: readonly Tool[] = sampleTools, reviews: readonly Review[] = sampleReviews) =>
    worldApi({ seed: { tools, reviews } }).handlers,
  neverAnswering: () => worldApi({ faults: bothReads('never') }).handlers,
  failing: () => worldApi({ faults: bothReads('server') }).handlers,
  /** The first request of each list fails; the next ones (a retry) are served. */
  failingOnce: () =>
    worldApi({
      seed: { tools: sampleTools, reviews: sampleReviews },
      faults: bothReads('server-once'),
    }).handlers,
};
