CREATE TABLE `certificate_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`certificate_id` integer,
	`method` text NOT NULL,
	`matched` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`certificate_id`) REFERENCES `certificates`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `certificate_verifications_certificate_idx` ON `certificate_verifications` (`certificate_id`);--> statement-breakpoint
CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`year` integer NOT NULL,
	`seq` integer NOT NULL,
	`verification_code` text NOT NULL,
	`admission_id` integer NOT NULL,
	`result_id` integer NOT NULL,
	`name` text NOT NULL,
	`father_name` text NOT NULL,
	`dob` text NOT NULL,
	`course_code` text NOT NULL,
	`centre` text NOT NULL,
	`marks` integer NOT NULL,
	`grade` text NOT NULL,
	`completion_date` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` integer,
	`revoked_at` integer,
	`revoked_by` integer,
	`revoke_reason` text,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`result_id`) REFERENCES `course_results`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "certificates_revocation_whole" CHECK(("certificates"."revoked_at" is null) = ("certificates"."revoke_reason" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_number_uq` ON `certificates` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_year_seq_uq` ON `certificates` (`year`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_verification_code_uq` ON `certificates` (`verification_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_one_live_per_admission_uq` ON `certificates` (`admission_id`) WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX `certificates_issued_idx` ON `certificates` (`issued_at`);--> statement-breakpoint
CREATE INDEX `certificates_revoked_idx` ON `certificates` (`revoked_at`);--> statement-breakpoint
CREATE TABLE `course_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admission_id` integer NOT NULL,
	`marks` integer NOT NULL,
	`grade` text NOT NULL,
	`completion_date` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "course_results_marks_range" CHECK("course_results"."marks" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX `course_results_admission_idx` ON `course_results` (`admission_id`,`id`);--> statement-breakpoint
CREATE TRIGGER `certificates_never_deleted` BEFORE DELETE ON `certificates` BEGIN SELECT RAISE(ABORT, 'certificates are never deleted: revoke instead'); END;
--> statement-breakpoint
CREATE TRIGGER `certificates_number_fixed` BEFORE UPDATE OF `number`, `year`, `seq`, `verification_code`, `admission_id`, `result_id`, `name`, `father_name`, `dob`, `course_code`, `centre`, `marks`, `grade`, `completion_date`, `issued_at`, `issued_by` ON `certificates` BEGIN SELECT RAISE(ABORT, 'an issued certificate is never changed: revoke it and issue another'); END;
--> statement-breakpoint
CREATE TRIGGER `certificates_revocation_final` BEFORE UPDATE OF `revoked_at`, `revoke_reason` ON `certificates` WHEN OLD.`revoked_at` IS NOT NULL BEGIN SELECT RAISE(ABORT, 'a revocation is final'); END;
--> statement-breakpoint
CREATE TRIGGER `course_results_never_changed` BEFORE UPDATE ON `course_results` BEGIN SELECT RAISE(ABORT, 'a result is never changed: record a new one'); END;
--> statement-breakpoint
CREATE TRIGGER `course_results_never_deleted` BEFORE DELETE ON `course_results` BEGIN SELECT RAISE(ABORT, 'a result is never deleted'); END;
