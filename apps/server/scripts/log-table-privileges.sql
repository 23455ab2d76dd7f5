-- Separation of duties on PostgreSQL (security case 12): the application's database role may
-- write and read log entries but never change or remove them. Run it as the owner of the tables
-- (the role that applies the migrations), after the application's general grants and again
-- after any later blanket GRANT on all tables:
--
--   psql "$OWNER_DATABASE_URL" -v app_role=cityip_app -f apps/server/scripts/log-table-privileges.sql
--
-- Purging goes through purge_logs(before), a SECURITY DEFINER function (migration 0009) that runs
-- with the owner's rights, refuses a cutoff less than 180 days back, and is the only way a row
-- leaves the table; the table's trigger refuses every UPDATE and TRUNCATE, whoever runs them.
GRANT SELECT, INSERT ON TABLE logs TO :"app_role";
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE logs FROM :"app_role";
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE logs FROM PUBLIC;
GRANT EXECUTE ON FUNCTION purge_logs(timestamptz) TO :"app_role";
