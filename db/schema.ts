// The single source of tables. Change it, then `npm run db:generate` and
// commit the migration drizzle-kit writes to db/migrations. An enum column's
// values are also held by the database, by triggers (migration 0014, decision
// 056): a new enum column or value needs a migration with its triggers, which
// tests/unit/vocabulary-in-the-database.test.ts asks for.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  languages,
  centres,
  courseModes,
  documentOwnerTypes,
  enquiryStatuses,
  enquirySubjects,
  galleryCategories,
  genders,
  programs,
  recordStatuses,
  recordTypes,
  sessionKinds,
  evidenceKinds,
  evidenceOutcomes,
  statementLayouts,
  paymentMethods,
  receiptMethods,
  receiptRecordTypes,
  contentKinds,
} from '../domain/vocabulary';
import { staffRoles } from '../domain/staff';
import type { CentreId } from '../domain/vocabulary';
import { feeEntryStoredKinds, feeLineKinds } from '../domain/money/fee-account';
import type { FeePlanLine } from '../domain/money/fee-plan';
import { attendanceStatuses, batchSaveKinds } from '../domain/batches';
import { documentKinds } from '../domain/schemas/documents';

/** The states of an outbox row (see the outbox table). */
export const outboxStates = ['queued', 'sent', 'failed', 'held', 'cancelled'] as const;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default('Admin'),
  /** scrypt$N$r$p$salt$hash, see server/services/staff/passwords.ts */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: integer('password_changed_at', { mode: 'timestamp_ms' }),
  /** Works for every centre, today's and any added later; otherwise for the centres in staff_centres. */
  allCentres: integer('all_centres', { mode: 'boolean' }).notNull().default(false),
  /** A disabled account signs in no more and its sessions end; it is never deleted (its name stays on what it did). */
  disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
});

/** The roles a staff member holds (domain/staff.ts); several at once. */
export const staffRoleGrants = sqliteTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
  },
  (t) => [uniqueIndex('staff_roles_user_role_uq').on(t.userId, t.role)],
);

/** The centres a staff member works for, unless users.all_centres. */
export const staffCentres = sqliteTable(
  'staff_centres',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    centre: text('centre', { enum: centres.values }).notNull(),
  },
  (t) => [uniqueIndex('staff_centres_user_centre_uq').on(t.userId, t.centre)],
);

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

/** Failed sign-ins, kept for the brute-force window (see services/staff/auth). */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
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
    /** India date, YYYY-MM-DD, of the last class: with startsAt, the course dates a certificate prints (issue 54). */
    endsOn: text('ends_on'),
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
    /** 12-digit UPI reference (the old client's transectionId); for cash, CASH- and the reference id (never a bank's number). */
    utr: text('utr').notNull(),
    /** How the fee was paid: UPI (the applicant's UTR) or cash at the office (a walk-in). */
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('upi'),
    /** The staff member who entered a walk-in application at the office; null when the applicant applied online. */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
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
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('upi'),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
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
    // The duplicate check of every submit (services/messages/enquiries.ts) reads a few rows, not the table.
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

/**
 * The document kinds uploads.kind may hold, with what staff call each: the
 * document table's rows (domain/schemas/document-rows.ts), which openDatabase
 * writes on every open, so a new row needs no migration; the uploads triggers
 * check against this table (decision 087). A kind is never removed: stored
 * files may carry it, and staff still see its name.
 */
export const documentKindNames = sqliteTable('document_kinds', {
  kind: text('kind').primaryKey(),
  staffName: text('staff_name').notNull(),
});

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
    uniqueIndex('uploads_owner_kind_current_uq')
      .on(t.ownerType, t.ownerId, t.kind)
      .where(sql`replaced_at is null`),
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

