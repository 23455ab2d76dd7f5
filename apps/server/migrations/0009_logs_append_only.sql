-- Separation of duties (issue 7, security case 12): log entries are append-only. No UPDATE and no
-- TRUNCATE, ever; a DELETE only from purge_logs(), and only of entries past the 180-day retention.
-- The flag purge_logs() sets is transaction-local; on PostgreSQL the application's role also lacks
-- UPDATE, DELETE and TRUNCATE on the table (scripts/log-table-privileges.sql), so only this
-- SECURITY DEFINER function, running as the table owner, can delete at all.
CREATE FUNCTION "logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE'
		AND current_setting('cityip.log_purge', true) = 'on'
		AND OLD.created_at < now() - interval '180 days' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'log entries cannot be changed or deleted (%)', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "logs_no_update_or_delete" BEFORE UPDATE OR DELETE ON "logs"
	FOR EACH ROW EXECUTE FUNCTION "logs_append_only"();
--> statement-breakpoint
CREATE TRIGGER "logs_no_truncate" BEFORE TRUNCATE ON "logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "logs_append_only"();
--> statement-breakpoint
CREATE FUNCTION "purge_logs"("before" timestamptz) RETURNS integer
	LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	deleted integer;
BEGIN
	IF "before" IS NULL OR "before" > now() - interval '180 days' THEN
		RAISE EXCEPTION 'logs are kept at least 180 days: cutoff % is too recent', "before"
			USING ERRCODE = 'check_violation';
	END IF;
	PERFORM set_config('cityip.log_purge', 'on', true);
	DELETE FROM "logs" WHERE "created_at" < "before";
	GET DIAGNOSTICS deleted = ROW_COUNT;
	PERFORM set_config('cityip.log_purge', 'off', true);
	RETURN deleted;
END
$$;
