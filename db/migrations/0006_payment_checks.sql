CREATE TABLE `payment_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` integer NOT NULL,
	`state` text NOT NULL,
	`statement_import_id` integer,
	`statement_row` integer,
	`statement_utr` text,
	`statement_amount_paise` integer,
	`remark` text,
	`user_id` integer,
	`checked_at` integer NOT NULL,
	FOREIGN KEY (`statement_import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_checks_record_uq` ON `payment_checks` (`record_type`,`record_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_checks_verified_line_uq` ON `payment_checks` (`statement_utr`) WHERE state = 'verified' and statement_utr is not null;--> statement-breakpoint
CREATE INDEX `payment_checks_state_idx` ON `payment_checks` (`state`);--> statement-breakpoint
CREATE TABLE `statement_formats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`signature` text NOT NULL,
	`date_column` text NOT NULL,
	`narration_column` text NOT NULL,
	`reference_column` text,
	`credit_column` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_formats_signature_unique` ON `statement_formats` (`signature`);--> statement-breakpoint
CREATE TABLE `statement_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sha256` text NOT NULL,
	`file_name` text NOT NULL,
	`credit_lines` integer NOT NULL,
	`period_from` text NOT NULL,
	`period_to` text NOT NULL,
	`format_id` integer,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`format_id`) REFERENCES `statement_formats`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_imports_sha256_unique` ON `statement_imports` (`sha256`);