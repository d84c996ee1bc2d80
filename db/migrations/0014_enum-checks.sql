-- Every enum column holds only its vocabulary (domain/vocabulary.ts): a write
-- of any other value is refused by the database itself (decision 056).
-- Triggers, not CHECK constraints: a CHECK on an existing column needs the
-- table rebuilt, and the migrator runs inside a transaction, where
-- PRAGMA foreign_keys=OFF does nothing; dropping registrations or admissions
-- would then act on every row that refers to them (a DROP TABLE deletes its
-- rows first), and the append-only triggers of payment_evidence refuse that
-- delete. A BEFORE
-- trigger leaves every table, row, index and trigger as it was. Generated from
-- db/schema.ts's enum columns; tests/unit/vocabulary.test.ts holds the two
-- in step.
-- admissions.gender: male, female, Other
CREATE TRIGGER `admissions_gender_in_vocabulary_insert` BEFORE INSERT ON `admissions` WHEN NEW.`gender` NOT IN ('male', 'female', 'Other') BEGIN SELECT RAISE(ABORT, 'admissions.gender is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `admissions_gender_in_vocabulary_update` BEFORE UPDATE OF `gender` ON `admissions` WHEN NEW.`gender` NOT IN ('male', 'female', 'Other') BEGIN SELECT RAISE(ABORT, 'admissions.gender is not in the vocabulary'); END;--> statement-breakpoint
-- admissions.payment_method: upi, cash
CREATE TRIGGER `admissions_payment_method_in_vocabulary_insert` BEFORE INSERT ON `admissions` WHEN NEW.`payment_method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'admissions.payment_method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `admissions_payment_method_in_vocabulary_update` BEFORE UPDATE OF `payment_method` ON `admissions` WHEN NEW.`payment_method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'admissions.payment_method is not in the vocabulary'); END;--> statement-breakpoint
-- admissions.status: PENDING, APPROVED, REJECTED
CREATE TRIGGER `admissions_status_in_vocabulary_insert` BEFORE INSERT ON `admissions` WHEN NEW.`status` NOT IN ('PENDING', 'APPROVED', 'REJECTED') BEGIN SELECT RAISE(ABORT, 'admissions.status is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `admissions_status_in_vocabulary_update` BEFORE UPDATE OF `status` ON `admissions` WHEN NEW.`status` NOT IN ('PENDING', 'APPROVED', 'REJECTED') BEGIN SELECT RAISE(ABORT, 'admissions.status is not in the vocabulary'); END;--> statement-breakpoint
-- admissions.language: en, hi
CREATE TRIGGER `admissions_language_in_vocabulary_insert` BEFORE INSERT ON `admissions` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'admissions.language is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `admissions_language_in_vocabulary_update` BEFORE UPDATE OF `language` ON `admissions` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'admissions.language is not in the vocabulary'); END;--> statement-breakpoint
-- certificate_verifications.method: number, code
CREATE TRIGGER `certificate_verifications_method_in_vocabulary_insert` BEFORE INSERT ON `certificate_verifications` WHEN NEW.`method` NOT IN ('number', 'code') BEGIN SELECT RAISE(ABORT, 'certificate_verifications.method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `certificate_verifications_method_in_vocabulary_update` BEFORE UPDATE OF `method` ON `certificate_verifications` WHEN NEW.`method` NOT IN ('number', 'code') BEGIN SELECT RAISE(ABORT, 'certificate_verifications.method is not in the vocabulary'); END;--> statement-breakpoint
-- certificates.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `certificates_centre_in_vocabulary_insert` BEFORE INSERT ON `certificates` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'certificates.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `certificates_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `certificates` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'certificates.centre is not in the vocabulary'); END;--> statement-breakpoint
-- enquiries.subject: course-details, certification-process, admissions-enquiry, other
CREATE TRIGGER `enquiries_subject_in_vocabulary_insert` BEFORE INSERT ON `enquiries` WHEN NEW.`subject` NOT IN ('course-details', 'certification-process', 'admissions-enquiry', 'other') BEGIN SELECT RAISE(ABORT, 'enquiries.subject is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `enquiries_subject_in_vocabulary_update` BEFORE UPDATE OF `subject` ON `enquiries` WHEN NEW.`subject` NOT IN ('course-details', 'certification-process', 'admissions-enquiry', 'other') BEGIN SELECT RAISE(ABORT, 'enquiries.subject is not in the vocabulary'); END;--> statement-breakpoint
-- enquiries.status: PENDING, RESOLVED
CREATE TRIGGER `enquiries_status_in_vocabulary_insert` BEFORE INSERT ON `enquiries` WHEN NEW.`status` NOT IN ('PENDING', 'RESOLVED') BEGIN SELECT RAISE(ABORT, 'enquiries.status is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `enquiries_status_in_vocabulary_update` BEFORE UPDATE OF `status` ON `enquiries` WHEN NEW.`status` NOT IN ('PENDING', 'RESOLVED') BEGIN SELECT RAISE(ABORT, 'enquiries.status is not in the vocabulary'); END;--> statement-breakpoint
-- enquiries.language: en, hi
CREATE TRIGGER `enquiries_language_in_vocabulary_insert` BEFORE INSERT ON `enquiries` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'enquiries.language is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `enquiries_language_in_vocabulary_update` BEFORE UPDATE OF `language` ON `enquiries` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'enquiries.language is not in the vocabulary'); END;--> statement-breakpoint
-- gallery_items.category: events, classroom, achievements
CREATE TRIGGER `gallery_items_category_in_vocabulary_insert` BEFORE INSERT ON `gallery_items` WHEN NEW.`category` NOT IN ('events', 'classroom', 'achievements') BEGIN SELECT RAISE(ABORT, 'gallery_items.category is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `gallery_items_category_in_vocabulary_update` BEFORE UPDATE OF `category` ON `gallery_items` WHEN NEW.`category` NOT IN ('events', 'classroom', 'achievements') BEGIN SELECT RAISE(ABORT, 'gallery_items.category is not in the vocabulary'); END;--> statement-breakpoint
-- intakes.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `intakes_centre_in_vocabulary_insert` BEFORE INSERT ON `intakes` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'intakes.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `intakes_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `intakes` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'intakes.centre is not in the vocabulary'); END;--> statement-breakpoint
-- intakes.course_mode: Offline, Online
CREATE TRIGGER `intakes_course_mode_in_vocabulary_insert` BEFORE INSERT ON `intakes` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'intakes.course_mode is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `intakes_course_mode_in_vocabulary_update` BEFORE UPDATE OF `course_mode` ON `intakes` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'intakes.course_mode is not in the vocabulary'); END;--> statement-breakpoint
-- outbox.channel: email, whatsapp
CREATE TRIGGER `outbox_channel_in_vocabulary_insert` BEFORE INSERT ON `outbox` WHEN NEW.`channel` NOT IN ('email', 'whatsapp') BEGIN SELECT RAISE(ABORT, 'outbox.channel is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `outbox_channel_in_vocabulary_update` BEFORE UPDATE OF `channel` ON `outbox` WHEN NEW.`channel` NOT IN ('email', 'whatsapp') BEGIN SELECT RAISE(ABORT, 'outbox.channel is not in the vocabulary'); END;--> statement-breakpoint
-- outbox.record_type: registration, admission, enquiry
CREATE TRIGGER `outbox_record_type_in_vocabulary_insert` BEFORE INSERT ON `outbox` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'enquiry') BEGIN SELECT RAISE(ABORT, 'outbox.record_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `outbox_record_type_in_vocabulary_update` BEFORE UPDATE OF `record_type` ON `outbox` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'enquiry') BEGIN SELECT RAISE(ABORT, 'outbox.record_type is not in the vocabulary'); END;--> statement-breakpoint
-- outbox.state: queued, sent, failed, held, cancelled
CREATE TRIGGER `outbox_state_in_vocabulary_insert` BEFORE INSERT ON `outbox` WHEN NEW.`state` NOT IN ('queued', 'sent', 'failed', 'held', 'cancelled') BEGIN SELECT RAISE(ABORT, 'outbox.state is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `outbox_state_in_vocabulary_update` BEFORE UPDATE OF `state` ON `outbox` WHEN NEW.`state` NOT IN ('queued', 'sent', 'failed', 'held', 'cancelled') BEGIN SELECT RAISE(ABORT, 'outbox.state is not in the vocabulary'); END;--> statement-breakpoint
-- payment_evidence.record_type: registration, admission
CREATE TRIGGER `payment_evidence_record_type_in_vocabulary_insert` BEFORE INSERT ON `payment_evidence` WHEN NEW.`record_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'payment_evidence.record_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `payment_evidence_record_type_in_vocabulary_update` BEFORE UPDATE OF `record_type` ON `payment_evidence` WHEN NEW.`record_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'payment_evidence.record_type is not in the vocabulary'); END;--> statement-breakpoint
-- payment_evidence.kind: statement, link, by_hand
CREATE TRIGGER `payment_evidence_kind_in_vocabulary_insert` BEFORE INSERT ON `payment_evidence` WHEN NEW.`kind` NOT IN ('statement', 'link', 'by_hand') BEGIN SELECT RAISE(ABORT, 'payment_evidence.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `payment_evidence_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `payment_evidence` WHEN NEW.`kind` NOT IN ('statement', 'link', 'by_hand') BEGIN SELECT RAISE(ABORT, 'payment_evidence.kind is not in the vocabulary'); END;--> statement-breakpoint
-- payment_evidence.outcome: verified, amount_differs, line_used
CREATE TRIGGER `payment_evidence_outcome_in_vocabulary_insert` BEFORE INSERT ON `payment_evidence` WHEN NEW.`outcome` NOT IN ('verified', 'amount_differs', 'line_used') BEGIN SELECT RAISE(ABORT, 'payment_evidence.outcome is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `payment_evidence_outcome_in_vocabulary_update` BEFORE UPDATE OF `outcome` ON `payment_evidence` WHEN NEW.`outcome` NOT IN ('verified', 'amount_differs', 'line_used') BEGIN SELECT RAISE(ABORT, 'payment_evidence.outcome is not in the vocabulary'); END;--> statement-breakpoint
-- receipts.record_type: registration, admission
CREATE TRIGGER `receipts_record_type_in_vocabulary_insert` BEFORE INSERT ON `receipts` WHEN NEW.`record_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'receipts.record_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `receipts_record_type_in_vocabulary_update` BEFORE UPDATE OF `record_type` ON `receipts` WHEN NEW.`record_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'receipts.record_type is not in the vocabulary'); END;--> statement-breakpoint
-- receipts.method: upi, cash
CREATE TRIGGER `receipts_method_in_vocabulary_insert` BEFORE INSERT ON `receipts` WHEN NEW.`method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'receipts.method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `receipts_method_in_vocabulary_update` BEFORE UPDATE OF `method` ON `receipts` WHEN NEW.`method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'receipts.method is not in the vocabulary'); END;--> statement-breakpoint
-- receipts.source: statement, hand, link
CREATE TRIGGER `receipts_source_in_vocabulary_insert` BEFORE INSERT ON `receipts` WHEN NEW.`source` NOT IN ('statement', 'hand', 'link') BEGIN SELECT RAISE(ABORT, 'receipts.source is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `receipts_source_in_vocabulary_update` BEFORE UPDATE OF `source` ON `receipts` WHEN NEW.`source` NOT IN ('statement', 'hand', 'link') BEGIN SELECT RAISE(ABORT, 'receipts.source is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.gender: male, female, Other
CREATE TRIGGER `registrations_gender_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`gender` NOT IN ('male', 'female', 'Other') BEGIN SELECT RAISE(ABORT, 'registrations.gender is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_gender_in_vocabulary_update` BEFORE UPDATE OF `gender` ON `registrations` WHEN NEW.`gender` NOT IN ('male', 'female', 'Other') BEGIN SELECT RAISE(ABORT, 'registrations.gender is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.program: diploma, advance-diploma
CREATE TRIGGER `registrations_program_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`program` NOT IN ('diploma', 'advance-diploma') BEGIN SELECT RAISE(ABORT, 'registrations.program is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_program_in_vocabulary_update` BEFORE UPDATE OF `program` ON `registrations` WHEN NEW.`program` NOT IN ('diploma', 'advance-diploma') BEGIN SELECT RAISE(ABORT, 'registrations.program is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.centre: gandhinagar, belwa, azamnagar
CREATE TRIGGER `registrations_centre_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'registrations.centre is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_centre_in_vocabulary_update` BEFORE UPDATE OF `centre` ON `registrations` WHEN NEW.`centre` NOT IN ('gandhinagar', 'belwa', 'azamnagar') BEGIN SELECT RAISE(ABORT, 'registrations.centre is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.course_mode: Offline, Online
CREATE TRIGGER `registrations_course_mode_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'registrations.course_mode is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_course_mode_in_vocabulary_update` BEFORE UPDATE OF `course_mode` ON `registrations` WHEN NEW.`course_mode` NOT IN ('Offline', 'Online') BEGIN SELECT RAISE(ABORT, 'registrations.course_mode is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.payment_method: upi, cash
CREATE TRIGGER `registrations_payment_method_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`payment_method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'registrations.payment_method is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_payment_method_in_vocabulary_update` BEFORE UPDATE OF `payment_method` ON `registrations` WHEN NEW.`payment_method` NOT IN ('upi', 'cash') BEGIN SELECT RAISE(ABORT, 'registrations.payment_method is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.status: PENDING, APPROVED, REJECTED
CREATE TRIGGER `registrations_status_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`status` NOT IN ('PENDING', 'APPROVED', 'REJECTED') BEGIN SELECT RAISE(ABORT, 'registrations.status is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_status_in_vocabulary_update` BEFORE UPDATE OF `status` ON `registrations` WHEN NEW.`status` NOT IN ('PENDING', 'APPROVED', 'REJECTED') BEGIN SELECT RAISE(ABORT, 'registrations.status is not in the vocabulary'); END;--> statement-breakpoint
-- registrations.language: en, hi
CREATE TRIGGER `registrations_language_in_vocabulary_insert` BEFORE INSERT ON `registrations` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'registrations.language is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `registrations_language_in_vocabulary_update` BEFORE UPDATE OF `language` ON `registrations` WHEN NEW.`language` NOT IN ('en', 'hi') BEGIN SELECT RAISE(ABORT, 'registrations.language is not in the vocabulary'); END;--> statement-breakpoint
-- sessions.kind: browser, token
CREATE TRIGGER `sessions_kind_in_vocabulary_insert` BEFORE INSERT ON `sessions` WHEN NEW.`kind` NOT IN ('browser', 'token') BEGIN SELECT RAISE(ABORT, 'sessions.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `sessions_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `sessions` WHEN NEW.`kind` NOT IN ('browser', 'token') BEGIN SELECT RAISE(ABORT, 'sessions.kind is not in the vocabulary'); END;--> statement-breakpoint
-- statement_formats.layout: credit, drcr, signed
CREATE TRIGGER `statement_formats_layout_in_vocabulary_insert` BEFORE INSERT ON `statement_formats` WHEN NEW.`layout` NOT IN ('credit', 'drcr', 'signed') BEGIN SELECT RAISE(ABORT, 'statement_formats.layout is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `statement_formats_layout_in_vocabulary_update` BEFORE UPDATE OF `layout` ON `statement_formats` WHEN NEW.`layout` NOT IN ('credit', 'drcr', 'signed') BEGIN SELECT RAISE(ABORT, 'statement_formats.layout is not in the vocabulary'); END;--> statement-breakpoint
-- status_events.record_type: registration, admission, enquiry
CREATE TRIGGER `status_events_record_type_in_vocabulary_insert` BEFORE INSERT ON `status_events` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'enquiry') BEGIN SELECT RAISE(ABORT, 'status_events.record_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `status_events_record_type_in_vocabulary_update` BEFORE UPDATE OF `record_type` ON `status_events` WHEN NEW.`record_type` NOT IN ('registration', 'admission', 'enquiry') BEGIN SELECT RAISE(ABORT, 'status_events.record_type is not in the vocabulary'); END;--> statement-breakpoint
-- uploads.owner_type: registration, admission
CREATE TRIGGER `uploads_owner_type_in_vocabulary_insert` BEFORE INSERT ON `uploads` WHEN NEW.`owner_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'uploads.owner_type is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `uploads_owner_type_in_vocabulary_update` BEFORE UPDATE OF `owner_type` ON `uploads` WHEN NEW.`owner_type` NOT IN ('registration', 'admission') BEGIN SELECT RAISE(ABORT, 'uploads.owner_type is not in the vocabulary'); END;--> statement-breakpoint
-- uploads.kind: photo, aadhaar, tenth, twelfth, graduation, payment
CREATE TRIGGER `uploads_kind_in_vocabulary_insert` BEFORE INSERT ON `uploads` WHEN NEW.`kind` NOT IN ('photo', 'aadhaar', 'tenth', 'twelfth', 'graduation', 'payment') BEGIN SELECT RAISE(ABORT, 'uploads.kind is not in the vocabulary'); END;--> statement-breakpoint
CREATE TRIGGER `uploads_kind_in_vocabulary_update` BEFORE UPDATE OF `kind` ON `uploads` WHEN NEW.`kind` NOT IN ('photo', 'aadhaar', 'tenth', 'twelfth', 'graduation', 'payment') BEGIN SELECT RAISE(ABORT, 'uploads.kind is not in the vocabulary'); END;
