CREATE TABLE `credit_dismissals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`line_id` integer NOT NULL,
	`remark` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`line_id`) REFERENCES `statement_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_dismissals_line_id_unique` ON `credit_dismissals` (`line_id`);--> statement-breakpoint
CREATE TABLE `payment_evidence` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` integer NOT NULL,
	`kind` text NOT NULL,
	`outcome` text NOT NULL,
	`line_id` integer,
	`import_id` integer,
	`statement_row` integer,
	`utr` text,
	`amount_paise` integer,
	`remark` text,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`line_id`) REFERENCES `statement_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_evidence_record_idx` ON `payment_evidence` (`record_type`,`record_id`,`outcome`);--> statement-breakpoint
CREATE INDEX `payment_evidence_line_idx` ON `payment_evidence` (`line_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_evidence_record_line_uq` ON `payment_evidence` (`record_type`,`record_id`,`line_id`) WHERE line_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_evidence_verified_line_uq` ON `payment_evidence` (`line_id`) WHERE outcome = 'verified' and line_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_evidence_verified_record_uq` ON `payment_evidence` (`record_type`,`record_id`) WHERE outcome = 'verified';--> statement-breakpoint
CREATE TABLE `statement_days` (
	`day` text PRIMARY KEY NOT NULL,
	`import_id` integer NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `statement_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_id` integer NOT NULL,
	`row` integer NOT NULL,
	`date` text NOT NULL,
	`narration` text NOT NULL,
	`reference` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`utr` text,
	`line_key` text NOT NULL,
	`occurrence` integer NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_lines_key_uq` ON `statement_lines` (`line_key`,`occurrence`);--> statement-breakpoint
CREATE INDEX `statement_lines_utr_idx` ON `statement_lines` (`utr`);--> statement-breakpoint
-- Every check made so far becomes evidence; "not in statement" is no longer stored but derived from the days covered.
INSERT INTO `payment_evidence` (`record_type`, `record_id`, `kind`, `outcome`, `import_id`, `statement_row`, `utr`, `amount_paise`, `remark`, `user_id`, `created_at`) SELECT `record_type`, `record_id`, CASE WHEN `statement_import_id` IS NULL AND `statement_row` IS NULL THEN 'by_hand' ELSE 'statement' END, `state`, `statement_import_id`, `statement_row`, `statement_utr`, `statement_amount_paise`, `remark`, `user_id`, `checked_at` FROM `payment_checks` WHERE `state` IN ('verified', 'amount_differs', 'line_used');--> statement-breakpoint
INSERT OR IGNORE INTO `statement_days` (`day`, `import_id`) WITH RECURSIVE `d`(`day`, `import_id`, `last`) AS (SELECT `period_from`, `id`, `period_to` FROM `statement_imports` UNION ALL SELECT date(`day`, '+1 day'), `import_id`, `last` FROM `d` WHERE `day` < `last`) SELECT `day`, `import_id` FROM `d` ORDER BY `import_id`;--> statement-breakpoint
DROP TABLE `payment_checks`;--> statement-breakpoint
ALTER TABLE `statement_formats` ADD `layout` text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE `statement_formats` ADD `debit_column` text;--> statement-breakpoint
ALTER TABLE `statement_formats` ADD `type_column` text;--> statement-breakpoint
CREATE TRIGGER `payment_evidence_no_update` BEFORE UPDATE ON `payment_evidence` BEGIN SELECT RAISE(ABORT, 'payment evidence is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `payment_evidence_no_delete` BEFORE DELETE ON `payment_evidence` BEGIN SELECT RAISE(ABORT, 'payment evidence is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `statement_lines_no_update` BEFORE UPDATE ON `statement_lines` BEGIN SELECT RAISE(ABORT, 'statement lines are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `statement_lines_no_delete` BEFORE DELETE ON `statement_lines` BEGIN SELECT RAISE(ABORT, 'statement lines are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `credit_dismissals_no_update` BEFORE UPDATE ON `credit_dismissals` BEGIN SELECT RAISE(ABORT, 'credit dismissals are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `credit_dismissals_no_delete` BEFORE DELETE ON `credit_dismissals` BEGIN SELECT RAISE(ABORT, 'credit dismissals are append-only'); END;
