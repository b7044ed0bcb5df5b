// GET/POST /review: what customers say; anyone signed in may write one.
import { Hono } from 'hono';
import { NewReviewInputSchema } from '../../../src/domain/review';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { readBody } from '../http/request-input';

export function reviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/review', async (c) => c.json(await deps.reviews.list()))
    .post('/review', authenticate(deps), async (c) => {
      const review = await readBody(c, NewReviewInputSchema);
      const insertedId = await deps.reviews.add(review, c.get('viewer').email);
      return c.json({ insertedId }, 201);
    });
}
