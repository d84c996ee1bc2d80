CREATE TABLE `fee_open_accounts` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`centre` text NOT NULL,
	`course_code` text NOT NULL,
	`intake_id` integer,
	`oldest_due_on` text NOT NULL,
	`open_paise` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `fee_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `fee_open_accounts_due_idx` ON `fee_open_accounts` (`oldest_due_on`,"open_paise" desc,`account_id`);--> statement-breakpoint
CREATE INDEX `fee_open_accounts_centre_idx` ON `fee_open_accounts` (`centre`,`oldest_due_on`,"open_paise" desc,`account_id`);--> statement-breakpoint
CREATE INDEX `fee_open_accounts_course_idx` ON `fee_open_accounts` (`course_code`,`oldest_due_on`);--> statement-breakpoint
CREATE INDEX `fee_open_accounts_intake_idx` ON `fee_open_accounts` (`intake_id`,`oldest_due_on`);--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- fee_open_accounts.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `fee_open_accounts_centre_in_vocabulary_insert` BEFORE INSERT ON `fee_open_accounts` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_open_accounts.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `fee_open_accounts_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `fee_open_accounts` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'fee_open_accounts.centre is not in the vocabulary'); END;--> statement-breakpoint
-- The accounts open before this migration, from their open instalments.
INSERT INTO `fee_open_accounts` (`account_id`, `centre`, `course_code`, `intake_id`, `oldest_due_on`, `open_paise`)
  SELECT `account_id`, `centre`, `course_code`, `intake_id`, min(`due_on`), sum(`open_paise`) FROM `fee_open_instalments` GROUP BY `account_id`;
