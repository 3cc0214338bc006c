CREATE TABLE "user_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"monday_hours" numeric(4, 2) NOT NULL,
	"tuesday_hours" numeric(4, 2) NOT NULL,
	"wednesday_hours" numeric(4, 2) NOT NULL,
	"thursday_hours" numeric(4, 2) NOT NULL,
	"friday_hours" numeric(4, 2) NOT NULL,
	"saturday_hours" numeric(4, 2) NOT NULL,
	"sunday_hours" numeric(4, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_schedules" ADD CONSTRAINT "user_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_schedules_user_effective_unique" ON "user_schedules" USING btree ("user_id","effective_from");
