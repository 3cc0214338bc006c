-- The organization's data version (organization_versions.data_version), raised once by every
-- committing transaction that changed what the calendar and the leave lists show: leaves, users
-- (the columns a User answer shows, not logins or passwords), teams, leave types, policies and
-- their types, the organization's name. Constraint triggers deferred to the commit: the version row
-- is locked only for the last instant of the transaction, and the new version becomes visible
-- together with the change. `changed_at` is when it was last raised (the calendar feeds'
-- Last-Modified). Holidays raise it too (the feeds show them). Appended to the initial migration
-- by scripts/generate-migrations.mjs; migration 0003 brought an existing database to this.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org integer;
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    org := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    org := OLD.organization_id;
  ELSE
    org := NEW.organization_id;
  END IF;
  -- Once per organization and transaction, however many rows it wrote.
  IF current_setting('leavedesk.data_version_' || org, true) IS DISTINCT FROM 'raised' THEN
    PERFORM set_config('leavedesk.data_version_' || org, 'raised', true);
    -- An organization deleted in this transaction has no version left to raise.
    INSERT INTO organization_versions (organization_id, data_version, changed_at)
      SELECT org, 1, clock_timestamp() WHERE EXISTS (SELECT 1 FROM organizations WHERE id = org)
      ON CONFLICT (organization_id)
      DO UPDATE SET data_version = organization_versions.data_version + 1,
        changed_at = greatest(organization_versions.changed_at, clock_timestamp());
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
CREATE CONSTRAINT TRIGGER organizations_data_version AFTER UPDATE OF name ON organizations
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
