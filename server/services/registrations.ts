// Applications (registrations): submit with documents and a UPI payment
// proof, and the public lookup by reference id. Rules live here once.
import { eq } from 'drizzle-orm';
import { courseByCode } from '../../app/catalogue/courses';
import { centreById, programLabels } from '../../app/catalogue/site';
import {
  checkRegistration,
  registrationFileFields,
  type RegistrationFileField,
  type RegistrationInput,
} from '../../app/schemas/registration';
import { admissionMessages } from '../../app/schemas/admission';
import { mergeFieldErrors } from '../../app/schemas/common';
import type { DB } from '../../db/client';
import { admissions, registrations, type RecordStatus } from '../../db/schema';
import { prepareDocuments, saveWithDocuments, type DocumentSpec } from '../storage/documents';
import type { ReceivedForm } from '../storage/multipart';
import { AppError, type FieldErrors } from './errors';
import { maskEmail, maskMobile } from './masking';
import { newReferenceId } from './reference-ids';
import { instituteIdentity, type InstituteIdentity } from './identity';
import { getSettings } from './settings';
import { uniqueViolationOf } from './unique-violations';

export const registrationDocumentSpecs: Record<RegistrationFileField, DocumentSpec> = {
  photoUpload: { field: 'photoUpload', kind: 'photo', rule: 'image', label: 'The photo' },
  aadhaarUpload: { field: 'aadhaarUpload', kind: 'aadhaar', rule: 'identity', label: 'The Aadhaar card' },
  tenthDoc: { field: 'tenthDoc', kind: 'tenth', rule: 'certificate', label: 'The 10th certificate' },
  twelfthDoc: { field: 'twelfthDoc', kind: 'twelfth', rule: 'certificate', label: 'The 12th certificate' },
  graduationDoc: { field: 'graduationDoc', kind: 'graduation', rule: 'certificate', label: 'The graduation certificate' },
  paymentScreenshot: { field: 'paymentScreenshot', kind: 'payment', rule: 'image', label: 'The payment screenshot' },
};

export const invalidFormMessage = 'Please correct the highlighted fields.';
export const courseNotInProgramMessage = 'This course is not offered in the chosen program. Please choose again.';
export const utrUsedMessage =
  'This transaction ID has already been used. Please check the 12-digit UPI reference (UTR) of your own payment.';

/**
 * Every rule of an application that needs no database: the form's fields,
 * the guardian rule, the documents the program needs and a course that
 * belongs to the program. Throws one AppError listing every problem.
 */
export function validateRegistration(raw: unknown, upload: ReceivedForm | null | undefined) {
  const checked = checkRegistration(raw, (field) => upload?.files.has(field) ?? false);
  const values = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<string, unknown>>;
  const courseErrors: FieldErrors = {};
  const code = typeof values.courseCode === 'string' ? values.courseCode.trim() : '';
  if (code && typeof values.program === 'string') {
    const course = courseByCode(code);
    if (!course || course.level !== values.program) courseErrors.courseCode = [courseNotInProgramMessage];
  }
  if (!checked.success || courseErrors.courseCode) {
    const fieldErrors = mergeFieldErrors(checked.success ? {} : checked.fieldErrors, courseErrors);
    throw new AppError('BAD_REQUEST', invalidFormMessage, { fieldErrors });
  }
  return checked.data;
}

export interface RegistrationReceipt {
  referenceId: string;
  name: string;
  fatherName: string;
  /** YYYY-MM-DD */
  dob: string;
  mobile: string;
  utr: string;
  program: string;
  programLabel: string;
  courseCode: string;
  courseName: string;
  centre: string;
  centreName: string;
  courseMode: string;
  registrationFee: number;
  status: RecordStatus;
  /** ISO date-time. */
  createdAt: string;
  /** True when this answer is for a submit already received (same idempotency key). */
  alreadySubmitted: boolean;
  /** Who the acknowledgement is from. */
  institute: InstituteIdentity;
}

type RegistrationRow = typeof registrations.$inferSelect;

function receiptOf(db: DB, row: RegistrationRow, alreadySubmitted: boolean): RegistrationReceipt {
  return {
    referenceId: row.referenceId,
    name: row.name,
    fatherName: row.fatherName,
    dob: row.dob,
    mobile: row.mobile,
    utr: row.utr,
    program: row.program,
    programLabel: programLabels[row.program],
    courseCode: row.courseCode,
    courseName: row.courseName,
    centre: row.centre,
    centreName: centreById(row.centre)?.title ?? row.centre,
    courseMode: row.courseMode,
    registrationFee: row.registrationFee,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    alreadySubmitted,
    institute: instituteIdentity(getSettings(db)),
  };
}

