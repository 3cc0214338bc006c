CREATE TABLE "leave_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"amount" numeric(5, 1) NOT NULL,
	"effective_on" date NOT NULL,
	"note" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leaves_user_status_start_idx";--> statement-breakpoint
DROP INDEX "leaves_org_status_start_idx";--> statement-breakpoint
DROP INDEX "leaves_org_range_idx";--> statement-breakpoint
ALTER TABLE "leaves" ALTER COLUMN "duration" SET DATA TYPE numeric(6, 1);--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "carry_over_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "carry_over_expires_after_months" integer;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "start_day_part" text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "end_day_part" text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_type_id_leave_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_adjustments_user_date_idx" ON "leave_adjustments" USING btree ("user_id","effective_on");--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaves_user_status_start_idx" ON "leaves" USING btree ("user_id","status","start_at");--> statement-breakpoint
CREATE INDEX "leaves_org_status_start_idx" ON "leaves" USING btree ("organization_id","status","start_at","user_id");--> statement-breakpoint
CREATE INDEX "leaves_org_range_idx" ON "leaves" USING btree ("organization_id","start_at","end_at");--> statement-breakpoint
-- Withdrawn leaves were hidden rows (cancelled_at set, status PENDING); they are now CANCELLED,
-- kept in the history, withdrawn by their requester.
UPDATE "leaves" SET "status" = 'CANCELLED', "cancelled_by" = "user_id" WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
-- The default "Leave decision to requester" trigger learns to say "cancelled", in the organizations
-- where each text is still the old default word for word (an admin's own wording stays).
UPDATE "notification_triggers"
SET "title" = $t$Your {{leave.type.name}} request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}$t$
WHERE "event_type" = 'LEAVE_STATUS_UPDATED'
  AND "title" = $t$Your {{leave.type.name}} request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "text_template" = $t$Hello {{user.firstName}},

{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.
{{#if leave.cancelReason}}Reason: {{leave.cancelReason}}{{/if}}

See the request: {{link}}$t$
WHERE "event_type" = 'LEAVE_STATUS_UPDATED'
  AND "text_template" = $t$Hello {{user.firstName}},

{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.

See the request: {{link}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "html_template" = $t$<p>Hello {{user.firstName}},</p>
<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>
{{#if leave.cancelReason}}<p>Reason: {{leave.cancelReason}}</p>{{/if}}
<p><a href="{{link}}">See the request</a></p>$t$
WHERE "event_type" = 'LEAVE_STATUS_UPDATED'
  AND "html_template" = $t$<p>Hello {{user.firstName}},</p>
<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>
<p><a href="{{link}}">See the request</a></p>$t$;
