// Applications (registrations): submit with documents and a UPI payment
// proof, and the public lookup by reference id. Rules live here once.
import { eq } from 'drizzle-orm';
import { centreById } from '../../../domain/catalogue/site';
import { allowedDocuments, type RegistrationValues, type WalkInValues } from '../../../domain/schemas/registration';
import type { DB, Handle } from '../../../db/client';
import { admissions, feeAccounts, registrations } from '../../../db/schema';
import { type PaymentMethod, type RecordStatus } from '../../../domain/vocabulary';
import { prepareDocuments } from '../../storage/document-files';
import { registrationDocumentSpecs } from '../../../domain/schemas/documents';
import type { ReceivedForm } from '../../storage/multipart';
import { AppError } from '../../../domain/problem';
import { maskEmail, maskMobile } from './masking';
import { newReferenceId } from './reference-ids';
import { instituteIdentity, type InstituteIdentity } from '../site/identity';
import { assertOnlinePaymentReady } from '../money/payments';
import { getSettings } from '../site/settings';
import { courseOnOffer } from '../content/offered';
import { currentRemark } from './status';
import { latestCorrection, stageOf, type CorrectionStage } from './correction-state';
import { intakeStartOf, placeForApplication, takeSeatAtSubmission } from '../intakes/intakes';
import { joinWaitlist, waitlistSummary } from '../intakes/waitlist';
import { type WaitlistStage } from '../intakes/waitlist-state';
import { isWaitlistUtrMarker, waitlistUtrMarker } from '../../../domain/schemas/waitlist';
import { bumpContentVersion } from '../site/content-version';
import { refuseUnusableStagedUploads, saveRecordWithDocuments } from './record-documents';
import { uniqueViolationOf } from './unique-violations';
import { receiptsOf } from '../money/receipts';
import { recordVerification } from '../money/statements/evidence';
import { isUtrUsed, utrConflict, utrUsedMessage } from '../money/utr';
import { isSameApplication } from './resends';
import { programs } from '../../../domain/vocabulary';
import { refusal } from '../../../domain/refusal';
import type { ApplicantPerson } from '../../../domain/applicant';

/** What was applied for, with the words the applicant reads for it. */
interface CourseChoice {
  program: string;
  programLabel: string;
  courseCode: string;
  courseName: string;
  centre: string;
  centreName: string;
}

export interface RegistrationReceipt extends CourseChoice {
  referenceId: string;
  name: string;
  fatherName: string;
  /** YYYY-MM-DD */
  dob: string;
  mobile: string;
  utr: string;
  courseMode: string;
  registrationFee: number;
  status: RecordStatus;
  /** ISO date-time. */
  createdAt: string;
  /** True when this answer is for a submit already received (same idempotency key). */
  alreadySubmitted: boolean;
  /** Who the acknowledgement is from. */
  institute: InstituteIdentity;
  /** Joined a full batch's waitlist without paying (decision 051). */
  waitlisted: boolean;
  /** The batch applied for: its session and start (ISO); null where the course has no batches. */
  batch: { startsAt: string; session: string } | null;
}

type RegistrationRow = typeof registrations.$inferSelect;

/** What was applied for, as the acknowledgement and the look-up name it. */
function courseChoiceOf(row: RegistrationRow): CourseChoice {
  return {
    program: row.program,
    programLabel: programs.labels[row.program],
    courseCode: row.courseCode,
    courseName: row.courseName,
    centre: row.centre,
    centreName: centreById(row.centre)?.title ?? row.centre,
  };
}

function receiptOf(db: Handle, row: RegistrationRow, alreadySubmitted: boolean): RegistrationReceipt {
  return {
    referenceId: row.referenceId,
    name: row.name,
    fatherName: row.fatherName,
    dob: row.dob,
    mobile: row.mobile,
    utr: isWaitlistUtrMarker(row.utr) ? '' : row.utr,
    ...courseChoiceOf(row),
    courseMode: row.courseMode,
    registrationFee: row.registrationFee,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    alreadySubmitted,
    institute: instituteIdentity(getSettings(db)),
    waitlisted: isWaitlistUtrMarker(row.utr),
    batch: intakeStartOf(db, row.intakeId),
  };
}

/** The staged files the application keeps: those its program may carry. */
function documentSpecsOf(input: RegistrationValues) {
  return input.documents
    .filter((field) => allowedDocuments(input.program).includes(field))
    .map((field) => registrationDocumentSpecs[field]);
}

/**
 * Stores an application checked by registrations.submit's input schema, with
 * its documents. Files come from `upload` (staged by the transport); the fee
 * comes from settings, never from the client. A resend of an application
 * already stored (decision 017) returns the first one's receipt, and its new
 * files are left to the transport's cleanup: nothing is placed for it.
 */
