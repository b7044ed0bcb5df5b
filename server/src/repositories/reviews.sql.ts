// Reviews on the SQL client. The name shown is the author's current name in users (so a
// renamed customer's reviews follow), else the name a seeded review was written under.
import {
  reviewerName,
  UNKNOWN_REVIEWER,
  type ModeratedReview,
  type NewReviewInput,
  type Review,
} from '../../../src/domain/review';
import { reviewsBefore, type ReviewListQuery } from '../../../src/domain/review-list-query';
import type { Page, PageQuery } from '../../../src/domain/page';
import type { SqlExecutor } from '../db/sql-client.port';
import { selectPage } from './sql-page';
import { iso, selecting, type RowOf } from './sql-row';
import type { Reviews } from './reviews.repository.port';

type ReviewRow = Omit<RowOf<ModeratedReview, 'createdAt'>, 'name'> & {
  userName: string | null;
  authorName: string | null;
};

const reviewColumns = `r.id::text AS "_id", r.rating, r.message, u.name AS "userName",
  r.author_name AS "authorName", r.created_at AS "createdAt", r.hidden`;
const reviewsWithAuthors = 'reviews r LEFT JOIN users u ON u.email = r.author_email';
const newest = 'r.created_at DESC, r.seq DESC';

/** The name shown, as reviewerName picks it, for a search to look in. */
const shownName = `coalesce(nullif(btrim(u.name), ''), nullif(btrim(r.author_name), ''),
  '${UNKNOWN_REVIEWER}')`;

function published({ _id, rating, message, userName, authorName, createdAt }: ReviewRow): Review {
  const name = reviewerName(userName, authorName);
  return { _id, rating, message, name, createdAt: iso(createdAt) };
}

const moderated = (row: ReviewRow): ModeratedReview => ({ ...published(row), hidden: row.hidden });
const selectPublished = selecting(reviewColumns, reviewsWithAuthors, published);
const selectModerated = selecting(reviewColumns, reviewsWithAuthors, moderated);

const reviewPage = {
  columns: reviewColumns,
  table: reviewsWithAuthors,
  // As reviewSearchFields: the name shown and the message.
  searchIn: [shownName, 'r.message'],
  orderBy: newest,
  to: moderated,
};

export class ReviewsSql implements Reviews {
  constructor(private readonly db: SqlExecutor) {}

  listPublished(query: ReviewListQuery): Promise<Review[]> {
    const where = `WHERE NOT r.hidden ORDER BY ${newest} LIMIT $1 OFFSET $2`;
    return selectPublished(this.db, where, [query.limit, reviewsBefore(query)]);
  }

  listAll(): Promise<ModeratedReview[]> {
    return selectModerated(this.db, `ORDER BY ${newest}`);
  }

  findPage(query: PageQuery): Promise<Page<ModeratedReview>> {
    return selectPage(this.db, reviewPage, query);
  }

  async add(
    review: NewReviewInput,
    authorEmail: string,
    writtenAt: Date,
  ): Promise<string | undefined> {
    // The unique index decides, so two requests at once cannot both add one.
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO reviews (rating, message, author_email, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (author_email) WHERE author_email IS NOT NULL DO NOTHING
       RETURNING id::text AS id`,
      [review.rating, review.message, authorEmail, writtenAt],
    );
    return rows[0]?.id;
  }

  async setHidden(id: string, hidden: boolean): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'UPDATE reviews SET hidden = $2 WHERE id = $1 RETURNING id::text AS id',
      [id, hidden],
    );
    return rows.length;
  }
}
