-- The calendar grid's walk (issue 15, decision 0020). The migrations before it may have changed leaves in
-- this same transaction (0004 rewrites them): their deferred data-version triggers fire now, since an
-- index cannot be built on a table with trigger events pending.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "leaves_org_counted_range_idx" ON "leaves" USING btree ("organization_id","start_at","end_at","user_id") WHERE "leaves"."status" in ('PENDING', 'ACCEPTED');