/**
 * The waitlist of a full intake (decision 051): a registration sent without
 * paying, in the order it came (id). Staff offer a seat to the next in line;
 * the applicant pays through the look-up before `offerDeadlineAt` (then
 * `claimedAt`), or the offer lapses (`lapsedAt`, written when noticed) and
 * passes to the next. The registration stays PENDING throughout.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'restrict' }),
    intakeId: integer('intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    offeredAt: integer('offered_at', { mode: 'timestamp_ms' }),
    offerDeadlineAt: integer('offer_deadline_at', { mode: 'timestamp_ms' }),
    /** Staff who offered; null when a lapsed offer passed on by itself. */
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    lapsedAt: integer('lapsed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_registration_uq').on(t.registrationId),
    index('waitlist_entries_intake_idx').on(t.intakeId, t.id),
    check('waitlist_entries_offer_complete', sql`(${t.offeredAt} is null) = (${t.offerDeadlineAt} is null)`),
  ],
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

/** Key-value site settings; keys and value shapes are defined in services/site/settings. */
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
    /**
     * queued, sent (or handed to staff's WhatsApp), failed (given up); held: was
     * queued when the restored backup was taken, so it may already have gone
     * out; it waits for staff to release it (queued again) or cancel it.
     */
    state: text('state', { enum: outboxStates }).notNull().default('queued'),
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
 * reference and amounts, and how a debit shows. Keyed by the header row, so
 * the next statement of the same bank needs no mapping.
 */
export const statementFormats = sqliteTable('statement_formats', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The header row, normalised (lower case, single spaces) and joined with '|'. */
  signature: text('signature').notNull().unique(),
  layout: text('layout', { enum: statementLayouts }).notNull().default('credit'),
  dateColumn: text('date_column').notNull(),
  narrationColumn: text('narration_column').notNull(),
  /** Some banks have no separate reference column; the UTR is then in the narration. */
  referenceColumn: text('reference_column'),
  /** Layout credit: the credit column; layouts drcr and signed: the one amount column. */
  creditColumn: text('credit_column').notNull(),
  debitColumn: text('debit_column'),
  /** Layout drcr: the Dr/Cr column. */
  typeColumn: text('type_column'),
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
 * A credit line of a confirmed statement, kept once: the same line in an
 * overlapping statement is the same row (its date, amount, narration and
 * reference, and which occurrence of those it is). Append-only.
 */
export const statementLines = sqliteTable(
  'statement_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The import that first brought the line. */
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    /** The row as the file shows it. */
    row: integer('row').notNull(),
    /** India date, YYYY-MM-DD. */
    date: text('date').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The first 12-digit number in the narration or reference: the UPI reference. */
    utr: text('utr'),
    lineKey: text('line_key').notNull(),
    occurrence: integer('occurrence').notNull(),
  },
  (t) => [uniqueIndex('statement_lines_key_uq').on(t.lineKey, t.occurrence), index('statement_lines_utr_idx').on(t.utr)],
);

/** The days confirmed statements cover (any transaction row): "not in statement" needs all of a payment's days. */
export const statementDays = sqliteTable('statement_days', {
  day: text('day').primaryKey(),
  importId: integer('import_id')
    .notNull()
    .references(() => statementImports.id),
});

/**
 * Evidence about a registration's or admission's payment: a statement line
 * (verified, amount differs, line used by another payment), a credit staff
 * linked to it, or a check by hand. Append-only (triggers refuse UPDATE and
 * DELETE); the payment's state is derived from all of it.
 */
export const paymentEvidence = sqliteTable(
  'payment_evidence',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recordType: text('record_type', { enum: documentOwnerTypes }).notNull(),
    recordId: integer('record_id').notNull(),
    kind: text('kind', { enum: evidenceKinds }).notNull(),
    outcome: text('outcome', { enum: evidenceOutcomes }).notNull(),
    /** The credit line; null for a check by hand (and for checks made before lines were kept). */
    lineId: integer('line_id').references(() => statementLines.id),
    /** The import that produced it (kind statement). */
    importId: integer('import_id').references(() => statementImports.id),
    statementRow: integer('statement_row'),
    utr: text('utr'),
    amountPaise: integer('amount_paise'),
    remark: text('remark'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_evidence_record_idx').on(t.recordType, t.recordId, t.outcome),
    // "Is this line named by any evidence?": the credits of no application.
    index('payment_evidence_line_idx').on(t.lineId),
    // A line counts once for a payment, however many statements repeat it.
    uniqueIndex('payment_evidence_record_line_uq')
      .on(t.recordType, t.recordId, t.lineId)
      .where(sql`line_id is not null`),
    // One line verifies at most one payment; a payment is verified at most once.
    uniqueIndex('payment_evidence_verified_line_uq')
      .on(t.lineId)
      .where(sql`outcome = 'verified' and line_id is not null`),
    uniqueIndex('payment_evidence_verified_record_uq')
      .on(t.recordType, t.recordId)
      .where(sql`outcome = 'verified'`),
  ],
);

