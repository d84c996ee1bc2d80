CREATE TABLE `assessment_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`save_id` integer NOT NULL,
	`assessment_id` integer NOT NULL,
	`admission_id` integer NOT NULL,
	`marks` integer,
	FOREIGN KEY (`save_id`) REFERENCES `batch_saves`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`assessment_id`) REFERENCES `assessments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "assessment_marks_not_negative" CHECK("assessment_marks"."marks" is null or "assessment_marks"."marks" >= 0)
);
--> statement-breakpoint
CREATE INDEX `assessment_marks_assessment_idx` ON `assessment_marks` (`assessment_id`,`admission_id`,`id`);--> statement-breakpoint
CREATE INDEX `assessment_marks_admission_idx` ON `assessment_marks` (`admission_id`,`assessment_id`,`id`);--> statement-breakpoint
CREATE TABLE `assessments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`intake_id` integer NOT NULL,
	`title` text NOT NULL,
	`held_on` text NOT NULL,
	`max_marks` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "assessments_max_marks" CHECK("assessments"."max_marks" between 1 and 1000)
);
--> statement-breakpoint
CREATE INDEX `assessments_intake_idx` ON `assessments` (`intake_id`,`held_on`);--> statement-breakpoint
CREATE TABLE `attendance_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`save_id` integer NOT NULL,
	`session_id` integer NOT NULL,
	`admission_id` integer NOT NULL,
	`status` text NOT NULL,
	FOREIGN KEY (`save_id`) REFERENCES `batch_saves`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`session_id`) REFERENCES `class_sessions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `attendance_marks_session_idx` ON `attendance_marks` (`session_id`,`admission_id`,`id`);--> statement-breakpoint
CREATE INDEX `attendance_marks_admission_idx` ON `attendance_marks` (`admission_id`,`session_id`,`id`);--> statement-breakpoint
CREATE TABLE `batch_saves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject_id` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`base_version` integer NOT NULL,
	`taken_at` integer NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_saves_key_uq` ON `batch_saves` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `batch_saves_subject_idx` ON `batch_saves` (`kind`,`subject_id`,`id`);--> statement-breakpoint
