// Reviews on the SQL client; the author is kept for moderation but not published.
import type { NewReviewInput, Review } from '../../../src/domain/review';
import type { SqlExecutor } from '../db/sql-client.port';
import type { Reviews } from './reviews.repository.port';
import { returnedId } from '../db/returned-id';

export class ReviewsSql implements Reviews {
  constructor(private readonly db: SqlExecutor) {}

  list(): Promise<Review[]> {
    return this.db.query<Review>(
      `SELECT id::text AS "_id", rating, message FROM reviews ORDER BY created_at, id`,
    );
  }

  async add(review: NewReviewInput, authorEmail: string): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO reviews (rating, message, author_email) VALUES ($1, $2, $3)
       RETURNING id::text AS id`,
      [review.rating, review.message, authorEmail],
    );
    return returnedId(rows);
  }
}
