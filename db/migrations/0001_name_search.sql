-- Name search for the admin lists: FTS5 trigram indexes, so "part of a name"
-- (LIKE '%kumar%') is an index lookup instead of a scan of every row.
-- External content: the text lives once, in the real tables; triggers keep
-- the indexes in step.
CREATE VIRTUAL TABLE `registrations_name_fts` USING fts5(name, content='registrations', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `registrations_name_fts_insert` AFTER INSERT ON `registrations` BEGIN INSERT INTO registrations_name_fts(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `registrations_name_fts_delete` AFTER DELETE ON `registrations` BEGIN INSERT INTO registrations_name_fts(registrations_name_fts, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `registrations_name_fts_update` AFTER UPDATE OF name ON `registrations` BEGIN INSERT INTO registrations_name_fts(registrations_name_fts, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO registrations_name_fts(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
INSERT INTO `registrations_name_fts`(`registrations_name_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `admissions_name_fts` USING fts5(name, content='admissions', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `admissions_name_fts_insert` AFTER INSERT ON `admissions` BEGIN INSERT INTO admissions_name_fts(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
CREATE TRIGGER `admissions_name_fts_delete` AFTER DELETE ON `admissions` BEGIN INSERT INTO admissions_name_fts(admissions_name_fts, rowid, name) VALUES ('delete', old.id, old.name); END;
--> statement-breakpoint
CREATE TRIGGER `admissions_name_fts_update` AFTER UPDATE OF name ON `admissions` BEGIN INSERT INTO admissions_name_fts(admissions_name_fts, rowid, name) VALUES ('delete', old.id, old.name); INSERT INTO admissions_name_fts(rowid, name) VALUES (new.id, new.name); END;
--> statement-breakpoint
INSERT INTO `admissions_name_fts`(`admissions_name_fts`) VALUES ('rebuild');