CREATE TABLE `class_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`intake_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`minutes` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`cancelled_at` integer,
	`cancelled_by` integer,
	`cancel_reason` text,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`cancelled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "class_sessions_minutes" CHECK("class_sessions"."minutes" between 1 and 720)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_sessions_live_uq` ON `class_sessions` (`intake_id`,`starts_at`) WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX `class_sessions_intake_idx` ON `class_sessions` (`intake_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `course_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_code` text NOT NULL,
	`min_attendance_percent` integer NOT NULL,
	`min_internal_percent` integer NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "course_rules_attendance_range" CHECK("course_rules"."min_attendance_percent" between 0 and 100),
	CONSTRAINT "course_rules_internal_range" CHECK("course_rules"."min_internal_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX `course_rules_course_idx` ON `course_rules` (`course_code`,`id`);--> statement-breakpoint
CREATE TABLE `intake_faculty` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`intake_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`assigned_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_faculty_uq` ON `intake_faculty` (`intake_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `intake_faculty_user_idx` ON `intake_faculty` (`user_id`);--> statement-breakpoint
CREATE TABLE `intake_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admission_id` integer NOT NULL,
	`from_intake_id` integer,
	`to_intake_id` integer NOT NULL,
	`remark` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`from_intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`to_intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `intake_transfers_admission_idx` ON `intake_transfers` (`admission_id`,`id`);--> statement-breakpoint
CREATE INDEX `intake_transfers_to_idx` ON `intake_transfers` (`to_intake_id`);--> statement-breakpoint
ALTER TABLE `certificates` ADD `course_starts_on` text;--> statement-breakpoint
ALTER TABLE `certificates` ADD `course_ends_on` text;--> statement-breakpoint
ALTER TABLE `certificates` ADD `attendance_percent` integer;--> statement-breakpoint
ALTER TABLE `certificates` ADD `internal_percent` integer;--> statement-breakpoint
ALTER TABLE `certificates` ADD `eligibility_override` text;--> statement-breakpoint
ALTER TABLE `intakes` ADD `ends_on` text;--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A batch's record is appended, never changed (issue 54, decision 074): a correction is a new mark, the latest wins.
CREATE TRIGGER `intake_transfers_never_changed` BEFORE UPDATE ON `intake_transfers` BEGIN SELECT RAISE(ABORT, 'intake_transfers are appended, never changed'); END;--> statement-breakpoint
CREATE TRIGGER `intake_transfers_never_deleted` BEFORE DELETE ON `intake_transfers` BEGIN SELECT RAISE(ABORT, 'intake_transfers are appended, never deleted'); END;--> statement-breakpoint
CREATE TRIGGER `batch_saves_never_changed` BEFORE UPDATE ON `batch_saves` BEGIN SELECT RAISE(ABORT, 'batch_saves are appended, never changed'); END;--> statement-breakpoint
CREATE TRIGGER `batch_saves_never_deleted` BEFORE DELETE ON `batch_saves` BEGIN SELECT RAISE(ABORT, 'batch_saves are appended, never deleted'); END;--> statement-breakpoint
CREATE TRIGGER `attendance_marks_never_changed` BEFORE UPDATE ON `attendance_marks` BEGIN SELECT RAISE(ABORT, 'attendance_marks are appended, never changed'); END;--> statement-breakpoint
CREATE TRIGGER `attendance_marks_never_deleted` BEFORE DELETE ON `attendance_marks` BEGIN SELECT RAISE(ABORT, 'attendance_marks are appended, never deleted'); END;--> statement-breakpoint
CREATE TRIGGER `assessment_marks_never_changed` BEFORE UPDATE ON `assessment_marks` BEGIN SELECT RAISE(ABORT, 'assessment_marks are appended, never changed'); END;--> statement-breakpoint
CREATE TRIGGER `assessment_marks_never_deleted` BEFORE DELETE ON `assessment_marks` BEGIN SELECT RAISE(ABORT, 'assessment_marks are appended, never deleted'); END;--> statement-breakpoint
CREATE TRIGGER `course_rules_never_changed` BEFORE UPDATE ON `course_rules` BEGIN SELECT RAISE(ABORT, 'course_rules are appended, never changed'); END;--> statement-breakpoint
CREATE TRIGGER `course_rules_never_deleted` BEFORE DELETE ON `course_rules` BEGIN SELECT RAISE(ABORT, 'course_rules are appended, never deleted'); END;--> statement-breakpoint
-- What a certificate was issued on stays as issued.
CREATE TRIGGER `certificates_record_fixed` BEFORE UPDATE OF `course_starts_on`, `course_ends_on`, `attendance_percent`, `internal_percent`, `eligibility_override` ON `certificates` BEGIN SELECT RAISE(ABORT, 'an issued certificate is never changed: revoke it and issue another'); END;--> statement-breakpoint
-- The vocabularies of the new enum columns, held by the database (decision 056).
-- batch_saves.kind: attendance, marks
CREATE TRIGGER `batch_saves_kind_in_vocabulary_insert` BEFORE INSERT ON `batch_saves` WHEN NEW.`kind` NOT IN ('attendance', 'marks') BEGIN SELECT RAISE(ABORT, 'batch_saves.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `batch_saves_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `batch_saves` WHEN NEW.`kind` NOT IN ('attendance', 'marks') BEGIN SELECT RAISE(ABORT, 'batch_saves.kind is not in the vocabulary'); END;--> statement-breakpoint
-- attendance_marks.status: present, absent, late
CREATE TRIGGER `attendance_marks_status_in_vocabulary_insert` BEFORE INSERT ON `attendance_marks` WHEN NEW.`status` NOT IN ('present', 'absent', 'late') BEGIN SELECT RAISE(ABORT, 'attendance_marks.status is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `attendance_marks_status_in_vocabulary_update` BEFORE UPDATE OF `status` ON `attendance_marks` WHEN NEW.`status` NOT IN ('present', 'absent', 'late') BEGIN SELECT RAISE(ABORT, 'attendance_marks.status is not in the vocabulary'); END;
