CREATE TABLE `fee_payment_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`amount_paise` integer NOT NULL,
	`utr` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `fee_accounts`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "fee_payment_claims_amount_positive" CHECK("fee_payment_claims"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_payment_claims_utr_uq` ON `fee_payment_claims` (`utr`);--> statement-breakpoint
CREATE INDEX `fee_payment_claims_account_idx` ON `fee_payment_claims` (`account_id`);--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A claim is what the student said; it is never changed or taken back (its state comes from the payment entry with its UTR).
CREATE TRIGGER `fee_payment_claims_never_updated` BEFORE UPDATE ON `fee_payment_claims` BEGIN SELECT RAISE(ABORT, 'A fee payment claim is never changed.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_payment_claims_never_deleted` BEFORE DELETE ON `fee_payment_claims` BEGIN SELECT RAISE(ABORT, 'A fee payment claim is never deleted.'); END;
