-- Decision 0022: a notification keeps the foreign key of its event (with cascade), a delivery that of its event; recordEvent holds a key-share lock on the triggers it fans out for, which keeps them from going meanwhile.

ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_trigger_id_notification_triggers_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_trigger_id_notification_triggers_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
