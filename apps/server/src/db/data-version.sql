-- The organization's data version (organization_versions.data_version), raised once by every
-- committing transaction that changed what the calendar and the leave lists show: leaves, users
-- (the columns a User answer shows, not logins or passwords), teams, leave types, policies and
-- their types, the organization's name. Constraint triggers deferred to the commit: the version row
-- is locked only for the last instant of the transaction, and the new version becomes visible
-- together with the change. `changed_at` is when it was last raised (the calendar feeds'
-- Last-Modified). Holidays raise it too (the feeds show them). Appended to the initial migration
-- by scripts/generate-migrations.mjs; migrations 0003, 0006 and 0007 brought an existing database
-- to this.
--
-- The calendar's answers are kept per organization and month (issue 15, decision 0021): besides the
-- data version, a change of what the calendar shows other than leaves (people, teams, types,
-- policies, the organization's name and working days) raises its calendar version, and a leave's
-- change raises the versions of the months its dates touch, before and after the change. The
-- months are noted as the leaves change (note_leave_months) and raised together at commit, in
-- month order, so two transactions lock them in the same order.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org integer;
  data_step integer;
  calendar_step integer;
  months date[];
  days jsonb;
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    org := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    org := OLD.organization_id;
  ELSE
    org := NEW.organization_id;
  END IF;
  -- Once per organization and transaction, however many rows it wrote.
  data_step := (current_setting('leavedesk.data_version_' || org, true) IS DISTINCT FROM 'raised')::int;
  calendar_step := (TG_TABLE_NAME NOT IN ('leaves', 'holidays')
    AND current_setting('leavedesk.calendar_version_' || org, true) IS DISTINCT FROM 'raised')::int;
  IF data_step + calendar_step > 0 THEN
    PERFORM set_config('leavedesk.data_version_' || org, 'raised', true);
    IF calendar_step > 0 THEN
      PERFORM set_config('leavedesk.calendar_version_' || org, 'raised', true);
    END IF;
    -- An organization deleted in this transaction has no version left to raise.
    INSERT INTO organization_versions (organization_id, data_version, calendar_version, changed_at)
      SELECT org, 1, calendar_step, clock_timestamp() WHERE EXISTS (SELECT 1 FROM organizations WHERE id = org)
      ON CONFLICT (organization_id)
      DO UPDATE SET data_version = organization_versions.data_version + data_step,
        calendar_version = organization_versions.calendar_version + calendar_step,
        changed_at = greatest(organization_versions.changed_at, clock_timestamp());
  END IF;
  IF TG_TABLE_NAME = 'leaves' THEN
    months := nullif(current_setting('leavedesk.leave_months_' || org, true), '')::date[];
    IF months IS NOT NULL THEN
      PERFORM set_config('leavedesk.leave_months_' || org, '', true);
      INSERT INTO organization_month_versions (organization_id, month, version)
        SELECT org, m.month, 1 FROM unnest(months) AS m(month)
        WHERE EXISTS (SELECT 1 FROM organizations WHERE id = org)
        ORDER BY m.month
        ON CONFLICT (organization_id, month)
        DO UPDATE SET version = organization_month_versions.version + 1;
    END IF;
    days := nullif(current_setting('leavedesk.leave_days_' || org, true), '')::jsonb;
    IF days IS NOT NULL THEN
      PERFORM set_config('leavedesk.leave_days_' || org, '', true);
      INSERT INTO leave_day_counts (organization_id, day, count)
        SELECT org, d.key::date, d.value::int FROM jsonb_each_text(days) AS d
        WHERE EXISTS (SELECT 1 FROM organizations WHERE id = org)
        ORDER BY d.key::date
        ON CONFLICT (organization_id, day)
        DO UPDATE SET count = leave_day_counts.count + excluded.count;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leaves_data_version AFTER INSERT OR UPDATE OR DELETE ON leaves
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version AFTER INSERT OR DELETE
  OR UPDATE OF organization_id, email, first_name, last_name, phone, role, status, country, timezone,
    team_id, leave_policy_id, joined_at, avatar_asset_id, deleted_at, updated_at
  ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER teams_data_version AFTER INSERT OR UPDATE OR DELETE ON teams
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leave_types_data_version AFTER INSERT OR UPDATE OR DELETE ON leave_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leave_policies_data_version AFTER INSERT OR UPDATE OR DELETE ON leave_policies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER activated_types_data_version AFTER INSERT OR UPDATE OR DELETE ON activated_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
-- The grid draws chips on the organization's working days only.
CREATE CONSTRAINT TRIGGER organizations_data_version AFTER UPDATE OF name, working_days ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER holidays_data_version AFTER INSERT OR UPDATE OR DELETE ON holidays
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
-- A leave's revision (the feeds' SEQUENCE) rises with every update that changes the row.
CREATE FUNCTION count_leave_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER leaves_revision BEFORE UPDATE ON leaves
  FOR EACH ROW EXECUTE FUNCTION count_leave_revision();
