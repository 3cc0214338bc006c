CREATE TABLE "leave_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"leave_id" integer NOT NULL,
	"step" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewer_id" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "approval_steps" jsonb DEFAULT '[{"approvers":"REVIEWERS"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "approval_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "approval_steps" jsonb DEFAULT '[{"approvers":"REVIEWERS"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_decisions" ADD CONSTRAINT "leave_decisions_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_decisions" ADD CONSTRAINT "leave_decisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_decisions_leave_step_unique" ON "leave_decisions" USING btree ("leave_id","step");--> statement-breakpoint
CREATE INDEX "leaves_approval_steps_idx" ON "leaves" USING gin ("approval_steps" jsonb_path_ops);--> statement-breakpoint
-- Decisions taken before approval steps existed become the one step's decision.
INSERT INTO "leave_decisions" ("leave_id", "step", "status", "reason", "reviewer_id", "decided_at")
SELECT "id", 1, "status", "review_reason", "reviewer_id", coalesce("reviewed_at", "updated_at")
FROM "leaves" WHERE "reviewer_id" IS NOT NULL AND "status" IN ('ACCEPTED', 'REJECTED');
