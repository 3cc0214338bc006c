CREATE TABLE "activated_types" (
	"policy_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"requires_approval" boolean NOT NULL,
	"cycle" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activated_types_policy_id_type_id_pk" PRIMARY KEY("policy_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bucket" text NOT NULL,
	"storage_key" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"country" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"cycle" text NOT NULL,
	"amount" integer NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"start_at" date NOT NULL,
	"end_at" date NOT NULL,
	"duration" integer NOT NULL,
	"total_days" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"working_dates" date[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"data_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"week_first_day" text DEFAULT 'MONDAY' NOT NULL,
	"working_days" text[] DEFAULT ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']::text[] NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"reset_password_hash" text,
	"reset_password_expires_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"country" text,
	"timezone" text,
	"team_id" integer,
	"leave_policy_id" integer,
	"joined_at" date NOT NULL,
	"avatar_asset_id" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activated_types" ADD CONSTRAINT "activated_types_policy_id_leave_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."leave_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activated_types" ADD CONSTRAINT "activated_types_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activated_types" ADD CONSTRAINT "activated_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_policy_id_leave_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."leave_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_versions" ADD CONSTRAINT "organization_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_leave_policy_id_leave_policies_id_fk" FOREIGN KEY ("leave_policy_id") REFERENCES "public"."leave_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activated_types_type_idx" ON "activated_types" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_org_country_date_unique" ON "holidays" USING btree ("organization_id","country","date");--> statement-breakpoint
CREATE INDEX "leave_policies_org_idx" ON "leave_policies" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_org_default_unique" ON "leave_policies" USING btree ("organization_id") WHERE "leave_policies"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_org_name_active_unique" ON "leave_types" USING btree ("organization_id",lower("name")) WHERE "leave_types"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "leaves_user_start_idx" ON "leaves" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "leaves_user_status_start_idx" ON "leaves" USING btree ("user_id","status","start_at") WHERE "leaves"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "leaves_org_status_start_idx" ON "leaves" USING btree ("organization_id","status","start_at","user_id") WHERE "leaves"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "leaves_org_range_idx" ON "leaves" USING btree ("organization_id","start_at","end_at") WHERE "leaves"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "leaves_org_total_days_idx" ON "leaves" USING btree ("organization_id","total_days") WHERE "leaves"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_org_name_unique" ON "teams" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_org_team_idx" ON "users" USING btree ("organization_id","team_id");--> statement-breakpoint
CREATE INDEX "users_org_deleted_idx" ON "users" USING btree ("organization_id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
-- The organization's data version (organization_versions.data_version), raised once by every
-- committing transaction that changed what the calendar and the leave lists show: leaves, users
-- (the columns a User answer shows, not logins or passwords), teams, leave types, policies and
-- their types, the organization's name. Constraint triggers deferred to the commit: the version row
-- is locked only for the last instant of the transaction, and the new version becomes visible
-- together with the change. Appended to the initial migration by scripts/generate-migrations.mjs.
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
    INSERT INTO organization_versions (organization_id, data_version)
      SELECT org, 1 WHERE EXISTS (SELECT 1 FROM organizations WHERE id = org)
      ON CONFLICT (organization_id)
      DO UPDATE SET data_version = organization_versions.data_version + 1;
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
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
