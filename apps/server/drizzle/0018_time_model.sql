-- Issue 29 (the time model): leave in hours (units, start and end times, the hours of each working
-- date fixed at creation), part-time proration, and time off in lieu (the leave type's kind, the
-- expiry of overtime entries, the entries themselves). Amounts widen to quarter hours. Everything
-- that exists stays DAYS, STANDARD, unprorated.
CREATE TABLE "overtime_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(7, 2) NOT NULL,
	"unit" text DEFAULT 'DAYS' NOT NULL,
	"expires_on" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activated_types" ALTER COLUMN "borrow_limit" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "leave_adjustments" ALTER COLUMN "amount" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "leaves" ALTER COLUMN "duration" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "unit" text DEFAULT 'DAYS' NOT NULL;--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "prorate_by_schedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "expires_after_months" integer;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "kind" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "unit" text DEFAULT 'DAYS' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "working_hours" numeric(4, 2)[];--> statement-breakpoint
ALTER TABLE "overtime_entries" ADD CONSTRAINT "overtime_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_entries" ADD CONSTRAINT "overtime_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_entries" ADD CONSTRAINT "overtime_entries_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_entries" ADD CONSTRAINT "overtime_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_entries" ADD CONSTRAINT "overtime_entries_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtime_entries_user_type_date_idx" ON "overtime_entries" USING btree ("user_id","type_id","date");--> statement-breakpoint
CREATE INDEX "overtime_entries_org_status_idx" ON "overtime_entries" USING btree ("organization_id","status");