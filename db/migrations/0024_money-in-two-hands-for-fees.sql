CREATE TABLE `intake_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`intake_id` integer NOT NULL,
	`action` text NOT NULL,
	`centre` text NOT NULL,
	`summary` text NOT NULL,
	`changes` text,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "intake_events_action" CHECK("intake_events"."action" in ('created', 'changed', 'carried-over', 'closed'))
);
--> statement-breakpoint
CREATE INDEX `intake_events_created_idx` ON `intake_events` (`created_at`);--> statement-breakpoint
ALTER TABLE `fee_entries` ADD `money_request_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `fee_entries_money_request_uq` ON `fee_entries` (`money_request_id`) WHERE money_request_id is not null;--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- The intakes' log is append-only like every other log here.
CREATE TRIGGER `intake_events_no_update` BEFORE UPDATE ON `intake_events` BEGIN SELECT RAISE(ABORT, 'intake events are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `intake_events_no_delete` BEFORE DELETE ON `intake_events` BEGIN SELECT RAISE(ABORT, 'intake events are append-only'); END;