/** A credit line staff marked "not an application fee": off the unknown credits list. Append-only. */
export const creditDismissals = sqliteTable('credit_dismissals', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  lineId: integer('line_id')
    .notNull()
    .unique()
    .references(() => statementLines.id),
  remark: text('remark').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A student's result, recorded by staff for an approved admission: marks in
 * whole percent and the grade the course's grading table gives them
 * (domain/catalogue/courses.ts gradeFor). Added, never changed: a correction
 * is a new row, and the latest row is the result. A certificate copies the
 * row it was issued from.
 */
export const courseResults = sqliteTable(
  'course_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    marks: integer('marks').notNull(),
    grade: text('grade').notNull(),
    /** India date, YYYY-MM-DD. */
    completionDate: text('completion_date').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_results_admission_idx').on(t.admissionId, t.id),
    check('course_results_marks_range', sql`${t.marks} between 0 and 100`),
  ],
);

/**
 * An issued certificate. What it says is copied from the admission, its
 * registration and the result when it is issued, so the paper and the verify
 * page keep saying what was true then. Never deleted, its number never
 * changed or reused (triggers in the migration); a revocation is recorded on
 * the row.
 */
export const certificates = sqliteTable(
  'certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** As printed: the prefix setting, the year and the sequence, e.g. 2026/0001. */
    number: text('number').notNull(),
    /** India calendar year of issue, and the place in that year (from 1). */
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** Random, for the QR code's link: 20 Crockford base32 characters (100 bits). */
    verificationCode: text('verification_code').notNull(),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => courseResults.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /**
     * The name in Latin letters, printed on the English certificate (issue 55):
     * staff give it at issue when the name is in another script. Null on
     * certificates issued before it was asked (they print the name as it is).
     */
    nameLatin: text('name_latin'),
    fatherName: text('father_name').notNull(),
    /** ISO date; asked on the verify form, never shown there. */
    dob: text('dob').notNull(),
    courseCode: text('course_code').notNull(),
    centre: text('centre', { enum: centres.values }).notNull(),
    marks: integer('marks').notNull(),
    grade: text('grade').notNull(),
    completionDate: text('completion_date').notNull(),
    /** The course dates (India dates) from the student's intake when issued; null without an intake (issue 54). */
    courseStartsOn: text('course_starts_on'),
    courseEndsOn: text('course_ends_on'),
    /** The record it was issued on: attendance and internal marks, whole percent (null: none recorded). */
    attendancePercent: integer('attendance_percent'),
    internalPercent: integer('internal_percent'),
    /** A Centre head's remark issuing it to a student the course's rule finds ineligible; kept with the certificate. */
    eligibilityOverride: text('eligibility_override'),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificates_number_uq').on(t.number),
    uniqueIndex('certificates_year_seq_uq').on(t.year, t.seq),
    uniqueIndex('certificates_verification_code_uq').on(t.verificationCode),
    // One certificate in force per admission; another only after a revocation.
    uniqueIndex('certificates_one_live_per_admission_uq')
      .on(t.admissionId)
      .where(sql`revoked_at is null`),
    index('certificates_issued_idx').on(t.issuedAt),
    index('certificates_revoked_idx').on(t.revokedAt),
    check('certificates_revocation_whole', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

/**
 * Every answer of the public verify page: when, how it was asked (number and
 * date of birth, or the QR code's link) and whether it matched. Nothing the
 * visitor typed is kept.
 */
export const certificateVerifications = sqliteTable(
  'certificate_verifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The certificate the number or code named (also when the date of birth did not match); null: none. */
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'restrict' }),
    method: text('method', { enum: ['number', 'code'] }).notNull(),
    matched: integer('matched', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('certificate_verifications_certificate_idx').on(t.certificateId)],
);