--> statement-breakpoint
-- Notes, for the commit, the months a leave's dates touch before and after a change.
CREATE FUNCTION note_leave_months() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org integer;
  setting text;
  noted date[];
BEGIN
  org := CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END;
  setting := 'leavedesk.leave_months_' || org;
  SELECT array_agg(x.month ORDER BY x.month) INTO noted FROM (
    SELECT unnest(coalesce(nullif(current_setting(setting, true), '')::date[], '{}'::date[])) AS month
    UNION
    SELECT generate_series(date_trunc('month', r.s), date_trunc('month', r.e), interval '1 month')::date
    FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD.start_at END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.end_at END),
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW.start_at END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.end_at END)
    ) AS r(s, e)
    WHERE r.s IS NOT NULL
  ) x;
  PERFORM set_config(setting, noted::text, true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leaves_months AFTER INSERT OR UPDATE OR DELETE ON leaves
  FOR EACH ROW EXECUTE FUNCTION note_leave_months();--> statement-breakpoint
-- Counts of PENDING and ACCEPTED leaves per organization and day (leave_day_counts, decision
-- 0021). Each statement that writes leaves notes its changes per organization and day in a
-- transaction-local setting (a JSON object of day → change, one merge per statement, not per row);
-- the deferred trigger that raises the data version adds them to the counts at commit, in day order,
-- after it has locked the organization's version row, so transactions that change an
-- organization's counts take their locks in one order.
CREATE FUNCTION merge_leave_days(org integer, changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'leavedesk.leave_days_' || org;
BEGIN
  PERFORM set_config(setting, coalesce((
    SELECT jsonb_object_agg(s.day, s.delta)::text FROM (
      SELECT e.key AS day, sum(e.value::int) AS delta FROM (
        SELECT * FROM jsonb_each_text(coalesce(nullif(current_setting(setting, true), '')::jsonb, '{}'::jsonb))
        UNION ALL
        SELECT * FROM jsonb_each_text(changes)
      ) e GROUP BY e.key HAVING sum(e.value::int) <> 0
    ) s), ''), true);
END
$$;--> statement-breakpoint
-- Notes the days of leaves a statement removed (sign -1) or added (sign 1), PENDING and ACCEPTED
-- ones, per organization.
CREATE FUNCTION note_leave_day_changes(changed leaves[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merge_leave_days(c.org, c.changes) FROM (
    SELECT x.org, jsonb_object_agg(x.day, x.delta) AS changes FROM (
      SELECT l.organization_id AS org, g::date AS day, sign * count(*)::int AS delta
      FROM unnest(changed) l, generate_series(l.start_at, l.end_at, interval '1 day') g
      WHERE l.status IN ('PENDING', 'ACCEPTED') GROUP BY 1, 2
    ) x GROUP BY x.org
  ) c;
END
$$;--> statement-breakpoint
-- A statement's leaves before (UPDATE, DELETE) and after (INSERT, UPDATE): each trigger has only the
-- transition tables of its operation, and a branch not taken is never planned.
CREATE FUNCTION note_leave_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM note_leave_day_changes(array(SELECT o::leaves FROM old_rows o), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM note_leave_day_changes(array(SELECT n::leaves FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leaves_days_inserted AFTER INSERT ON leaves REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_leave_days();--> statement-breakpoint
CREATE TRIGGER leaves_days_deleted AFTER DELETE ON leaves REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_leave_days();--> statement-breakpoint
CREATE TRIGGER leaves_days_updated AFTER UPDATE ON leaves REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_leave_days();
