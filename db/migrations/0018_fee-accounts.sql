CREATE TABLE `concession_reasons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`retired_at` integer,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `concession_reasons_label_uq` ON `concession_reasons` (`label`);--> statement-breakpoint
CREATE TABLE `fee_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admission_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`centre` text NOT NULL,
	`course_code` text NOT NULL,
	`course_mode` text NOT NULL,
	`intake_id` integer,
	`language` text NOT NULL,
	`opened_at` integer NOT NULL,
	FOREIGN KEY (`admission_id`) REFERENCES `admissions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`plan_id`) REFERENCES `fee_plans`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_accounts_admission_uq` ON `fee_accounts` (`admission_id`);--> statement-breakpoint
CREATE INDEX `fee_accounts_centre_idx` ON `fee_accounts` (`centre`,`course_code`);--> statement-breakpoint
CREATE TABLE `fee_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`line` text,
	`label` text,
	`label_hi` text,
	`due_on` text,
	`method` text,
	`utr` text,
	`concession_reason_id` integer,
	`share_bp` integer,
	`reason` text,
	`receipt_id` integer,
	`confirms` integer,
	`financial_year` text,
	`number` integer,
	`user_id` integer,
	`user_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `fee_accounts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`concession_reason_id`) REFERENCES `concession_reasons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`receipt_id`) REFERENCES `receipts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fee_entries_amount_positive" CHECK("fee_entries"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX `fee_entries_account_idx` ON `fee_entries` (`account_id`,`kind`);--> statement-breakpoint
CREATE INDEX `fee_entries_due_idx` ON `fee_entries` (`kind`,`due_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `fee_entries_payment_utr_uq` ON `fee_entries` (`utr`) WHERE kind = 'payment' and utr is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `fee_entries_series_uq` ON `fee_entries` (`kind`,`financial_year`,`number`) WHERE number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `fee_entries_confirms_uq` ON `fee_entries` (`confirms`) WHERE confirms is not null;--> statement-breakpoint
CREATE TABLE `fee_open_instalments` (
	`charge_id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`centre` text NOT NULL,
	`course_code` text NOT NULL,
	`intake_id` integer,
	`due_on` text NOT NULL,
	`open_paise` integer NOT NULL,
	FOREIGN KEY (`charge_id`) REFERENCES `fee_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `fee_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `fee_open_due_idx` ON `fee_open_instalments` (`due_on`,`account_id`,`open_paise`);--> statement-breakpoint
CREATE INDEX `fee_open_account_idx` ON `fee_open_instalments` (`account_id`);--> statement-breakpoint
CREATE INDEX `fee_open_centre_due_idx` ON `fee_open_instalments` (`centre`,`due_on`);--> statement-breakpoint
CREATE TABLE `fee_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`program` text NOT NULL,
	`course_code` text,
	`course_mode` text NOT NULL,
	`intake_id` integer,
	`total_paise` integer NOT NULL,
	`lines` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`intake_id`) REFERENCES `intakes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fee_plans_total_positive" CHECK("fee_plans"."total_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX `fee_plans_find_idx` ON `fee_plans` (`program`,`course_mode`,`course_code`,`intake_id`);--> statement-breakpoint
CREATE TABLE `fee_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charge_id` integer NOT NULL,
	`offset_days` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`charge_id`) REFERENCES `fee_entries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_reminders_charge_offset_uq` ON `fee_reminders` (`charge_id`,`offset_days`);--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- The vocabularies of the new enum columns, held by the database (decision 056).
-- fee_open_instalments.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `fee_open_instalments_centre_in_vocabulary_insert` BEFORE INSERT ON `fee_open_instalments` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_open_instalments.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_open_instalments_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `fee_open_instalments` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_open_instalments.centre is not in the vocabulary'); END;--> statement-breakpoint
-- fee_plans.program: diploma, advance-diploma
CREATE TRIGGER `fee_plans_program_in_vocabulary_insert` BEFORE INSERT ON `fee_plans` WHEN NEW.`program` NOT IN ('diploma', 'advance-diploma') BEGIN SELECT RAISE(ABORT, 'fee_plans.program is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_plans_program_in_vocabulary_update` BEFORE UPDATE OF `program` ON `fee_plans` WHEN NEW.`program` NOT IN ('diploma', 'advance-diploma') BEGIN SELECT RAISE(ABORT, 'fee_plans.program is not in the vocabulary'); END;--> statement-breakpoint
-- fee_plans.course_mode: Offline, Online
CREATE TRIGGER `fee_plans_course_mode_in_vocabulary_insert` BEFORE INSERT ON `fee_plans` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'fee_plans.course_mode is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_plans_course_mode_in_vocabulary_update` BEFORE UPDATE OF `course_mode` ON `fee_plans` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'fee_plans.course_mode is not in the vocabulary'); END;--> statement-breakpoint
-- fee_accounts.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `fee_accounts_centre_in_vocabulary_insert` BEFORE INSERT ON `fee_accounts` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_accounts.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_accounts_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `fee_accounts` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_accounts.centre is not in the vocabulary'); END;--> statement-breakpoint
-- fee_accounts.course_mode: Offline, Online
CREATE TRIGGER `fee_accounts_course_mode_in_vocabulary_insert` BEFORE INSERT ON `fee_accounts` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'fee_accounts.course_mode is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_accounts_course_mode_in_vocabulary_update` BEFORE UPDATE OF `course_mode` ON `fee_accounts` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'fee_accounts.course_mode is not in the vocabulary'); END;--> statement-breakpoint
-- fee_accounts.language: en, hi
CREATE TRIGGER `fee_accounts_language_in_vocabulary_insert` BEFORE INSERT ON `fee_accounts` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'fee_accounts.language is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_accounts_language_in_vocabulary_update` BEFORE UPDATE OF `language` ON `fee_accounts` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'fee_accounts.language is not in the vocabulary'); END;--> statement-breakpoint
-- fee_entries.kind: charge, concession, payment, refund, write-off, refund-request
CREATE TRIGGER `fee_entries_kind_in_vocabulary_insert` BEFORE INSERT ON `fee_entries` WHEN NEW.`kind` NOT IN ('charge', 'concession', 'payment', 'refund', 'write-off', 'refund-request') BEGIN SELECT RAISE(ABORT, 'fee_entries.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_entries_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `fee_entries` WHEN NEW.`kind` NOT IN ('charge', 'concession', 'payment', 'refund', 'write-off', 'refund-request') BEGIN SELECT RAISE(ABORT, 'fee_entries.kind is not in the vocabulary'); END;--> statement-breakpoint
-- fee_entries.line: registration, admission, instalment
CREATE TRIGGER `fee_entries_line_in_vocabulary_insert` BEFORE INSERT ON `fee_entries` WHEN NEW.`line` NOT IN ('registration', 'admission', 'instalment') BEGIN SELECT RAISE(ABORT, 'fee_entries.line is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_entries_line_in_vocabulary_update` BEFORE UPDATE OF `line` ON `fee_entries` WHEN NEW.`line` NOT IN ('registration', 'admission', 'instalment') BEGIN SELECT RAISE(ABORT, 'fee_entries.line is not in the vocabulary'); END;--> statement-breakpoint
-- fee_entries.method: upi, cash, bank
CREATE TRIGGER `fee_entries_method_in_vocabulary_insert` BEFORE INSERT ON `fee_entries` WHEN NEW.`method` NOT IN ('upi', 'cash', 'bank') BEGIN SELECT RAISE(ABORT, 'fee_entries.method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_entries_method_in_vocabulary_update` BEFORE UPDATE OF `method` ON `fee_entries` WHEN NEW.`method` NOT IN ('upi', 'cash', 'bank') BEGIN SELECT RAISE(ABORT, 'fee_entries.method is not in the vocabulary'); END;--> statement-breakpoint
-- receipts take a fee account's payment (record type fee-payment) and a bank transfer (issue 53).
DROP TRIGGER `receipts_record_type_in_vocabulary_insert`;--> statement-breakpoint
DROP TRIGGER `receipts_record_type_in_vocabulary_update`;--> statement-breakpoint
DROP TRIGGER `receipts_method_in_vocabulary_insert`;--> statement-breakpoint
DROP TRIGGER `receipts_method_in_vocabulary_update`;--> statement-breakpoint
-- receipts.record_type: registration, admission, fee-payment
CREATE TRIGGER `receipts_record_type_in_vocabulary_insert` BEFORE INSERT ON `receipts` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'fee-payment') BEGIN SELECT RAISE(ABORT, 'receipts.record_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `receipts_record_type_in_vocabulary_update` BEFORE UPDATE OF `record_type` ON `receipts` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'fee-payment') BEGIN SELECT RAISE(ABORT, 'receipts.record_type is not in the vocabulary'); END;--> statement-breakpoint
-- receipts.method: upi, cash, bank
CREATE TRIGGER `receipts_method_in_vocabulary_insert` BEFORE INSERT ON `receipts` WHEN NEW.`method` NOT IN ('upi', 'cash', 'bank') BEGIN SELECT RAISE(ABORT, 'receipts.method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `receipts_method_in_vocabulary_update` BEFORE UPDATE OF `method` ON `receipts` WHEN NEW.`method` NOT IN ('upi', 'cash', 'bank') BEGIN SELECT RAISE(ABORT, 'receipts.method is not in the vocabulary'); END;--> statement-breakpoint
-- Money is append-only (decision 073): an entry, a plan, an account is never changed or deleted.
CREATE TRIGGER `fee_entries_never_updated` BEFORE UPDATE ON `fee_entries` BEGIN SELECT RAISE(ABORT, 'A fee entry is never changed; add a new entry instead.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_entries_never_deleted` BEFORE DELETE ON `fee_entries` BEGIN SELECT RAISE(ABORT, 'A fee entry is never deleted; add a new entry instead.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_plans_never_updated` BEFORE UPDATE ON `fee_plans` BEGIN SELECT RAISE(ABORT, 'A fee plan is never changed; save a new version.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_plans_never_deleted` BEFORE DELETE ON `fee_plans` BEGIN SELECT RAISE(ABORT, 'A fee plan is never deleted; save a new version.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_accounts_never_updated` BEFORE UPDATE ON `fee_accounts` BEGIN SELECT RAISE(ABORT, 'A fee account is never changed.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_accounts_never_deleted` BEFORE DELETE ON `fee_accounts` BEGIN SELECT RAISE(ABORT, 'A fee account is never deleted.'); END;--> statement-breakpoint
CREATE TRIGGER `fee_reminders_never_deleted` BEFORE DELETE ON `fee_reminders` BEGIN SELECT RAISE(ABORT, 'A reminder sent is never forgotten.'); END;--> statement-breakpoint
CREATE TRIGGER `concession_reasons_never_deleted` BEFORE DELETE ON `concession_reasons` BEGIN SELECT RAISE(ABORT, 'A concession reason is retired, never deleted.'); END;--> statement-breakpoint
CREATE TRIGGER `concession_reasons_only_retired` BEFORE UPDATE ON `concession_reasons` WHEN NEW.label IS NOT OLD.label OR OLD.retired_at IS NOT NULL OR NEW.created_at IS NOT OLD.created_at BEGIN SELECT RAISE(ABORT, 'A concession reason keeps its words; retire it and add another.'); END;--> statement-breakpoint
-- The spec's fee table as the plans of a new install, one per program and mode (the working
-- professionals' online rates need a category the records do not hold: staff add them as a plan).
-- The course fee less the admission fee falls due in two halves, 30 and 60 days after the batch
-- starts: a schedule for the institute to review (the go-live checklist's words), not the spec's.
INSERT INTO `fee_plans` (`program`, `course_code`, `course_mode`, `intake_id`, `total_paise`, `lines`) VALUES
  ('diploma', NULL, 'Offline', NULL, 800000, '[{"kind": "registration", "label": "Registration fee", "labelHi": "पंजीकरण शुल्क"}, {"kind": "admission", "label": "Admission fee", "labelHi": "प्रवेश शुल्क"}, {"kind": "instalment", "label": "Instalment 1", "labelHi": "किस्त 1", "shareBp": 5000, "dueDays": 30}, {"kind": "instalment", "label": "Instalment 2", "labelHi": "किस्त 2", "shareBp": 5000, "dueDays": 60}]'),
  ('advance-diploma', NULL, 'Offline', NULL, 1000000, '[{"kind": "registration", "label": "Registration fee", "labelHi": "पंजीकरण शुल्क"}, {"kind": "admission", "label": "Admission fee", "labelHi": "प्रवेश शुल्क"}, {"kind": "instalment", "label": "Instalment 1", "labelHi": "किस्त 1", "shareBp": 5000, "dueDays": 30}, {"kind": "instalment", "label": "Instalment 2", "labelHi": "किस्त 2", "shareBp": 5000, "dueDays": 60}]'),
  ('diploma', NULL, 'Online', NULL, 1000000, '[{"kind": "registration", "label": "Registration fee", "labelHi": "पंजीकरण शुल्क"}, {"kind": "admission", "label": "Admission fee", "labelHi": "प्रवेश शुल्क"}, {"kind": "instalment", "label": "Instalment 1", "labelHi": "किस्त 1", "shareBp": 5000, "dueDays": 30}, {"kind": "instalment", "label": "Instalment 2", "labelHi": "किस्त 2", "shareBp": 5000, "dueDays": 60}]'),
  ('advance-diploma', NULL, 'Online', NULL, 1200000, '[{"kind": "registration", "label": "Registration fee", "labelHi": "पंजीकरण शुल्क"}, {"kind": "admission", "label": "Admission fee", "labelHi": "प्रवेश शुल्क"}, {"kind": "instalment", "label": "Instalment 1", "labelHi": "किस्त 1", "shareBp": 5000, "dueDays": 30}, {"kind": "instalment", "label": "Instalment 2", "labelHi": "किस्त 2", "shareBp": 5000, "dueDays": 60}]');