/**
 * Receipts for verified fees (decision 040). A number is allocated in the
 * transaction that verifies the payment: gapless within each Indian financial
 * year (April to March) and never reused. A cancellation is recorded on the
 * row (when, who, why); the number stays. Triggers in the migration refuse a
 * delete and any change but the one cancellation.
 */
export const receipts = sqliteTable(
  'receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The financial year in India, e.g. 2026-27. */
    financialYear: text('financial_year').notNull(),
    /** 1, 2, 3, ... within the financial year. */
    number: integer('number').notNull(),
    /** A registration's or admission's fee, or a fee account's payment (fee-payment: record id is the entry's). */
    recordType: text('record_type', { enum: receiptRecordTypes }).notNull(),
    recordId: integer('record_id').notNull(),
    /** The fee the receipt acknowledges, in paise. */
    amountPaise: integer('amount_paise').notNull(),
    /** How it was paid: a UPI transfer (with its UTR), cash at the office, or a bank transfer (a fee account's payment). */
    method: text('method', { enum: receiptMethods }).notNull(),
    utr: text('utr'),
    /** What verified it: a bank statement line, a staff member by hand, or a link of a statement credit. */
    source: text('source', { enum: ['statement', 'hand', 'link'] }).notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who verified it, as the receipt prints it; kept even if that account is removed later. */
    issuedByName: text('issued_by_name').notNull(),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('receipts_year_number_uq').on(t.financialYear, t.number),
    // One receipt in force per fee; a cancelled one leaves room for a new one.
    uniqueIndex('receipts_live_record_uq')
      .on(t.recordType, t.recordId)
      .where(sql`cancelled_at is null`),
    index('receipts_record_idx').on(t.recordType, t.recordId),
    check('receipts_number_positive', sql`${t.number} >= 1`),
    check('receipts_amount_positive', sql`${t.amountPaise} > 0`),
    check('receipts_cancel_complete', sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
  ],
);

/**
 * Wrong second factors per thing they guard (issue 50, decision 067): a
 * registration's reference id (corrections, a waitlist offer, the admission)
 * or a certificate number (the verify form). After a few failures each new
 * one locks the subject for a delay that doubles up to a cap; a right factor
 * clears it, and so can staff. Kept for any subject tried, known or not, so a
 * lock tells nobody whether a number exists. `scope` is 'registration' or
 * 'certificate' (held in server/services/factor-guard.ts, not an enum column:
 * nothing but that module writes it).
 */
export const factorLocks = sqliteTable(
  'factor_locks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    /** Wrong factors since the last right one (or staff's lift). */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }),
    /** No factor is checked before this moment, right or wrong. */
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('factor_locks_subject_uq').on(t.scope, t.subject),
    index('factor_locks_last_failure_idx').on(t.lastFailureAt),
  ],
);

/**
 * Money in two hands (issue 51, decision 069): a change to money (a receipt's
 * cancellation, a statement credit dismissed or linked by hand, and what the
 * fee accounts add) is first a request by one person. It takes effect when a
 * second person holding the same permission confirms it (a row in
 * money_request_answers). Append-only: a request is never changed; its state
 * is derived from its answer. `kind` names the change (server/services/money/
 * two-hands.ts holds the list, so a new kind needs no migration); `subject`
 * the thing it changes ('receipt:12', 'line:5'), for "one open request per
 * thing"; `summary` the words the activity log and the screens show.
 */
export const moneyRequests = sqliteTable(
  'money_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** The change's facts as JSON (a reason, a line and a reference id): what the confirmation applies. */
    payload: text('payload').notNull(),
    summary: text('summary').notNull(),
    /** The centre of the record it touches; null for a thing of no centre (a credit nobody linked yet). */
    centre: text('centre').$type<CentreId>(),
    /** Null only if the account row was removed (the app never removes one): the name stays. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The requester's name in words, kept as it was. */
    requestedByName: text('requested_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('money_requests_subject_idx').on(t.subject), index('money_requests_created_idx').on(t.createdAt)],
);

/** The one answer a money request gets: confirmed (it took effect), refused, or withdrawn by its requester. Append-only. */
export const moneyRequestAnswers = sqliteTable(
  'money_request_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => moneyRequests.id),
    answer: text('answer').$type<'confirmed' | 'refused' | 'withdrawn'>().notNull(),
    /** Confirmed by the requester because nobody else at the institute holds the permission: the Owner's dashboard lists these. */
    selfConfirmed: integer('self_confirmed', { mode: 'boolean' }).notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    check('money_request_answers_answer', sql`${t.answer} in ('confirmed', 'refused', 'withdrawn')`),
    check('money_request_answers_self', sql`${t.selfConfirmed} = 0 or ${t.answer} = 'confirmed'`),
  ],
);

