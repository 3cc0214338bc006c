CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target_label" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_versions" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_org_created_idx" ON "audit_entries" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_org_actor_created_idx" ON "audit_entries" USING btree ("organization_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_org_kind_created_idx" ON "audit_entries" USING btree ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_kind_unique" ON "calendar_feeds" USING btree ("user_id","kind");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not write functions or triggers); src/db/data-version.sql
-- has the same data version function and triggers as they now stand.
-- The data version now also says when it was last raised (the feeds' Last-Modified): the clock at
-- the commit, never earlier than the time already kept.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Holidays are part of the calendar feeds: a change to them raises the version too.
CREATE CONSTRAINT TRIGGER holidays_data_version AFTER INSERT OR UPDATE OR DELETE ON holidays
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
-- A leave's revision (the feeds' SEQUENCE) rises with every update that changes the row, whichever
-- code or statement writes it.
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