export async function submitRegistration(
  db: Handle,
  dataDir: string,
  input: RegistrationValues,
  upload: ReceivedForm | null | undefined,
  walkIn?: WalkIn,
): Promise<RegistrationReceipt> {
  const repeated = findResentRegistration(db, input);
  if (repeated) return receiptOf(db, repeated, true);
  // A course staff archived takes no new applications (decision 078); a stored one keeps its name.
  const course = courseOnOffer(db, input.courseCode, input.program);
  // A batch that does not take applications now is refused first, before the payment is looked at.
  const place = placeForApplication(db, input);
  const intake = place?.row ?? null;
  // Joining a full batch's waitlist pays nothing now (decision 051); a batch with seats asks the fee.
  const waitlisted = place?.full === true;
  if (input.waitlist && !waitlisted && !walkIn) throw refusal('CONFLICT', { key: 'waitlist.hasSeats' }, { field: 'waitlist' });
  refuseUnusableStagedUploads(upload);
  const cash = walkIn?.paymentMethod === 'cash';
  // Cash at the office needs no online payment set up, and has no UTR to be used twice.
  if (!cash && !waitlisted) assertOnlinePaymentReady(db);
  if (!cash && !waitlisted && isUtrUsed(db, input.utr)) throw utrConflict();

  const fee = getSettings(db).registrationFee;
  const prepared = await prepareDocuments(dataDir, upload, documentSpecsOf(input));
  const referenceId = newReferenceId('REG');

  try {
    const row = await saveRecordWithDocuments({
      db,
      dataDir,
      ownerType: 'registration',
      prepared,
      insertRecord: (tx) => {
        // Checked again inside the transaction: another request may have taken it meanwhile.
        if (!cash && !waitlisted && isUtrUsed(tx, input.utr)) throw utrConflict();
        if (!waitlisted) takeSeatAtSubmission(tx, intake?.id ?? null);
        const row = tx
          .insert(registrations)
          .values({
            referenceId,
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
            intakeId: intake?.id ?? null,
            guardianName: input.guardianName ?? null,
            consentAt: new Date(),
            registrationFee: fee,
            // Cash has no bank number: the column holds a marker that no statement can match.
            utr: cash ? `CASH-${referenceId}` : waitlisted ? waitlistUtrMarker(referenceId) : input.utr,
            paymentMethod: walkIn?.paymentMethod ?? 'upi',
            enteredBy: walkIn?.enteredBy ?? null,
            idempotencyKey: input.idempotencyKey ?? null,
            language: input.language ?? 'en',
          })
          .returning()
          .get();
        if (waitlisted && intake) joinWaitlist(tx, row.id, intake.id);
        // Cash taken at the office is verified by the staff member who took it, with its receipt, in this transaction.
        if (cash && walkIn) {
          recordVerification(
            tx,
            {
              recordType: 'registration',
              recordId: row.id,
              kind: 'by_hand',
              remark: 'Cash received at the office (walk-in)',
              userId: walkIn.enteredBy,
              at: new Date(),
            },
            'cash',
          );
        }
        return row;
      },
    });
    // Counted at submission, a seat was just taken: the pages' seats left change.
    if (intake && (waitlisted || getSettings(db).seatsTakenAt === 'submission')) bumpContentVersion();
    return receiptOf(db, row, false);
  } catch (error) {
    // The first send may have been stored while this one was on its way: the
    // insert then meets its key or its UTR (the placed files are gone again).
    const index = uniqueViolationOf(error);
    if (index === 'registrations.idempotency_key' || index === 'registrations.utr' || isUtrConflict(error)) {
      const first = findResentRegistration(db, input);
      if (first) return receiptOf(db, first, true);
    }
    if (index === 'registrations.utr') throw utrConflict();
    throw error;
  }
}

/** An application entered by staff at the office: who entered it and how the fee was paid. */
export interface WalkIn {
  enteredBy: number;
  paymentMethod: PaymentMethod;
}

/**
 * A walk-in: the application brought to the office, entered by staff through
 * the same service and rules as the online form (submitRegistration). Cash
 * is verified and receipted at once; a UPI fee waits for the statement like
 * any other.
 */
export function submitWalkIn(
  db: Handle,
  dataDir: string,
  input: WalkInValues,
  upload: ReceivedForm | null | undefined,
  enteredBy: number,
) {
  const { paymentMethod, utr, ...fields } = input;
  const values: RegistrationValues = { ...fields, utr: paymentMethod === 'cash' ? '' : (utr ?? '').replace(/\s+/g, '') };
  return submitRegistration(db, dataDir, values, upload, { enteredBy, paymentMethod });
}

const isUtrConflict = (error: unknown) => error instanceof AppError && error.message === utrUsedMessage;

/**
 * The registration this submit sends again, if it is a resend (decision 017):
 * the one with its idempotency key, else the one with its UTR when that is
 * the same applicant (name and mobile) within a day.
 */
export function findResentRegistration(
  db: Pick<DB, 'select'>,
  input: Pick<RegistrationValues, 'idempotencyKey' | 'utr' | 'name' | 'mobile'>,
): RegistrationRow | undefined {
  if (input.idempotencyKey) {
    const byKey = db.select().from(registrations).where(eq(registrations.idempotencyKey, input.idempotencyKey)).get();
    if (byKey) return byKey;
  }
  const byUtr = db.select().from(registrations).where(eq(registrations.utr, input.utr)).get();
  return byUtr && isSameApplication(byUtr, input) ? byUtr : undefined;
}

