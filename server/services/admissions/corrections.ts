// Corrections (decision 048): staff send a PENDING registration back to its
// applicant instead of rejecting it; the applicant, after a second factor,
// sends again only what was asked. The status stays PENDING throughout, so
// the old client's calls see what they always saw; the corrections table and
// two status events tell the rest. No fee is asked again: the registration
// keeps its payment, and the correction's submit has no payment field.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { corrections, registrations, statusEvents, uploads } from '../../../db/schema';
import { AppError, problemMessages } from '../../../domain/problem';
import {
  correctionErrors,
  correctionStaffMessages,
  type CorrectionAccess,
  type CorrectionField,
  type CorrectionValues,
} from '../../../domain/schemas/correction';
import { allowedDocuments, type RegistrationFileField } from '../../../domain/schemas/documents';
import { prepareDocuments } from '../../storage/document-files';
import type { ReceivedForm } from '../../storage/multipart';
import { askedOf, correctionEvents, latestCorrection, stageOf, type CorrectionRow } from './correction-state';
import { queueApplicantEmail, type EmailSettings } from '../messages/email-outbox';
import { refuseUnusableStagedUploads, saveRecordWithDocuments } from './record-documents';
import { registrationDocumentSpecs } from '../../../domain/schemas/documents';
import { getSettings } from '../site/settings';
import { refusal } from '../../../domain/refusal';
import { assertFactorOpen, clearFactorFailures, factorMatches, recordFactorFailure } from './factor-guard';

const dayMs = 24 * 60 * 60 * 1000;

export interface CorrectionRequest {
  id: number;
  documents: RegistrationFileField[];
  fields: CorrectionField[];
  remark: string;
}

/**
 * Staff ask for a correction: the record must be PENDING, with no correction
 * awaiting an answer before its deadline. The applicant's email (email on)
 * is queued in the same transaction.
 */
export function requestCorrection(
  db: Handle,
  request: CorrectionRequest,
  userId: number | null,
  email: EmailSettings | null,
  now = new Date(),
): { id: number; deadlineAt: Date; emailQueued: boolean } {
  return db.transaction((tx) => {
    const row = tx
      .select({ id: registrations.id, status: registrations.status, program: registrations.program })
      .from(registrations)
      .where(eq(registrations.id, request.id))
      .get();
    if (!row) throw new AppError('NOT_FOUND', 'No registration with this id.');
    if (row.status !== 'PENDING') throw new AppError('CONFLICT', correctionStaffMessages.notPending);
    const allowed = allowedDocuments(row.program);
    const foreign = request.documents.filter((field) => !allowed.includes(field));
    if (foreign.length > 0) {
      throw new AppError('BAD_REQUEST', correctionStaffMessages.documentNotInProgram, {
        fieldErrors: { documents: [correctionStaffMessages.documentNotInProgram] },
      });
    }
    const latest = latestCorrection(tx, row.id);
    if (latest && stageOf(latest, now.getTime()) === 'requested') {
      throw new AppError('CONFLICT', correctionStaffMessages.alreadyOpen);
    }
    const deadlineAt = new Date(now.getTime() + getSettings(tx).correctionDays * dayMs);
    tx.insert(corrections)
      .values({
        registrationId: row.id,
        documents: JSON.stringify([...new Set(request.documents)]),
        fields: JSON.stringify([...new Set(request.fields)]),
        remark: request.remark,
        deadlineAt,
        userId,
        createdAt: now,
      })
      .run();
    tx.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, row.id)).run();
    tx.insert(statusEvents)
      .values({
        recordType: 'registration',
        recordId: row.id,
        fromStatus: 'PENDING',
        toStatus: correctionEvents.requested,
        userId,
        remark: request.remark,
        createdAt: now,
      })
      .run();
    const emailQueued = email !== null && queueApplicantEmail(tx, 'registration', row.id, userId, email);
    return { id: row.id, deadlineAt, emailQueued };
  });
}

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * The one answer for an unknown reference id, a wrong factor, and a right
 * factor with nothing to correct (none asked, answered, past its deadline):
 * it tells nothing about which (decision 067).
 */
const mismatch = () => refusal('NOT_FOUND', { key: 'correction.factorMismatch' }, { field: 'dob' });

/**
 * The registration behind a reference id and a second factor, and its
 * correction awaiting an answer. Locked subjects and networks get 429; an
 * unknown id, a wrong factor and nothing to correct get the mismatch alike,
 * each counted as a failure (factor-guard.ts); only an open correction
 * clears the count.
 */
