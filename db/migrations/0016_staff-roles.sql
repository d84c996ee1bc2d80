CREATE TABLE `staff_centres` (
	`user_id` integer NOT NULL,
	`centre` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_centres_user_centre_uq` ON `staff_centres` (`user_id`,`centre`);--> statement-breakpoint
CREATE TABLE `staff_roles` (
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_roles_user_role_uq` ON `staff_roles` (`user_id`,`role`);--> statement-breakpoint
ALTER TABLE `users` ADD `all_centres` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` integer;--> statement-breakpoint
-- Every account made before roles was an all-powerful admin: it becomes an
-- Owner of every centre, so nobody loses a right they had (decision 068).
INSERT INTO `staff_roles` (`user_id`, `role`) SELECT `id`, 'owner' FROM `users`;--> statement-breakpoint
UPDATE `users` SET `all_centres` = 1;--> statement-breakpoint
-- The vocabularies of the new enum columns, held by the database (decision 056).
-- staff_centres.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `staff_centres_centre_in_vocabulary_insert` BEFORE INSERT ON `staff_centres` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'staff_centres.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `staff_centres_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `staff_centres` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'staff_centres.centre is not in the vocabulary'); END;--> statement-breakpoint
-- staff_roles.role: owner, centre-head, accountant, counsellor, faculty, content-editor
CREATE TRIGGER `staff_roles_role_in_vocabulary_insert` BEFORE INSERT ON `staff_roles` WHEN NEW.`role` NOT IN ('owner', 'centre-head', 'accountant', 'counsellor', 'faculty', 'content-editor') BEGIN SELECT RAISE(ABORT, 'staff_roles.role is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `staff_roles_role_in_vocabulary_update` BEFORE UPDATE OF `role` ON `staff_roles` WHEN NEW.`role` NOT IN ('owner', 'centre-head', 'accountant', 'counsellor', 'faculty', 'content-editor') BEGIN SELECT RAISE(ABORT, 'staff_roles.role is not in the vocabulary'); END;
