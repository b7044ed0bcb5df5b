-- Each signed-in customer's cart, kept on the server so it follows them across devices.
CREATE TABLE cart_lines (
  user_email text NOT NULL REFERENCES users (email) ON DELETE CASCADE ON UPDATE CASCADE,
  -- No foreign key to tools: a deleted tool's line stays, to be shown as no longer sold.
  tool_id    uuid NOT NULL,
  -- The tool's name when last added, to name it once the tool is deleted.
  tool_name  text NOT NULL,
  qty        integer NOT NULL CHECK (qty >= 1),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_email, tool_id)
);
