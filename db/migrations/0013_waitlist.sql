CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer NOT NULL,
	`intake_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`offered_at` integer,
	`offer_deadline_at` integer,
	`offered_by` integer,
	`claimed_at` integer,
	`lapsed_at` integer,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`offered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "waitlist_entries_offer_complete" CHECK(("waitlist_entries"."offered_at" is null) = ("waitlist_entries"."offer_deadline_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_registration_uq` ON `waitlist_entries` (`registration_id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_intake_idx` ON `waitlist_entries` (`intake_id`,`id`);