CREATE TABLE `factor_locks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`subject` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer,
	`locked_until` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `factor_locks_subject_uq` ON `factor_locks` (`scope`,`subject`);--> statement-breakpoint
CREATE INDEX `factor_locks_last_failure_idx` ON `factor_locks` (`last_failure_at`);