function accessCorrection(
  db: Handle,
  access: Pick<CorrectionAccess, 'referenceId' | 'dob' | 'mobileLastFour'>,
  ip: string,
  now = Date.now(),
): { row: RegistrationRow; correction: CorrectionRow } {
  assertFactorOpen(db, 'registration', access.referenceId, ip, now);
  const row = db.select().from(registrations).where(eq(registrations.referenceId, access.referenceId)).get();
  const correction = row && factorMatches(row, access) ? latestCorrection(db, row.id) : undefined;
  const open = row && correction && row.status === 'PENDING' && !correction.answeredAt && stageOf(correction, now) !== 'expired';
  if (!row || !correction || !open) {
    recordFactorFailure(db, 'registration', access.referenceId, ip, now);
    throw mismatch();
  }
  clearFactorFailures(db, 'registration', access.referenceId);
  return { row, correction };
}

export interface CorrectionView {
  referenceId: string;
  name: string;
  program: string;
  remark: string;
  /** ISO date-time. */
  deadlineAt: string;
  documents: RegistrationFileField[];
  fields: CorrectionField[];
  /** The asked fields' current values, to be corrected in place. */
  values: Partial<Record<CorrectionField, string>>;
}

/** What the applicant reads after the second factor: staff's remark and what to send again. */
export function openCorrection(db: Handle, access: CorrectionAccess, ip: string): CorrectionView {
  const { row, correction } = accessCorrection(db, access, ip);
  const asked = askedOf(correction);
  return {
    referenceId: row.referenceId,
    name: row.name,
    program: row.program,
    remark: correction.remark,
    deadlineAt: correction.deadlineAt.toISOString(),
    documents: asked.documents,
    fields: asked.fields,
    values: Object.fromEntries(asked.fields.map((field) => [field, row[field]])),
  };
}

export interface CorrectionReceipt {
  referenceId: string;
  /** ISO date-time. */
  answeredAt: string;
}

/**
 * The applicant's answer: exactly the asked documents (each required, each
 * checked by its own rule) and fields. The new files are placed beside the
 * old ones, which are marked replaced, not removed; the record, the
 * correction and the status history change in one durable transaction with
 * the files (decision 003). Nothing is paid.
 */
export async function submitCorrection(
  db: Handle,
  dataDir: string,
  input: CorrectionValues,
  upload: ReceivedForm | null | undefined,
  ip: string,
): Promise<CorrectionReceipt> {
  const { row, correction } = accessCorrection(db, input, ip);
  refuseUnusableStagedUploads(upload);
  const asked = askedOf(correction);
  const { fieldErrors, values } = correctionErrors(asked, { documents: input.documents, values: input.values });
  // The checks' messages are said by key (domain/said.ts); problemOf writes them.
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', problemMessages.invalidForm, { fieldErrors, said: { key: 'general.invalidForm' } });
  }
  const specs = asked.documents.map((field) => registrationDocumentSpecs[field]);
  const prepared = await prepareDocuments(dataDir, upload, specs);
  const now = new Date();
  await saveRecordWithDocuments({
    db,
    dataDir,
    ownerType: 'registration',
    prepared,
    insertRecord: (tx) => {
      // Again inside the transaction: a second send of the same answer may have won meanwhile.
      const latest = latestCorrection(tx, row.id);
      if (!latest || latest.id !== correction.id || latest.answeredAt) {
        throw refusal('CONFLICT', { key: 'correction.nothingToCorrect' });
      }
      const kinds = specs.map((spec) => spec.kind);
      if (kinds.length > 0) {
        // The old files stay beside the new ones; the current one of each kind is the unreplaced row.
        tx.update(uploads)
          .set({ replacedAt: now })
          .where(
            and(
              eq(uploads.ownerType, 'registration'),
              eq(uploads.ownerId, row.id),
              inArray(uploads.kind, kinds),
              isNull(uploads.replacedAt),
            ),
          )
          .run();
      }
      const previous = Object.fromEntries(Object.keys(values).map((field) => [field, row[field as CorrectionField]]));
      tx.update(registrations)
        .set({ ...values, updatedAt: now })
        .where(eq(registrations.id, row.id))
        .run();
      tx.update(corrections)
        .set({ answeredAt: now, previousValues: JSON.stringify(previous) })
        .where(eq(corrections.id, correction.id))
        .run();
      tx.insert(statusEvents)
        .values({
          recordType: 'registration',
          recordId: row.id,
          fromStatus: correctionEvents.requested,
          toStatus: correctionEvents.answered,
          userId: null,
          remark: null,
          createdAt: now,
        })
        .run();
      return { id: row.id };
    },
  });
  return { referenceId: row.referenceId, answeredAt: now.toISOString() };
}
