-- Part numbers and quantity rules (issue 27 items 3-4). Every tool gets a part number:
-- the demo store's tools the ones the seed gives a fresh store, any other tool one made
-- from its name (part-number.ts partNumberFromName: capitals and digits, dashes between),
-- a repeat numbered -2, -3 ... in the order the tools were added. Unique whatever its case,
-- which is also how a quick order looks it up. A pack size (1: any quantity) and a
-- maximum per order (0: none) join the minimum and the stock as the quantity rules.
ALTER TABLE tools
  ADD COLUMN part_number text,
  ADD COLUMN pack_size integer NOT NULL DEFAULT 1 CHECK (pack_size BETWEEN 1 AND 1000000000),
  ADD COLUMN max_per_order integer NOT NULL DEFAULT 0 CHECK (max_per_order BETWEEN 0 AND 1000000000);

UPDATE tools SET part_number = demo.part_number
FROM (VALUES ('Pro Paint Roller 9"', 'PR-9-ROLLER'), ('Flat Wall Brush 4"', 'FB-4-BRUSH'),
             ('Angled Sash Brush 2"', 'AS-2-BRUSH'), ('Heavy-Duty Paint Tray', 'HD-TRAY'),
             ('Flexible Putty Knife 3"', 'PK-3-KNIFE'), ('HVLP Spray Gun', 'HVLP-GUN'),
             ('Painter''s Tape 48 mm', 'PT-48-TAPE'), ('Telescopic Extension Pole', 'TE-POLE'))
  AS demo (name, part_number)
WHERE tools.name = demo.name
  AND tools.id = (SELECT t.id FROM tools t WHERE t.name = demo.name ORDER BY t.created_at, t.id LIMIT 1);

WITH derived AS (
  SELECT id, created_at,
         coalesce(nullif(rtrim(left(trim(BOTH '-' FROM
           regexp_replace(upper(name), '[^A-Z0-9]+', '-', 'g')), 27), '-'), ''), 'TOOL') AS base
  FROM tools WHERE part_number IS NULL
), numbered AS (
  SELECT d.id, d.base,
         row_number() OVER (PARTITION BY d.base ORDER BY d.created_at, d.id)
           + (SELECT count(*) FROM tools t WHERE upper(t.part_number) = d.base) AS n
  FROM derived d
)
UPDATE tools SET part_number = CASE WHEN numbered.n = 1 THEN numbered.base
                                    ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE tools.id = numbered.id;

ALTER TABLE tools
  ALTER COLUMN part_number SET NOT NULL,
  ADD CONSTRAINT tools_part_number_form
    CHECK (part_number ~ '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$' AND length(part_number) <= 32);

CREATE UNIQUE INDEX tools_part_number_key ON tools (upper(part_number));

-- A tool written without a part number (by a script, a bench or an older process during a
-- rolling deploy) gets one from its id rather than failing: the store names its own tools
-- from their names before they reach here.
CREATE FUNCTION tools_default_part_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.part_number IS NULL THEN
    NEW.part_number := 'T-' || upper(substr(replace(NEW.id::text, '-', ''), 1, 12));
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER tools_default_part_number BEFORE INSERT ON tools
  FOR EACH ROW EXECUTE FUNCTION tools_default_part_number();

-- /tools searches the part number beside the name and description (006's rule): it needs
-- a trigram index too, or the planner's BitmapOr over the other two turns into a scan.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX tools_part_number_trgm ON tools '
    'USING gin (part_number %I.gin_trgm_ops) WITH (fastupdate = off)', trgm_schema);
END;
$$;
