-- Issue 29 (monthly accrual and borrowing): how a PER_YEAR activated type's allowance is earned,
-- and how far ahead of it a request may borrow. Existing types keep earning up front, borrowing nothing.
ALTER TABLE "activated_types" ADD COLUMN "accrual" text DEFAULT 'UPFRONT' NOT NULL;--> statement-breakpoint
ALTER TABLE "activated_types" ADD COLUMN "borrow_limit" numeric(4, 1) DEFAULT 0 NOT NULL;