export function findRegistrationByReference(db: Handle, referenceId: string) {
  return db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get();
}

/** The registration an admission's reference id (ADM-…) belongs to: the look-up takes either id. */
function registrationOfAdmission(db: Handle, admissionReferenceId: string) {
  const admission = db
    .select({ registrationId: admissions.registrationId })
    .from(admissions)
    .where(eq(admissions.referenceId, admissionReferenceId))
    .get();
  return admission ? db.select().from(registrations).where(eq(registrations.id, admission.registrationId)).get() : undefined;
}

/** The admission that counts for a registration: not rejected. */
export function liveAdmissionOf(db: Pick<DB, 'select'>, registrationId: number) {
  return db
    .select({ id: admissions.id, status: admissions.status, referenceId: admissions.referenceId })
    .from(admissions)
    .where(eq(admissions.registrationId, registrationId))
    .all()
    .find((admission) => admission.status !== 'REJECTED');
}

export interface ApplicantSummary extends CourseChoice, ApplicantPerson {
  /** Partly masked. */
  email: string;
  /** Partly masked, e.g. 98•••••210. */
  mobile: string;
  status: RecordStatus;
  /** Staff's remark on the decision that set `status`, if any. */
  remark: string | null;
  /** Status of the live (not rejected) admission, if one was submitted. */
  admissionStatus: RecordStatus | null;
  /** The live admission's own reference id (ADM-…), so a look-up after the admission shows it again. */
  admissionReferenceId: string | null;
  /** Staff's remark on the admission's current status, if any. */
  admissionRemark: string | null;
  /** The live admission has a fee account (issue 53): the look-up offers it after the second factor. */
  feeAccount: boolean;
  /** APPROVED and no live admission yet: the admission form may continue. */
  canProceed: boolean;
  /** The registration fee's receipt in force (its number, e.g. 2026-27/0007), once the fee is verified. */
  receipt: string | null;
  /** The live admission's reference id and its fee's receipt, once verified. */
  admissionReceipt: { referenceId: string; label: string } | null;
  /**
   * A PENDING registration's latest correction (decision 048): its stage and
   * deadline. Staff's remark is not here: it is read after the second factor.
   */
  correction: { stage: CorrectionStage; deadlineAt: string } | null;
  /** The batch applied for (decision 049): when its classes start (ISO); null without intakes. */
  intake: { startsAt: string } | null;
  /** On a full batch's waitlist (decision 051): where it stands, its place in line, an offer's deadline (ISO). */
  waitlist: { stage: WaitlistStage; position: number | null; deadlineAt: string | null } | null;
}

/** The number of a fee's receipt in force, if any. */
function liveReceiptLabel(db: Handle, type: 'registration' | 'admission', id: number): string | null {
  return receiptsOf(db, type, id).find((receipt) => !receipt.cancelled)?.label ?? null;
}

/** The public lookup: one indexed read, contact details masked. Unknown ids are NOT_FOUND. */
export function lookupRegistration(db: Handle, referenceId: string): ApplicantSummary {
  const row = referenceId.startsWith('ADM-')
    ? registrationOfAdmission(db, referenceId)
    : findRegistrationByReference(db, referenceId);
  if (!row) throw refusal('NOT_FOUND', { key: 'admission.lookupFailed' });
  const live = liveAdmissionOf(db, row.id);
  const correction = row.status === 'PENDING' ? latestCorrection(db, row.id) : undefined;
  return {
    referenceId: row.referenceId,
    name: row.name,
    fatherName: row.fatherName,
    gender: row.gender,
    // The date of birth is a second factor (decisions 048, 067): a reference
    // id alone never shows it, whatever the status; the admission asks for it.
    dob: '',
    email: maskEmail(row.email),
    mobile: maskMobile(row.mobile),
    ...courseChoiceOf(row),
    status: row.status,
    remark: currentRemark(db, 'registration', row.id, row.status),
    admissionStatus: live?.status ?? null,
    admissionReferenceId: live?.referenceId ?? null,
    admissionRemark: live ? currentRemark(db, 'admission', live.id, live.status) : null,
    feeAccount: live
      ? Boolean(db.select({ id: feeAccounts.id }).from(feeAccounts).where(eq(feeAccounts.admissionId, live.id)).get())
      : false,
    canProceed: row.status === 'APPROVED' && !live,
    receipt: liveReceiptLabel(db, 'registration', row.id),
    admissionReceipt: (() => {
      const label = live ? liveReceiptLabel(db, 'admission', live.id) : null;
      return live && label ? { referenceId: live.referenceId, label } : null;
    })(),
    correction: correction ? { stage: stageOf(correction), deadlineAt: correction.deadlineAt.toISOString() } : null,
    intake: intakeStartOf(db, row.intakeId),
    waitlist: row.status === 'PENDING' ? waitlistSummary(db, row.id) : null,
  };
}
