CREATE TABLE `corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer NOT NULL,
	`documents` text NOT NULL,
	`fields` text NOT NULL,
	`remark` text NOT NULL,
	`deadline_at` integer NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`answered_at` integer,
	`previous_values` text,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `corrections_registration_idx` ON `corrections` (`registration_id`,`id`);--> statement-breakpoint
CREATE TABLE `intakes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_code` text NOT NULL,
	`centre` text NOT NULL,
	`course_mode` text NOT NULL,
	`session` text NOT NULL,
	`starts_at` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`seats` integer NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "intakes_seats_positive" CHECK("intakes"."seats" >= 0),
	CONSTRAINT "intakes_window_order" CHECK("intakes"."opens_at" < "intakes"."closes_at")
);
--> statement-breakpoint
CREATE INDEX `intakes_course_idx` ON `intakes` (`course_code`,`centre`,`course_mode`,`starts_at`);--> statement-breakpoint
DROP INDEX `uploads_owner_kind_uq`;--> statement-breakpoint
ALTER TABLE `uploads` ADD `replaced_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_owner_kind_current_uq` ON `uploads` (`owner_type`,`owner_id`,`kind`) WHERE replaced_at is null;--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner_type`,`owner_id`);--> statement-breakpoint
ALTER TABLE `registrations` ADD `intake_id` integer REFERENCES intakes(id);--> statement-breakpoint
CREATE INDEX `registrations_intake_status_idx` ON `registrations` (`intake_id`,`status`);