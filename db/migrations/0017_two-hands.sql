CREATE TABLE `money_request_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`answer` text NOT NULL,
	`self_confirmed` integer DEFAULT false NOT NULL,
	`user_id` integer,
	`user_name` text NOT NULL,
	`remark` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `money_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "money_request_answers_answer" CHECK("money_request_answers"."answer" in ('confirmed', 'refused', 'withdrawn')),
	CONSTRAINT "money_request_answers_self" CHECK("money_request_answers"."self_confirmed" = 0 or "money_request_answers"."answer" = 'confirmed')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_request_answers_request_id_unique` ON `money_request_answers` (`request_id`);--> statement-breakpoint
CREATE TABLE `money_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`payload` text NOT NULL,
	`summary` text NOT NULL,
	`centre` text,
	`requested_by` integer,
	`requested_by_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `money_requests_subject_idx` ON `money_requests` (`subject`);--> statement-breakpoint
CREATE INDEX `money_requests_created_idx` ON `money_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `staff_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`subject_id` integer NOT NULL,
	`action` text NOT NULL,
	`roles` text,
	`centres` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subject_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_events_action" CHECK("staff_events"."action" in ('invited', 'changed', 'disabled', 'enabled'))
);
--> statement-breakpoint
CREATE INDEX `staff_events_created_idx` ON `staff_events` (`created_at`);--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- Money in two hands is append-only (decision 069): a request and its answer
-- are never changed or removed. The one update let through is the database's
-- own "set null" of a removed account (the name columns keep who it was).
CREATE TRIGGER `money_requests_no_update` BEFORE UPDATE ON `money_requests` WHEN NEW.`requested_by` IS NOT NULL OR NEW.`id` IS NOT OLD.`id` OR NEW.`kind` IS NOT OLD.`kind` OR NEW.`subject` IS NOT OLD.`subject` OR NEW.`payload` IS NOT OLD.`payload` OR NEW.`summary` IS NOT OLD.`summary` OR NEW.`centre` IS NOT OLD.`centre` OR NEW.`requested_by_name` IS NOT OLD.`requested_by_name` OR NEW.`created_at` IS NOT OLD.`created_at` BEGIN SELECT RAISE(ABORT, 'money requests are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `money_requests_no_delete` BEFORE DELETE ON `money_requests` BEGIN SELECT RAISE(ABORT, 'money requests are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `money_request_answers_no_update` BEFORE UPDATE ON `money_request_answers` WHEN NEW.`user_id` IS NOT NULL OR NEW.`id` IS NOT OLD.`id` OR NEW.`request_id` IS NOT OLD.`request_id` OR NEW.`answer` IS NOT OLD.`answer` OR NEW.`self_confirmed` IS NOT OLD.`self_confirmed` OR NEW.`user_name` IS NOT OLD.`user_name` OR NEW.`remark` IS NOT OLD.`remark` OR NEW.`created_at` IS NOT OLD.`created_at` BEGIN SELECT RAISE(ABORT, 'money request answers are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `money_request_answers_no_delete` BEFORE DELETE ON `money_request_answers` BEGIN SELECT RAISE(ABORT, 'money request answers are append-only'); END;--> statement-breakpoint
-- The staff log is not changed either; a removed account's rows go with it (the app never removes one).
CREATE TRIGGER `staff_events_no_update` BEFORE UPDATE ON `staff_events` WHEN NEW.`user_id` IS NOT NULL OR NEW.`subject_id` IS NOT OLD.`subject_id` OR NEW.`action` IS NOT OLD.`action` OR NEW.`roles` IS NOT OLD.`roles` OR NEW.`centres` IS NOT OLD.`centres` OR NEW.`created_at` IS NOT OLD.`created_at` BEGIN SELECT RAISE(ABORT, 'staff events are append-only'); END;
