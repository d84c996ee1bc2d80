CREATE TABLE `admissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference_id` text NOT NULL,
	`registration_id` integer NOT NULL,
	`name` text NOT NULL,
	`father_name` text NOT NULL,
	`gender` text NOT NULL,
	`dob` text NOT NULL,
	`email` text NOT NULL,
	`mobile` text NOT NULL,
	`admission_fee` integer NOT NULL,
	`utr` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`documents_purged_at` integer,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admissions_reference_id_uq` ON `admissions` (`reference_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `admissions_utr_uq` ON `admissions` (`utr`);--> statement-breakpoint
CREATE UNIQUE INDEX `admissions_idempotency_uq` ON `admissions` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `admissions_one_live_per_registration_uq` ON `admissions` (`registration_id`) WHERE status <> 'REJECTED';--> statement-breakpoint
CREATE INDEX `admissions_registration_idx` ON `admissions` (`registration_id`);--> statement-breakpoint
CREATE INDEX `admissions_status_created_idx` ON `admissions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `admissions_created_idx` ON `admissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`mobile` text NOT NULL,
	`subject` text NOT NULL,
	`query` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `enquiries_status_created_idx` ON `enquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `gallery_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`image_name` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_items_image_name_unique` ON `gallery_items` (`image_name`);--> statement-breakpoint
CREATE INDEX `gallery_category_created_idx` ON `gallery_items` (`category`,`created_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_email_idx` ON `login_failures` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failures_ip_idx` ON `login_failures` (`ip`,`created_at`);--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference_id` text NOT NULL,
	`name` text NOT NULL,
	`father_name` text NOT NULL,
	`gender` text NOT NULL,
	`dob` text NOT NULL,
	`email` text NOT NULL,
	`mobile` text NOT NULL,
	`address` text NOT NULL,
	`program` text NOT NULL,
	`course_code` text NOT NULL,
	`course_name` text NOT NULL,
	`centre` text NOT NULL,
	`course_mode` text NOT NULL,
	`guardian_name` text,
	`consent_at` integer NOT NULL,
	`registration_fee` integer NOT NULL,
	`utr` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`documents_purged_at` integer,
	CONSTRAINT "registrations_fee_positive" CHECK("registrations"."registration_fee" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_reference_id_uq` ON `registrations` (`reference_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_utr_uq` ON `registrations` (`utr`);--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_idempotency_uq` ON `registrations` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `registrations_status_created_idx` ON `registrations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `registrations_created_idx` ON `registrations` (`created_at`);--> statement-breakpoint
CREATE INDEX `registrations_mobile_idx` ON `registrations` (`mobile`);--> statement-breakpoint
CREATE INDEX `registrations_email_idx` ON `registrations` (`email`);--> statement-breakpoint
CREATE INDEX `registrations_centre_created_idx` ON `registrations` (`centre`,`created_at`);--> statement-breakpoint
CREATE INDEX `registrations_course_created_idx` ON `registrations` (`course_code`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer,
	`updated_by` integer,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `settings_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`old_value` text,
	`new_value` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `status_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` integer NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `status_events_record_idx` ON `status_events` (`record_type`,`record_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` integer NOT NULL,
	`kind` text NOT NULL,
	`stored_name` text NOT NULL,
	`original_name` text NOT NULL,
	`detected_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_stored_name_unique` ON `uploads` (`stored_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_owner_kind_uq` ON `uploads` (`owner_type`,`owner_id`,`kind`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT 'Admin' NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`password_changed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);