/**
 * Changes to staff accounts, for the activity log (issue 51): an account
 * added, its roles and centres changed, disabled or enabled, by whom.
 * Append-only; `roles` and `centres` are JSON of what the account holds after.
 */
export const staffEvents = sqliteTable(
  'staff_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Who made the change; null when a script did (setup, the command line). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<'invited' | 'changed' | 'disabled' | 'enabled'>().notNull(),
    roles: text('roles'),
    centres: text('centres'),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_events_action', sql`${t.action} in ('invited', 'changed', 'disabled', 'enabled')`),
    index('staff_events_created_idx').on(t.createdAt),
  ],
);

/**
 * What staff did to an intake, for the activity log (issues 52, 55): created,
 * changed (with what changed, in words), carried over to a session, closed.
 * Written in the transaction of the change; append-only (triggers refuse
 * UPDATE and DELETE). No foreign keys: a cascade would be an update.
 */
export const intakeEvents = sqliteTable(
  'intake_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    intakeId: integer('intake_id').notNull(),
    action: text('action').$type<'created' | 'changed' | 'carried-over' | 'closed'>().notNull(),
    /** The intake's centre after the change: the log follows the reader's centres. */
    centre: text('centre').$type<CentreId>().notNull(),
    /** The intake in words after the change: "DCA at Belwa (Regular), session 2026-27, starts 5 Jan 2027". */
    summary: text('summary').notNull(),
    /** For a change: what changed, in words ("seats 30 → 40"). */
    changes: text('changes'),
    /** Who made it; null when a script did. The log names them from their account. */
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('intake_events_action', sql`${t.action} in ('created', 'changed', 'carried-over', 'closed')`),
    index('intake_events_created_idx').on(t.createdAt),
  ],
);

/**
 * What a course costs in one mode, and when each part falls due (issue 53,
 * decision 073): for one course, or for every course of a program that has
 * none of its own, optionally for one batch. A save is a new row, never an
 * edit: the newest row for the same course (or program), mode and batch is
 * in force, and an account opened from an older one keeps its charges.
 */
export const feePlans = sqliteTable(
  'fee_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    program: text('program', { enum: programs.values }).notNull(),
    /** Null: every course of the program without a plan of its own. */
    courseCode: text('course_code'),
    courseMode: text('course_mode', { enum: courseModes.values }).notNull(),
    intakeId: integer('intake_id').references(() => intakes.id, { onDelete: 'restrict' }),
    /** The course fee (the admissions page's table), in paise: the admission fee and the instalments. */
    totalPaise: integer('total_paise').notNull(),
    /** The lines as JSON (domain/money/fee-plan.ts FeePlanLine[]), the two fees first. */
    lines: text('lines', { mode: 'json' }).$type<FeePlanLine[]>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_plans_find_idx').on(t.program, t.courseMode, t.courseCode, t.intakeId),
    check('fee_plans_total_positive', sql`${t.totalPaise} > 0`),
  ],
);

/** The reasons staff may grant a concession for (a sibling, a girl student, ...). Retired, never deleted. */
export const concessionReasons = sqliteTable(
  'concession_reasons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    label: text('label').notNull(),
    retiredAt: integer('retired_at', { mode: 'timestamp_ms' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('concession_reasons_label_uq').on(t.label)],
);

/**
 * An admitted student's fee account, opened once from the plan in force
 * (decision 073). Its centre, course, mode and batch are copied so the dues
 * list filters without joins. The account holds no amount: its state is
 * derived from its entries.
 */
export const feeAccounts = sqliteTable(
  'fee_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => feePlans.id, { onDelete: 'restrict' }),
    centre: text('centre', { enum: centres.values }).notNull(),
    courseCode: text('course_code').notNull(),
    courseMode: text('course_mode', { enum: courseModes.values }).notNull(),
    intakeId: integer('intake_id').references(() => intakes.id, { onDelete: 'restrict' }),
    language: text('language', { enum: languages.values }).notNull(),
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('fee_accounts_admission_uq').on(t.admissionId),
    index('fee_accounts_centre_idx').on(t.centre, t.courseCode),
  ],
);

