// Moderation: an admin lists every review (GET /reviews) and hides or shows one
// (PATCH /review/{id} with { hidden }). A hidden review leaves the home page, not the store.
import type { Page } from '../../domain/page';
import { asksForPage, parsePageQuery, type RawListQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import type { ModeratedReview, ReviewVisibilityInput } from '../../domain/review';
import { requireAdmin } from '../access-policy';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { ReviewStore } from '../ports/review-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { recordAction } from '../history/record-action';

/**
 * `GET /reviews` (admin): every review, hidden ones too; with `?page=&q=` one page of them,
 * searched, newest first.
 */
export async function listAllReviews(
  reviews: Pick<ReviewStore, 'listAll' | 'findPage'>,
  viewer: Viewer,
  raw: RawListQuery = {},
): Promise<Result<ModeratedReview[] | Page<ModeratedReview>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  if (!asksForPage(raw)) return ok(await reviews.listAll());
  const query = parsePageQuery(raw);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  return ok(await reviews.findPage(query.value));
}

export async function setReviewVisibility(
  reviews: Pick<ReviewStore, 'setHidden' | 'listAll'>,
  viewer: Viewer,
  id: string,
  input: ReviewVisibilityInput,
  audit: AuditTrail,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const modifiedCount = await reviews.setHidden(id, input.hidden);
  if (modifiedCount === 0) return fail({ code: 'no-such-review' });
  // Named by its author, as the admin saw it in the list (reviews are a short list).
  const review = (await reviews.listAll()).find((r) => r._id === id);
  const action = input.hidden ? 'review-hidden' : 'review-shown';
  await recordAction(audit, viewer, action, review?.name || id, id);
  return ok({ modifiedCount });
}
