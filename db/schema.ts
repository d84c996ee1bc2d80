// The single source of tables. Change it, then `npm run db:generate` and
// commit the migration drizzle-kit writes to db/migrations.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  languages,
  centres,
  courseModes,
  documentKinds,
  documentOwnerTypes,
  enquiryStatuses,
  enquirySubjects,
  galleryCategories,
  genders,
  programs,
  recordStatuses,
  recordTypes,
  sessionKinds,
  storedPaymentChecks,
} from '../domain/vocabulary';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);


export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default('Admin'),
  /** scrypt$N$r$p$salt$hash, see server/services/passwords.ts */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: integer('password_changed_at', { mode: 'timestamp_ms' }),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    /** Absolute expiry; the idle limit is checked against lastSeenAt. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    kind: text('kind', { enum: sessionKinds.values }).notNull().default('browser'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, kept for the brute-force window (see services/auth). */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * An intake (a batch): a course at a centre in a mode, for a session, with
 * its start, its application window and its seats (decision 049). A course
 * with no intake is open all session, as before intakes existed.
 */
export const intakes = sqliteTable(
  'intakes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Catalogue code, e.g. DCA. */
    courseCode: text('course_code').notNull(),
    centre: text('centre', { enum: centres.values }).notNull(),
    courseMode: text('course_mode', { enum: courseModes.values }).notNull(),
    /** The admission session it belongs to, e.g. 2025-26. */
    session: text('session').notNull(),
    /** When classes start (date and time). */
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    /** The application window: applications from opensAt until closesAt. */
    opensAt: integer('opens_at', { mode: 'timestamp_ms' }).notNull(),
    closesAt: integer('closes_at', { mode: 'timestamp_ms' }).notNull(),
    seats: integer('seats').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('intakes_course_idx').on(t.courseCode, t.centre, t.courseMode, t.startsAt),
    check('intakes_seats_positive', sql`${t.seats} >= 0`),
    check('intakes_window_order', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);

export const registrations = sqliteTable(
  'registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referenceId: text('reference_id').notNull(),
    name: text('name').notNull(),
    fatherName: text('father_name').notNull(),
    gender: text('gender', { enum: genders.values }).notNull(),
    /** ISO date, YYYY-MM-DD. */
    dob: text('dob').notNull(),
    email: text('email').notNull(),
    /** Ten digits, no prefix (the old client calls it mobile1). */
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    program: text('program', { enum: programs.values }).notNull(),
    /** Catalogue code, e.g. DCA. */
    courseCode: text('course_code').notNull(),
    /** The course name as it read when the applicant chose it. */
    courseName: text('course_name').notNull(),
    centre: text('centre', { enum: centres.values }).notNull(),
    courseMode: text('course_mode', { enum: courseModes.values }).notNull(),
    /** The batch applied for; null where the course has no intakes (decision 049). */
    intakeId: integer('intake_id').references(() => intakes.id, { onDelete: 'restrict' }),
    /** Required for applicants under 18. */
    guardianName: text('guardian_name'),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }).notNull(),
    /** Rupees, taken from settings at submit time. */
    registrationFee: integer('registration_fee').notNull(),
    /** 12-digit UPI reference (the old client's transectionId). */
    utr: text('utr').notNull(),
    status: text('status', { enum: recordStatuses.values }).notNull().default('PENDING'),
    /** The language the applicant filled the form in, so later messages can use it. */
    language: text('language', { enum: languages.values }).notNull().default('en'),
    /** From the form, so a retried submit does not create a second row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    /** Set when documents are purged under the retention policy. */
    documentsPurgedAt: integer('documents_purged_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('registrations_reference_id_uq').on(t.referenceId),
    uniqueIndex('registrations_utr_uq').on(t.utr),
    uniqueIndex('registrations_idempotency_uq').on(t.idempotencyKey),
    index('registrations_status_created_idx').on(t.status, t.createdAt),
    index('registrations_created_idx').on(t.createdAt),
    index('registrations_mobile_idx').on(t.mobile),
    index('registrations_email_idx').on(t.email),
    index('registrations_centre_created_idx').on(t.centre, t.createdAt),
    // The dashboard's status and centre filters together: the page and its count from the index alone.
    index('registrations_status_centre_created_idx').on(t.status, t.centre, t.createdAt),
    index('registrations_course_created_idx').on(t.courseCode, t.createdAt),
    // Seats: the approved (or submitted) registrations of one intake, counted in the approval's transaction.
    index('registrations_intake_status_idx').on(t.intakeId, t.status),
    check('registrations_fee_positive', sql`${t.registrationFee} >= 0`),
  ],
);

