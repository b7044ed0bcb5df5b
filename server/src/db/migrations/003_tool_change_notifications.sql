-- Every API process caches the catalogue; any change to a tool (added, deleted, its stock
-- reserved by an order or given back by a removal or an expiry) is announced on the
-- channel tool_changes, whatever wrote it, so every process drops its copy on the spot.
-- NOTIFY is sent at commit, and repeats within one transaction are sent once. The payload
-- is the table's schema: listeners of other schemas on the same server (tests) ignore it.

CREATE FUNCTION notify_tool_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tool_changes', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;

-- Per row, so a refused order (an UPDATE that matched no row) announces nothing.
CREATE TRIGGER tools_changed AFTER INSERT OR UPDATE OR DELETE ON tools
  FOR EACH ROW EXECUTE FUNCTION notify_tool_change();
CREATE TRIGGER tools_truncated AFTER TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tool_change();
