-- Reviews (issue 21): one account posted hundreds, all shown on the home page at once.
-- The spec's review has a rating and a message, no tool and no order: it is a review of
-- the store, so each customer writes one. The home page reads the newest few.

-- The order reviews were written in: reviews written at one clock reading keep it.
ALTER TABLE reviews ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;

-- Written before the rule: each author keeps their newest review still shown (else their
-- newest), and the rest go.
DELETE FROM reviews
 WHERE id IN (
   SELECT id FROM (
     SELECT id, row_number() OVER (
              PARTITION BY author_email ORDER BY hidden, created_at DESC, seq DESC) AS rank
       FROM reviews
      WHERE author_email IS NOT NULL
   ) ranked
   WHERE rank > 1
 );

CREATE UNIQUE INDEX reviews_one_per_author_idx ON reviews (author_email)
  WHERE author_email IS NOT NULL;
CREATE INDEX reviews_published_newest_idx ON reviews (created_at DESC, seq DESC)
  WHERE NOT hidden;