export const admissions = sqliteTable(
  'admissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referenceId: text('reference_id').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    // Copied from the registration when the admission is made, so the
    // admission keeps what was true at that time.
    name: text('name').notNull(),
    fatherName: text('father_name').notNull(),
    gender: text('gender', { enum: genders.values }).notNull(),
    dob: text('dob').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    admissionFee: integer('admission_fee').notNull(),
    utr: text('utr').notNull(),
    status: text('status', { enum: recordStatuses.values }).notNull().default('PENDING'),
    language: text('language', { enum: languages.values }).notNull().default('en'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    documentsPurgedAt: integer('documents_purged_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('admissions_reference_id_uq').on(t.referenceId),
    uniqueIndex('admissions_utr_uq').on(t.utr),
    uniqueIndex('admissions_idempotency_uq').on(t.idempotencyKey),
    // One live admission per registration; a new one only after a rejection.
    uniqueIndex('admissions_one_live_per_registration_uq')
      .on(t.registrationId)
      .where(sql`status <> 'REJECTED'`),
    index('admissions_registration_idx').on(t.registrationId),
    index('admissions_status_created_idx').on(t.status, t.createdAt),
    index('admissions_created_idx').on(t.createdAt),
  ],
);

export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    subject: text('subject', {
      enum: enquirySubjects.values,
    }).notNull(),
    query: text('query').notNull(),
    status: text('status', { enum: enquiryStatuses.values }).notNull().default('PENDING'),
    language: text('language', { enum: languages.values }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    // The duplicate check of every submit (services/enquiries.ts) reads a few rows, not the table.
    index('enquiries_sender_created_idx').on(t.mobile, t.email, t.createdAt),
  ],
);

export const galleryItems = sqliteTable(
  'gallery_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: galleryCategories.values }).notNull(),
    /** Base name of the re-encoded variants under DATA_DIR/gallery. */
    imageName: text('image_name').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('gallery_category_created_idx').on(t.category, t.createdAt)],
);

