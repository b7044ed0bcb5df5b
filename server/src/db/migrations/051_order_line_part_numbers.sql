-- An order line keeps the part number its tool had when it was ordered (issue 27 item 3:
-- part numbers on every page and export), as it keeps the tool's name and image. Lines
-- ordered before this are given their tool's part number where the tool still exists;
-- the lines of a tool since deleted have none.
ALTER TABLE order_lines ADD COLUMN part_number text CHECK (length(part_number) <= 32);

UPDATE order_lines l SET part_number = t.part_number FROM tools t WHERE t.id = l.tool_id;