/**
 * One fact about a fee account: a charge (a line of the plan, with its due
 * date), a concession (with its reason and who granted it), a payment (with
 * how it was paid; its receipt is in receipts under record type fee-payment),
 * a refund asked for, a refund confirmed by a second money person, a
 * write-off. Append-only: triggers refuse UPDATE and DELETE. Refunds and
 * write-offs carry a number from their own gapless series.
 */
export const feeEntries = sqliteTable(
  'fee_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => feeAccounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: feeEntryStoredKinds }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Charges: which line of the plan, its words, its due date (India date). */
    line: text('line', { enum: feeLineKinds }),
    label: text('label'),
    labelHi: text('label_hi'),
    dueOn: text('due_on'),
    /** Payments and refunds. */
    method: text('method', { enum: receiptMethods }),
    utr: text('utr'),
    /** A concession's reason (its list), a refund's or write-off's words. */
    concessionReasonId: integer('concession_reason_id').references(() => concessionReasons.id),
    shareBp: integer('share_bp'),
    reason: text('reason'),
    /** The receipt of a fee paid before the account opened (the registration and admission fees). */
    receiptId: integer('receipt_id').references(() => receipts.id),
    /** A refund's confirmation names the request it confirms (refunds before decision 077). */
    confirms: integer('confirms'),
    /**
     * A refund or write-off made in two hands (decision 077): the money
     * request it confirms, whose answer names the confirming person. No
     * foreign key: a cascade would be an update, which the trigger refuses.
     */
    moneyRequestId: integer('money_request_id'),
    /** Refunds (confirmed) and write-offs: their own gapless series per financial year. */
    financialYear: text('financial_year'),
    number: integer('number'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_entries_account_idx').on(t.accountId, t.kind),
    index('fee_entries_due_idx').on(t.kind, t.dueOn),
    // A UTR pays once.
    uniqueIndex('fee_entries_payment_utr_uq')
      .on(t.utr)
      .where(sql`kind = 'payment' and utr is not null`),
    uniqueIndex('fee_entries_series_uq')
      .on(t.kind, t.financialYear, t.number)
      .where(sql`number is not null`),
    // A request is confirmed once.
    uniqueIndex('fee_entries_confirms_uq')
      .on(t.confirms)
      .where(sql`confirms is not null`),
    uniqueIndex('fee_entries_money_request_uq')
      .on(t.moneyRequestId)
      .where(sql`money_request_id is not null`),
    check('fee_entries_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * An instalment the student says they paid by UPI, with its UTR, from the
 * look-up (issue 53): a claim, not money. It is settled when a payment entry
 * with the same UTR is written on the account (staff by hand, or the
 * statement import); nothing here is ever changed (triggers refuse UPDATE and
 * DELETE), the claim's state is derived from that entry.
 */
export const feePaymentClaims = sqliteTable(
  'fee_payment_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => feeAccounts.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    utr: text('utr').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A UTR is claimed once.
    uniqueIndex('fee_payment_claims_utr_uq').on(t.utr),
    index('fee_payment_claims_account_idx').on(t.accountId),
    check('fee_payment_claims_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Each reminder of an instalment at each offset, written once (the key refuses a second). */
export const feeReminders = sqliteTable(
  'fee_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => feeEntries.id),
    offsetDays: integer('offset_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_reminders_charge_offset_uq').on(t.chargeId, t.offsetDays)],
);

/**
 * What each open instalment still needs, as the allocation derives it from the
 * account's entries (decision 073): a projection, not money. It is rewritten
 * for an account in the same transaction as every entry written to it, so the
 * dues list reads it with an index instead of deriving every account; the
 * entries stay the record, and the projection can be rebuilt from them.
 */
export const feeOpenInstalments = sqliteTable(
  'fee_open_instalments',
  {
    chargeId: integer('charge_id')
      .primaryKey()
      .references(() => feeEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => feeAccounts.id),
    centre: text('centre', { enum: centres.values }).notNull(),
    courseCode: text('course_code').notNull(),
    intakeId: integer('intake_id'),
    dueOn: text('due_on').notNull(),
    openPaise: integer('open_paise').notNull(),
  },
  (t) => [
    index('fee_open_due_idx').on(t.dueOn, t.accountId, t.openPaise),
    index('fee_open_account_idx').on(t.accountId),
    index('fee_open_centre_due_idx').on(t.centre, t.dueOn),
  ],
);

/**
 * One row per account that still owes on an instalment: the oldest open due
 * date and what is open in all (decision 079). Rewritten with the account's
 * open instalments, from them, in the same transaction; the dues list pages
 * and counts it by an index (oldest due first) instead of grouping every open
 * instalment on each read.
 */
export const feeOpenAccounts = sqliteTable(
  'fee_open_accounts',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => feeAccounts.id),
    centre: text('centre', { enum: centres.values }).notNull(),
    courseCode: text('course_code').notNull(),
    intakeId: integer('intake_id'),
    oldestDueOn: text('oldest_due_on').notNull(),
    openPaise: integer('open_paise').notNull(),
  },
  (t) => [
    index('fee_open_accounts_due_idx').on(t.oldestDueOn, sql`${t.openPaise} desc`, t.accountId),
    index('fee_open_accounts_centre_idx').on(t.centre, t.oldestDueOn, sql`${t.openPaise} desc`, t.accountId),
    index('fee_open_accounts_course_idx').on(t.courseCode, t.oldestDueOn),
    index('fee_open_accounts_intake_idx').on(t.intakeId, t.oldestDueOn),
  ],
);

// A batch at work (issue 54, decision 074): rosters, transfers, who teaches,
// class sessions, attendance, internal assessments and their marks, and each
// course's eligibility rule. What was recorded is appended, never changed
// (triggers in the migration): a correction is a new mark, and the latest wins.

/** An admitted student moved from one intake to another: who, when, why. The latest decides the student's intake. */
export const intakeTransfers = sqliteTable(
  'intake_transfers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    /** Null when the admission had no intake before. */
    fromIntakeId: integer('from_intake_id').references(() => intakes.id, { onDelete: 'restrict' }),
    toIntakeId: integer('to_intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    remark: text('remark').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('intake_transfers_admission_idx').on(t.admissionId, t.id), index('intake_transfers_to_idx').on(t.toIntakeId)],
);

/**
 * Who teaches (and taught) which intake: a Faculty member takes attendance and
 * marks only for the rows still open. Taking a teacher off a batch stamps
 * `ended_at` once; the row stays, so who taught when is kept (triggers refuse
 * a delete and any other change).
 */
export const intakeFaculty = sqliteTable(
  'intake_faculty',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    intakeId: integer('intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    // No foreign key: it is set once and then never changes (a cascade would be an update).
    endedBy: integer('ended_by'),
  },
  (t) => [
    uniqueIndex('intake_faculty_open_uq')
      .on(t.intakeId, t.userId)
      .where(sql`ended_at is null`),
    index('intake_faculty_user_idx').on(t.userId),
    index('intake_faculty_intake_idx').on(t.intakeId, t.id),
  ],
);

/**
 * A student's ID card's QR code (issue 54): 20 random characters made once,
 * when the student's card is first printed, and never changed (triggers). The
 * public check (/certification/card/<code>) finds the admission by it.
 */
export const studentCards = sqliteTable(
  'student_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    // No foreign key: a cascade would be an update, which the trigger refuses.
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('student_cards_admission_uq').on(t.admissionId), uniqueIndex('student_cards_code_uq').on(t.code)],
);

/** One class of an intake, from its timetable or added by hand; a cancellation is recorded on it. */
export const classSessions = sqliteTable(
  'class_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    intakeId: integer('intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    minutes: integer('minutes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // One live class at a time per intake: a timetable applied twice adds nothing.
    uniqueIndex('class_sessions_live_uq')
      .on(t.intakeId, t.startsAt)
      .where(sql`cancelled_at is null`),
    index('class_sessions_intake_idx').on(t.intakeId, t.startsAt),
    check('class_sessions_minutes', sql`${t.minutes} between 1 and 720`),
  ],
);

/**
 * One press of Save on a phone: a session's attendance or an assessment's
 * marks. The client's idempotency key makes a resend the same save; the base
 * version is the latest save the phone had seen (0: none), and a save on an
 * older one is refused (decision 074).
 */
export const batchSaves = sqliteTable(
  'batch_saves',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: batchSaveKinds }).notNull(),
    /** The class session's or the assessment's id. */
    subjectId: integer('subject_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    baseVersion: integer('base_version').notNull(),
    /** When the phone recorded it (it may reach the server later). */
    takenAt: integer('taken_at', { mode: 'timestamp_ms' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('batch_saves_key_uq').on(t.idempotencyKey), index('batch_saves_subject_idx').on(t.kind, t.subjectId, t.id)],
);

/** A student's mark in a session, as one save recorded it; the latest per session and student is the mark. */
export const attendanceMarks = sqliteTable(
  'attendance_marks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    saveId: integer('save_id')
      .notNull()
      .references(() => batchSaves.id, { onDelete: 'restrict' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'restrict' }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: attendanceStatuses }).notNull(),
  },
  (t) => [
    index('attendance_marks_session_idx').on(t.sessionId, t.admissionId, t.id),
    index('attendance_marks_admission_idx').on(t.admissionId, t.sessionId, t.id),
  ],
);