/** Metadata of a private applicant document stored under DATA_DIR/uploads. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerType: text('owner_type', { enum: documentOwnerTypes }).notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind', { enum: documentKinds.values }).notNull(),
    /** Random name on disk; never derived from user input. */
    storedName: text('stored_name').notNull().unique(),
    /** The client's file name: metadata only. */
    originalName: text('original_name').notNull(),
    /** MIME type decided from the file's bytes. */
    detectedType: text('detected_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    /**
     * Set when the applicant sent a new file of this kind for a correction:
     * the old one stays beside it (staff compare them) until the record's
     * documents are purged (docs/decisions/048-corrections-inside-pending.md).
     */
    replacedAt: integer('replaced_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // One current document of each kind; replaced ones may be many.
    uniqueIndex('uploads_owner_kind_current_uq').on(t.ownerType, t.ownerId, t.kind).where(sql`replaced_at is null`),
    index('uploads_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

/**
 * Staff asked the applicant to correct a PENDING registration (documents and
 * some fields) instead of rejecting it. The record's status stays PENDING;
 * the latest row says whether a correction is asked (answeredAt null) or was
 * answered ("Corrected"). Decision 048.
 */
export const corrections = sqliteTable(
  'corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    /** JSON array of the document fields to send again (photoUpload, aadhaarUpload, ...). */
    documents: text('documents').notNull(),
    /** JSON array of the fields to type again (name, fatherName, dob, email, address). */
    fields: text('fields').notNull(),
    /** What is wrong, in staff's words: shown to the applicant. */
    remark: text('remark').notNull(),
    deadlineAt: integer('deadline_at', { mode: 'timestamp_ms' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    /** JSON object: the corrected fields' values before the applicant changed them. */
    previousValues: text('previous_values'),
  },
  (t) => [index('corrections_registration_idx').on(t.registrationId, t.id)],
);

export const statusEvents = sqliteTable(
  'status_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recordType: text('record_type', { enum: recordTypes.values }).notNull(),
    recordId: integer('record_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's short reason for a decision; shown to the applicant. */
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('status_events_record_idx').on(t.recordType, t.recordId, t.createdAt)],
);

/** Key-value site settings; keys and value shapes are defined in services/settings. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  /** JSON-encoded value. */
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Who changed which setting, when, from what to what. */
export const settingsEvents = sqliteTable('settings_events', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Messages to applicants, one row per message and channel. Written in the same
 * transaction as what causes them; a sender (or, for WhatsApp, staff from
 * their own phone) moves them on. Channel-agnostic: another channel is a new
 * value and a new sender.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    recordType: text('record_type', { enum: recordTypes.values }).notNull(),
    recordId: integer('record_id').notNull(),
    /** An email address, or a mobile number with its country code. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** queued, sent (or handed to staff's WhatsApp), failed (given up). */
    state: text('state', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    /** The admin whose action wrote the message. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('outbox_record_idx').on(t.recordType, t.recordId), index('outbox_due_idx').on(t.state, t.nextAttemptAt)],
);

/**
 * A bank's statement layout: which header names hold the date, narration,
 * reference and credit amount. Keyed by the header row, so the next statement
 * of the same bank needs no mapping.
 */
export const statementFormats = sqliteTable('statement_formats', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The header row, normalised (lower case, single spaces) and joined with '|'. */
  signature: text('signature').notNull().unique(),
  dateColumn: text('date_column').notNull(),
  narrationColumn: text('narration_column').notNull(),
  /** Some banks have no separate reference column; the UTR is then in the narration. */
  referenceColumn: text('reference_column'),
  creditColumn: text('credit_column').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One imported statement file: who, when, which file, which days it covers. */
export const statementImports = sqliteTable('statement_imports', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Of the file's bytes: the same file imported again changes nothing. */
  sha256: text('sha256').notNull().unique(),
  /** The client's file name: metadata only. The file itself is not kept. */
  fileName: text('file_name').notNull(),
  creditLines: integer('credit_lines').notNull(),
  /** India dates, YYYY-MM-DD: the first and last day with a line. */
  periodFrom: text('period_from').notNull(),
  periodTo: text('period_to').notNull(),
  formatId: integer('format_id').references(() => statementFormats.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The payment check of one registration or admission: the latest outcome
 * against a statement, or a verification by hand (cash at the office). No row
 * means not yet checked.
 */
export const paymentChecks = sqliteTable(
  'payment_checks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recordType: text('record_type', { enum: documentOwnerTypes }).notNull(),
    recordId: integer('record_id').notNull(),
    state: text('state', { enum: storedPaymentChecks }).notNull(),
    /** Null for a check by hand. */
    statementImportId: integer('statement_import_id').references(() => statementImports.id, { onDelete: 'set null' }),
    /** The statement's row number (as a spreadsheet shows it). */
    statementRow: integer('statement_row'),
    /** The UTR of the statement line that matched. */
    statementUtr: text('statement_utr'),
    /** The line's credit in paise, shown beside the fee when they differ. */
    statementAmountPaise: integer('statement_amount_paise'),
    remark: text('remark'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_checks_record_uq').on(t.recordType, t.recordId),
    // One statement line verifies at most one payment.
    uniqueIndex('payment_checks_verified_line_uq').on(t.statementUtr).where(sql`state = 'verified' and statement_utr is not null`),
    index('payment_checks_state_idx').on(t.state),
  ],
);
