-- Review moderation (issue 13): an admin hides a review from the home page without
-- deleting it. A review also keeps the name it was written under when its author has no
-- account here (the demo store's reviews); an author with an account shows by that name.
ALTER TABLE reviews ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE reviews ADD COLUMN author_name text;
