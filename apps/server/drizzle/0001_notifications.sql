CREATE TABLE "notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"channel" text NOT NULL,
	"event_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"notification_id" integer,
	"content" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject_user_id" integer,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"receptors" text NOT NULL,
	"channels" text[] NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"text_template" text NOT NULL,
	"html_template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"text_content" text NOT NULL,
	"html_content" text NOT NULL,
	"channels" text[] NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_trigger_id_notification_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."notification_triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_triggers" ADD CONSTRAINT "notification_triggers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trigger_id_notification_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."notification_triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("run_at") WHERE "notification_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notification_deliveries_notification_idx" ON "notification_deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_event_trigger_idx" ON "notification_deliveries" USING btree ("event_id","trigger_id");--> statement-breakpoint
CREATE INDEX "notification_events_org_idx" ON "notification_events" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_triggers_org_event_idx" ON "notification_triggers" USING btree ("organization_id","event_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_trigger_user_unique" ON "notifications" USING btree ("event_id","trigger_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id","status");--> statement-breakpoint
CREATE INDEX "notifications_trigger_idx" ON "notifications" USING btree ("trigger_id");--> statement-breakpoint
-- Organizations that existed before notifications get the default triggers a new one gets at
-- registration (src/modules/notifications/default-triggers.ts, as it was then).
INSERT INTO "notification_triggers" ("organization_id", "name", "title", "event_type", "receptors", "channels", "text_template", "html_template")
SELECT o.id, d.name, d.title, d.event_type, d.receptors, d.channels, d.text_template, d.html_template
FROM "organizations" o CROSS JOIN (VALUES
($t$Leave request to reviewers$t$, $t$New leave request from {{user.fullName}}$t$, 'LEAVE_CREATED', 'REVIEWERS', ARRAY['EMAIL']::text[], $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).
{{#if leave.reason}}Reason: {{leave.reason}}{{/if}}

Review the request: {{link}}$t$, $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).</p>
{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>$t$),
($t$Leave decision to requester$t$, $t$Your {{leave.type.name}} request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}$t$, 'LEAVE_STATUS_UPDATED', 'USER', ARRAY['EMAIL']::text[], $t$Hello {{user.firstName}},

{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.

See the request: {{link}}$t$, $t$<p>Hello {{user.firstName}},</p>
<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>
<p><a href="{{link}}">See the request</a></p>$t$),
($t$Welcome$t$, $t$Welcome to {{organization.name}}$t$, 'USER_CREATED', 'USER', ARRAY['EMAIL']::text[], $t$Hello {{user.firstName}},

An account was created for you at {{organization.name}}. Sign in with this e-mail address ({{user.email}}) and the password your admin gave you to see your balance, request leave and follow the team calendar.

{{link}}$t$, $t$<p>Hello {{user.firstName}},</p>
<p>An account was created for you at <strong>{{organization.name}}</strong>. Sign in with this e-mail address ({{user.email}}) and the password your admin gave you to see your balance, request leave and follow the team calendar.</p>
<p><a href="{{link}}">Open LeaveDesk</a></p>$t$)
) AS d(name, title, event_type, receptors, channels, text_template, html_template)
ORDER BY o.id;
