ALTER TABLE `admissions` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `language` text DEFAULT 'en' NOT NULL;