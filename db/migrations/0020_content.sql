CREATE TABLE `content_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`version` integer NOT NULL,
	`body` text NOT NULL,
	`published_by` integer,
	`published_by_name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`restored_from` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_versions_item_version` ON `content_versions` (`kind`,`key`,`version`);
--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- Content is published, never overwritten (decision 070): a restore is a new row.
CREATE TRIGGER `content_versions_never_updated` BEFORE UPDATE ON `content_versions` BEGIN SELECT RAISE(ABORT, 'A published version is never changed; publish a new one.'); END;--> statement-breakpoint
CREATE TRIGGER `content_versions_never_deleted` BEFORE DELETE ON `content_versions` BEGIN SELECT RAISE(ABORT, 'A published version is never deleted; publish a new one.'); END;--> statement-breakpoint
-- content_versions.kind: course, centre, text, notice
CREATE TRIGGER `content_versions_kind_in_vocabulary_insert` BEFORE INSERT ON `content_versions` WHEN NEW.`kind` NOT IN ('course', 'centre', 'text', 'notice') BEGIN SELECT RAISE(ABORT, 'content_versions.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `content_versions_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `content_versions` WHEN NEW.`kind` NOT IN ('course', 'centre', 'text', 'notice') BEGIN SELECT RAISE(ABORT, 'content_versions.kind is not in the vocabulary'); END;
