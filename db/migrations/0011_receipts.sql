CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`financial_year` text NOT NULL,
	`number` integer NOT NULL,
	`record_type` text NOT NULL,
	`record_id` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`method` text NOT NULL,
	`utr` text,
	`source` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` integer,
	`issued_by_name` text NOT NULL,
	`cancelled_at` integer,
	`cancelled_by` integer,
	`cancelled_by_name` text,
	`cancel_reason` text,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`cancelled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "receipts_number_positive" CHECK("receipts"."number" >= 1),
	CONSTRAINT "receipts_amount_positive" CHECK("receipts"."amount_paise" > 0),
	CONSTRAINT "receipts_cancel_complete" CHECK(("receipts"."cancelled_at" is null) = ("receipts"."cancel_reason" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_year_number_uq` ON `receipts` (`financial_year`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_live_record_uq` ON `receipts` (`record_type`,`record_id`) WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX `receipts_record_idx` ON `receipts` (`record_type`,`record_id`);--> statement-breakpoint
ALTER TABLE `admissions` ADD `payment_method` text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE `admissions` ADD `entered_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `registrations` ADD `payment_method` text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `entered_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE TRIGGER `receipts_never_deleted` BEFORE DELETE ON `receipts` BEGIN SELECT RAISE(ABORT, 'A receipt is never deleted; cancel it instead.'); END;
--> statement-breakpoint
CREATE TRIGGER `receipts_append_only` BEFORE UPDATE ON `receipts` WHEN NEW.financial_year IS NOT OLD.financial_year OR NEW.number IS NOT OLD.number OR NEW.record_type IS NOT OLD.record_type OR NEW.record_id IS NOT OLD.record_id OR NEW.amount_paise IS NOT OLD.amount_paise OR NEW.method IS NOT OLD.method OR NEW.utr IS NOT OLD.utr OR NEW.source IS NOT OLD.source OR NEW.issued_at IS NOT OLD.issued_at OR NEW.issued_by_name IS NOT OLD.issued_by_name OR (NEW.issued_by IS NOT OLD.issued_by AND NEW.issued_by IS NOT NULL) OR (OLD.cancelled_at IS NOT NULL AND (NEW.cancelled_at IS NOT OLD.cancelled_at OR NEW.cancel_reason IS NOT OLD.cancel_reason OR NEW.cancelled_by_name IS NOT OLD.cancelled_by_name OR (NEW.cancelled_by IS NOT OLD.cancelled_by AND NEW.cancelled_by IS NOT NULL))) BEGIN SELECT RAISE(ABORT, 'A receipt keeps its number and facts; only its cancellation is recorded.'); END;
