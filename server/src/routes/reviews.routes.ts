// Reviews: what customers say (GET /review, the newest a page at a time; POST /review, one
// per customer, at a limited rate), and their moderation by an admin (GET /reviews,
// PATCH /review/{id} with { hidden }).
import { Hono } from 'hono';
import { addReview } from '../../../src/application/reviews/add-review';
import { listPublishedReviews } from '../../../src/application/reviews/list-reviews';
import { asksForPage } from '../../../src/domain/page-query';
import {
  listAllReviews,
  listAllReviewsPage,
  setReviewVisibility,
} from '../../../src/application/reviews/moderate-reviews';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { rateLimit } from '../http/rate-limits';
import { valueOf } from '../http/refuse';
import { readJsonBody } from '../http/request-input';

export function reviewRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  const reviewsPerUser = rateLimit(
    deps.rateLimiter,
    'reviewsPerUser',
    (c) => c.get('viewer').email,
  );
  return (
    new Hono<AppEnv>()
      .get('/review', async (c) =>
        c.json(valueOf(await listPublishedReviews(deps.reviews, c.req.query()))),
      )
      .post('/review', signedIn, reviewsPerUser, async (c) => {
        const now = deps.clock.now();
        const body = await readJsonBody(c);
        return c.json(valueOf(await addReview({ ...deps, now }, c.get('viewer'), body)), 201);
      })
      .get('/reviews', signedIn, requireAdmin, async (c) => {
        const raw = c.req.query();
        const viewer = c.get('viewer');
        if (asksForPage(raw)) {
          return c.json(valueOf(await listAllReviewsPage(deps.reviews, viewer, raw)));
        }
        return c.json(valueOf(await listAllReviews(deps.reviews, viewer)));
      })
      // Admin first, so a customer learns nothing about ids or bodies.
      .patch('/review/:id', signedIn, requireAdmin, async (c) => {
        const body = await readJsonBody(c);
        const result = await setReviewVisibility(
          deps.reviews,
          c.get('viewer'),
          c.req.param('id'),
          body,
          deps.audit,
        );
        return c.json(valueOf(result));
      })
  );
}
