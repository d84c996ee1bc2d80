// Admissions: the second stage, for an APPROVED registration, paid by UPI.
// Personal values are copied from the registration, never from the client.
import { eq } from 'drizzle-orm';
import type { AdmissionValues } from '../../../domain/schemas/admission';
import type { DB, Handle } from '../../../db/client';
import { admissions } from '../../../db/schema';
import { type RecordStatus } from '../../../domain/vocabulary';
import { prepareDocuments } from '../../storage/document-files';
import { admissionScreenshotSpec } from '../../../domain/schemas/documents';
import type { ReceivedForm } from '../../storage/multipart';
import { AppError } from '../../../domain/problem';
import { newReferenceId } from './reference-ids';
import { findRegistrationByReference, liveAdmissionOf } from './registrations';
import { isUtrUsed, utrConflict } from '../money/utr';
import { assertOnlinePaymentReady } from '../money/payments';
import { instituteIdentity, type InstituteIdentity } from '../site/identity';
import { getSettings } from '../site/settings';
import { refuseUnusableStagedUploads, saveRecordWithDocuments } from './record-documents';
import { uniqueViolationOf } from './unique-violations';
import { isSameApplication } from './resends';
import { refusalMessages } from '../../../domain/schemas/refusals';
import { refusal } from '../../../domain/refusal';
import { assertFactorOpen, clearFactorFailures, factorMatches, recordFactorFailure } from './factor-guard';

export const notApprovedMessage = refusalMessages.notApproved;
export const rejectedMessage = refusalMessages.rejected;
export const alreadyAdmittedMessage = refusalMessages.alreadyAdmitted;

export interface AdmissionReceipt {
  admissionReferenceId: string;
  registrationReferenceId: string;
  name: string;
  courseCode: string;
  courseName: string;
  admissionFee: number;
  utr: string;
  status: RecordStatus;
  createdAt: string;
  alreadySubmitted: boolean;
  /** Who the acknowledgement is from (the same identity as the first stage's). */
  institute: InstituteIdentity;
}

const conflict = (key: keyof typeof refusalMessages) => refusal('CONFLICT', { key: `refusals.${key}` });

export async function submitAdmission(
  db: Handle,
  dataDir: string,
  input: AdmissionValues,
  upload: ReceivedForm | null | undefined,
  ip: string,
): Promise<AdmissionReceipt> {
  const registration = findRegistrationByReference(db, input.referenceId);
  if (!registration) {
    throw refusal('NOT_FOUND', { key: 'admission.lookupFailed' }, { field: 'referenceId' });
  }
  // The look-up shows anyone the status; the admission of an APPROVED
  // registration (and its resend) needs the applicant's second factor too,
  // counted as the correction's is (decision 067).
  if (registration.status === 'APPROVED') {
    const now = Date.now();
    assertFactorOpen(db, 'registration', registration.referenceId, ip, now);
    if (!factorMatches(registration, input)) {
      recordFactorFailure(db, 'registration', registration.referenceId, ip, now);
      throw refusal('NOT_FOUND', { key: 'admission.factorMismatch' }, { field: 'dob' });
    }
    clearFactorFailures(db, 'registration', registration.referenceId);
  }
  const receiptOf = (row: typeof admissions.$inferSelect, alreadySubmitted: boolean): AdmissionReceipt => ({
    admissionReferenceId: row.referenceId,
    registrationReferenceId: registration.referenceId,
    name: row.name,
    courseCode: registration.courseCode,
    courseName: registration.courseName,
    admissionFee: row.admissionFee,
    utr: row.utr,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    alreadySubmitted,
    institute: instituteIdentity(getSettings(db)),
  });
  const repeated = findResentAdmission(db, registration, input);
  if (repeated) {
    if (repeated.registrationId !== registration.id) throw conflict('formExpired');
    return receiptOf(repeated, true);
  }
  refuseUnusableStagedUploads(upload);
  if (registration.status === 'REJECTED') throw conflict('rejected');
  if (registration.status !== 'APPROVED') throw conflict('notApproved');
  if (liveAdmissionOf(db, registration.id)) throw conflict('alreadyAdmitted');
  assertOnlinePaymentReady(db);
  if (isUtrUsed(db, input.utr)) throw utrConflict();

  const prepared = await prepareDocuments(dataDir, upload, [admissionScreenshotSpec]);
  try {
    const row = await saveRecordWithDocuments({
      db,
      dataDir,
      ownerType: 'admission',
      prepared,
      insertRecord: (tx) => {
        if (isUtrUsed(tx, input.utr)) throw utrConflict();
        return tx
          .insert(admissions)
          .values({
            referenceId: newReferenceId('ADM'),
            registrationId: registration.id,
            name: registration.name,
            fatherName: registration.fatherName,
            gender: registration.gender,
            dob: registration.dob,
            email: registration.email,
            mobile: registration.mobile,
            admissionFee: getSettings(tx).admissionFee,
            utr: input.utr,
            idempotencyKey: input.idempotencyKey ?? null,
            language: input.language ?? 'en',
          })
          .returning()
          .get();
      },
    });
    return receiptOf(row, false);
  } catch (error) {
    // The first send may have been stored while this one was on its way.
    const index = uniqueViolationOf(error);
    if (index?.startsWith('admissions.') || (error instanceof AppError && error.code === 'CONFLICT')) {
      const first = findResentAdmission(db, registration, input);
      if (first?.registrationId === registration.id) return receiptOf(first, true);
    }
    if (index === 'admissions.utr') throw utrConflict();
    if (index === 'admissions.registration_id') throw conflict('alreadyAdmitted');
    throw error;
  }
}

/**
 * The admission this submit sends again, if it is a resend (decision 017):
 * the one with its idempotency key, else the one with its UTR for the same
 * registration (so the same name and mobile, copied from it) within a day.
 */
export function findResentAdmission(
  db: Pick<DB, 'select'>,
  registration: { id: number; name: string; mobile: string },
  input: Pick<AdmissionValues, 'idempotencyKey' | 'utr'>,
) {
  if (input.idempotencyKey) {
    const byKey = db.select().from(admissions).where(eq(admissions.idempotencyKey, input.idempotencyKey)).get();
    if (byKey) return byKey;
  }
  const byUtr = db.select().from(admissions).where(eq(admissions.utr, input.utr)).get();
  return byUtr && byUtr.registrationId === registration.id && isSameApplication(byUtr, registration) ? byUtr : undefined;
}