/** True when a UTR already paid for a registration or an admission. */
export function isUtrUsed(db: Pick<DB, 'select'>, utr: string): boolean {
  const inRegistrations = db.select({ id: registrations.id }).from(registrations).where(eq(registrations.utr, utr)).get();
  if (inRegistrations) return true;
  return !!db.select({ id: admissions.id }).from(admissions).where(eq(admissions.utr, utr)).get();
}

export const utrConflict = () => new AppError('CONFLICT', utrUsedMessage, { fieldErrors: { utr: [utrUsedMessage] } });

/**
 * Stores an application with its documents. Files come from `upload` (staged
 * by the transport); the fee comes from settings, never from the client. A
 * submit repeating an idempotency key returns the first one's receipt.
 */
export async function submitRegistration(
  db: DB,
  dataDir: string,
  raw: RegistrationInput,
  upload: ReceivedForm | null | undefined,
): Promise<RegistrationReceipt> {
  const input = validateRegistration(raw, upload);
  const repeated = findByIdempotencyKey(db, input.idempotencyKey);
  if (repeated) return receiptOf(db, repeated, true);
  if (isUtrUsed(db, input.utr)) throw utrConflict();

  const course = courseByCode(input.courseCode)!;
  const fee = getSettings(db).registrationFee;
  const allowedFields = registrationFileFields.filter(
    (field) => field !== 'graduationDoc' || input.program === 'advance-diploma',
  );
  const prepared = await prepareDocuments(
    dataDir,
    upload,
    allowedFields.map((field) => registrationDocumentSpecs[field]),
  );

  try {
    const row = await saveWithDocuments({
      db,
      dataDir,
      ownerType: 'registration',
      prepared,
      insert: (tx) => {
        // Checked again inside the transaction: another request may have taken it meanwhile.
        if (isUtrUsed(tx, input.utr)) throw utrConflict();
        return tx
          .insert(registrations)
          .values({
            referenceId: newReferenceId('REG'),
            name: input.name,
            fatherName: input.fatherName,
            gender: input.gender,
            dob: input.dob,
            email: input.email,
            mobile: input.mobile,
            address: input.address,
            program: input.program,
            courseCode: course.code,
            courseName: course.name,
            centre: input.centre,
            courseMode: input.courseMode,
            guardianName: input.guardianName ?? null,
            consentAt: new Date(),
            registrationFee: fee,
            utr: input.utr,
            idempotencyKey: input.idempotencyKey ?? null,
          })
          .returning()
          .get();
      },
    });
    return receiptOf(db, row, false);
  } catch (error) {
    const index = uniqueViolationOf(error);
    if (index === 'registrations.idempotency_key') {
      const first = findByIdempotencyKey(db, input.idempotencyKey);
      if (first) return receiptOf(db, first, true);
    }
    if (index === 'registrations.utr') throw utrConflict();
    throw error;
  }
}

function findByIdempotencyKey(db: DB, key: string | undefined) {
  if (!key) return undefined;
  return db.select().from(registrations).where(eq(registrations.idempotencyKey, key)).get();
}

export function findRegistrationByReference(db: DB, referenceId: string) {
  return db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get();
}

/** The admission that counts for a registration: not rejected. */
export function liveAdmissionOf(db: Pick<DB, 'select'>, registrationId: number) {
  return db
    .select({ id: admissions.id, status: admissions.status })
    .from(admissions)
    .where(eq(admissions.registrationId, registrationId))
    .all()
    .find((admission) => admission.status !== 'REJECTED');
}

export interface ApplicantSummary {
  referenceId: string;
  name: string;
  fatherName: string;
  gender: string;
  dob: string;
  /** Partly masked. */
  email: string;
  /** Partly masked, e.g. 98•••••210. */
  mobile: string;
  program: string;
  programLabel: string;
  courseCode: string;
  courseName: string;
  centre: string;
  centreName: string;
  status: RecordStatus;
  /** Status of the live (not rejected) admission, if one was submitted. */
  admissionStatus: RecordStatus | null;
  /** APPROVED and no live admission yet: the admission form may continue. */
  canProceed: boolean;
}

/** The public lookup: one indexed read, contact details masked. Unknown ids are NOT_FOUND. */
export function lookupRegistration(db: DB, referenceId: string): ApplicantSummary {
  const row = findRegistrationByReference(db, referenceId);
  if (!row) throw new AppError('NOT_FOUND', admissionMessages.lookupFailed);
  const live = liveAdmissionOf(db, row.id);
  return {
    referenceId: row.referenceId,
    name: row.name,
    fatherName: row.fatherName,
    gender: row.gender,
    dob: row.dob,
    email: maskEmail(row.email),
    mobile: maskMobile(row.mobile),
    program: row.program,
    programLabel: programLabels[row.program],
    courseCode: row.courseCode,
    courseName: row.courseName,
    centre: row.centre,
    centreName: centreById(row.centre)?.title ?? row.centre,
    status: row.status,
    admissionStatus: live?.status ?? null,
    canProceed: row.status === 'APPROVED' && !live,
  };
}
