CREATE TABLE "organization_month_versions" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_month_versions_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "organization_versions" ADD COLUMN "calendar_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_month_versions" ADD CONSTRAINT "organization_month_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_org_role_idx" ON "users" USING btree ("organization_id","role");--> statement-breakpoint
-- The calendar's answers are kept per organization and month (issue 15, decision 0021). Every
-- committing transaction still raises the organization's data version once (the leave lists, the
-- feeds); besides, a change of what the calendar shows other than leaves (people, teams, types,
-- policies, the organization's name and working days) raises its calendar version, and a leave's
-- change raises the versions of the months its dates touch, before and after the change. The
-- months are noted as the leaves change (note_leave_months) and raised together at commit, in
-- month order, so two transactions lock them in the same order.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org integer;
  data_step integer;
  calendar_step integer;
  months date[];
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
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
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
-- The grid draws chips on the organization's working days only.
DROP TRIGGER organizations_data_version ON organizations;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_data_version AFTER UPDATE OF name, working_days ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
