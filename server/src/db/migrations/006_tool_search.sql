-- Catalogue search (issue 14): the public tool list is searched anywhere in the name and
-- the description (ILIKE '%…%', the same rule as the in-memory API), filtered by price and
-- sorted by price. A substring search cannot use a btree, so the two text columns get
-- trigram GIN indexes (pg_trgm, shipped with Debian's PostgreSQL and with PGlite's contrib);
-- the planner combines them with a BitmapOr for "name ILIKE $1 OR description ILIKE $1".
--
-- The extension is database-wide and lives in one schema; tests give each file a schema of
-- its own and drop it afterwards, so it goes to public (never dropped) unless the database
-- already has it elsewhere, and the operator class is named through wherever it is.
--
-- fastupdate off: new rows go straight into the index instead of a pending list that only
-- (auto)vacuum merges. The catalogue is written rarely, and a pending list makes the planner
-- fall back to a sequential scan after a bulk load until autovacuum happens to run.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX tools_name_trgm ON tools USING gin (name %I.gin_trgm_ops) '
    'WITH (fastupdate = off)', trgm_schema);
  EXECUTE format('CREATE INDEX tools_description_trgm ON tools '
    'USING gin (description %I.gin_trgm_ops) WITH (fastupdate = off)', trgm_schema);
END;
$$;

-- Price filters and the two price orders (ties newest first, as the list's default order).
CREATE INDEX tools_price ON tools (price, created_at DESC, id DESC);
