CREATE TABLE `student_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admission_id` integer NOT NULL,
	`code` text NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `student_cards_admission_uq` ON `student_cards` (`admission_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `student_cards_code_uq` ON `student_cards` (`code`);--> statement-breakpoint
DROP INDEX `intake_faculty_uq`;--> statement-breakpoint
ALTER TABLE `intake_faculty` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `intake_faculty` ADD `ended_by` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `intake_faculty_open_uq` ON `intake_faculty` (`intake_id`,`user_id`) WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX `intake_faculty_intake_idx` ON `intake_faculty` (`intake_id`,`id`);--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- Who taught when is kept: a teacher taken off a batch gets ended_at once; the row is never deleted or otherwise changed.
CREATE TRIGGER `intake_faculty_never_deleted` BEFORE DELETE ON `intake_faculty` BEGIN SELECT RAISE(ABORT, 'A teaching assignment is never deleted; it is ended.'); END;--> statement-breakpoint
CREATE TRIGGER `intake_faculty_ended_once` BEFORE UPDATE ON `intake_faculty` WHEN NEW.intake_id IS NOT OLD.intake_id OR NEW.user_id IS NOT OLD.user_id OR NEW.created_at IS NOT OLD.created_at OR (OLD.ended_at IS NOT NULL AND (NEW.ended_at IS NOT OLD.ended_at OR NEW.ended_by IS NOT OLD.ended_by)) BEGIN SELECT RAISE(ABORT, 'A teaching assignment only gets its end, once.'); END;--> statement-breakpoint
-- A card's code is made once and never changes: the printed QR must keep working.
CREATE TRIGGER `student_cards_never_updated` BEFORE UPDATE ON `student_cards` BEGIN SELECT RAISE(ABORT, 'A student card code is never changed.'); END;--> statement-breakpoint
CREATE TRIGGER `student_cards_never_deleted` BEFORE DELETE ON `student_cards` BEGIN SELECT RAISE(ABORT, 'A student card code is never deleted.'); END;
