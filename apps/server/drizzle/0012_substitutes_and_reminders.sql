CREATE TABLE "leave_reminders" (
	"leave_id" integer NOT NULL,
	"step" integer NOT NULL,
	"reminded_on" date NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "leave_reminders_leave_id_step_pk" PRIMARY KEY("leave_id","step")
);
--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "substitute_id" integer;--> statement-breakpoint
ALTER TABLE "leave_reminders" ADD CONSTRAINT "leave_reminders_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_substitute_id_users_id_fk" FOREIGN KEY ("substitute_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaves_substitute_idx" ON "leaves" USING btree ("substitute_id") WHERE "leaves"."substitute_id" is not null;