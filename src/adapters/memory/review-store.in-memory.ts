// The use cases' review store, kept in the in-memory world's Map: names are looked up in
// the users as the SQL store joins them, so a story shows what the API would.
import type { ReviewStore } from '../../application/ports/review-store.port';
import { matchesSearch, pageOf, type Page, type PageQuery } from '../../domain/page';
import {
  reviewerName,
  reviewSearchFields,
  type ModeratedReview,
  type NewReviewInput,
  type Review,
} from '../../domain/review';
import { reviewsBefore, type ReviewListQuery } from '../../domain/review-list-query';
import { copy } from './api-input';
import { newId, type MemoryState } from './memory-state';
import type { StoredReview } from './stored-review';

// A stable sort: reviews written at the same moment stay in the order they were added.
const byDate = (a: StoredReview, b: StoredReview) => a.createdAt.localeCompare(b.createdAt);

export class ReviewStoreInMemory implements ReviewStore {
  constructor(private readonly state: MemoryState) {}

  async listPublished(query: ReviewListQuery): Promise<Review[]> {
    const start = reviewsBefore(query);
    return this.sorted()
      .reverse()
      .filter((review) => !review.hidden)
      .slice(start, start + query.limit)
      .map((review) => this.published(review));
  }

  async listAll(): Promise<ModeratedReview[]> {
    return this.sorted()
      .reverse()
      .map((review) => ({ ...this.published(review), hidden: review.hidden }));
  }

  async findPage(query: PageQuery): Promise<Page<ModeratedReview>> {
    const found = (await this.listAll()).filter((review) =>
      matchesSearch(query.q, reviewSearchFields(review)),
    );
    return pageOf(found, query);
  }

  async add(
    review: NewReviewInput,
    authorEmail: string,
    writtenAt: Date,
  ): Promise<string | undefined> {
    const written = [...this.state.reviews.values()].some((r) => r.authorEmail === authorEmail);
    if (written) return undefined;
    const _id = newId();
    const createdAt = writtenAt.toISOString();
    this.state.reviews.set(_id, { _id, ...review, createdAt, authorEmail, hidden: false });
    return _id;
  }

  async setHidden(id: string, hidden: boolean): Promise<number> {
    const review = this.state.reviews.get(id);
    if (!review) return 0;
    review.hidden = hidden;
    return 1;
  }

  private sorted(): StoredReview[] {
    return [...this.state.reviews.values()].sort(byDate);
  }

  private published({ _id, rating, message, createdAt, authorEmail, authorName }: StoredReview) {
    const user = authorEmail === undefined ? undefined : this.state.users.get(authorEmail);
    const name = reviewerName(user?.name, authorName);
    return copy<Review>({ _id, rating, message, name, createdAt });
  }
}