/** An internal test of an intake: its date and maximum marks. */
export const assessments = sqliteTable(
  'assessments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    intakeId: integer('intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** India date, YYYY-MM-DD. */
    heldOn: text('held_on').notNull(),
    maxMarks: integer('max_marks').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessments_intake_idx').on(t.intakeId, t.heldOn),
    check('assessments_max_marks', sql`${t.maxMarks} between 1 and 1000`),
  ],
);

/** A student's marks in an assessment, as one save recorded them (null: absent); the latest wins. */
export const assessmentMarks = sqliteTable(
  'assessment_marks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    saveId: integer('save_id')
      .notNull()
      .references(() => batchSaves.id, { onDelete: 'restrict' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'restrict' }),
    admissionId: integer('admission_id')
      .notNull()
      .references(() => admissions.id, { onDelete: 'restrict' }),
    marks: integer('marks'),
  },
  (t) => [
    index('assessment_marks_assessment_idx').on(t.assessmentId, t.admissionId, t.id),
    index('assessment_marks_admission_idx').on(t.admissionId, t.assessmentId, t.id),
    check('assessment_marks_not_negative', sql`${t.marks} is null or ${t.marks} >= 0`),
  ],
);

/** A course's eligibility rule, kept by staff: each change a new row, the latest in force. */
export const courseRules = sqliteTable(
  'course_rules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseCode: text('course_code').notNull(),
    minAttendancePercent: integer('min_attendance_percent').notNull(),
    minInternalPercent: integer('min_internal_percent').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_rules_course_idx').on(t.courseCode, t.id),
    check('course_rules_attendance_range', sql`${t.minAttendancePercent} between 0 and 100`),
    check('course_rules_internal_range', sql`${t.minInternalPercent} between 0 and 100`),
  ],
);

/**
 * What visitors read that staff edit (issue 52, decision 070): courses,
 * centres, site texts and notices. Every publish is a new row; nothing is
 * overwritten (triggers refuse an update or a delete). What is shown is, per
 * kind and key, the row with the highest version. `body` is the JSON of the
 * whole item in both languages (domain/schemas/content.ts).
 */
export const contentVersions = sqliteTable(
  'content_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: contentKinds }).notNull(),
    /** The item: a course code, a centre id, a text's name, a notice's number. */
    key: text('key').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    /** Null for what came with the software (the seed). */
    // No foreign key: a cascade would be an update, which the append-only trigger refuses.
    publishedBy: integer('published_by'),
    publishedByName: text('published_by_name'),
    publishedAt: createdAt(),
    /** The version this one restored, if it is a restore. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [uniqueIndex('content_versions_item_version').on(t.kind, t.key, t.version)],
);
