CREATE TABLE `document_kinds` (
	`kind` text PRIMARY KEY NOT NULL,
	`staff_name` text NOT NULL
);
--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- The kinds of migration 0014's list, with their staff names; openDatabase
-- writes the document table's rows here on every open (decision 087).
INSERT INTO `document_kinds` (`kind`, `staff_name`) VALUES ('photo', 'Photo'), ('aadhaar', 'Aadhaar card'), ('tenth', '10th certificate'), ('twelfth', '12th certificate'), ('graduation', 'Graduation certificate'), ('payment', 'Payment screenshot');--> statement-breakpoint
DROP TRIGGER `uploads_kind_in_vocabulary_insert`;--> statement-breakpoint
DROP TRIGGER `uploads_kind_in_vocabulary_update`;--> statement-breakpoint
CREATE TRIGGER `uploads_kind_in_vocabulary_insert` BEFORE INSERT ON `uploads` WHEN NEW.`kind` NOT IN (SELECT `kind` FROM `document_kinds`) BEGIN SELECT RAISE(ABORT, 'uploads.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `uploads_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `uploads` WHEN NEW.`kind` NOT IN (SELECT `kind` FROM `document_kinds`) BEGIN SELECT RAISE(ABORT, 'uploads.kind is not in the vocabulary'); END;
