// Results and certificates, written once: staff record an admitted student's
// result (the grade comes from the course's grading table), issue a
// certificate with a number sequential per year and a random verification
// code, and may revoke it with a reason. Nothing here is deleted or changed
// after the fact (triggers in the migration hold that too): a corrected result
// is a new row, a revocation is recorded on the certificate, and a number once
// given is never given again. The public verify answers are verify.ts's; what staff
// read (the list, a student's page, the print) is certificate-lists.ts's.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, certificates, courseResults } from '../../../db/schema';
import { gradeFor } from '../../../domain/catalogue/courses';
import { catalogueCourse } from '../content/offered';
import { AppError } from '../../../domain/problem';
import { crockfordAlphabet } from '../../../domain/schemas/common';
import { certificateMessages, latinNamePattern, type ResultInput } from '../../../domain/schemas/certificate';
import { getSettings } from '../site/settings';
import { admissionsWithCourse } from '../admissions/admission-course';
import { recordsOf, ruleOf } from '../intakes/eligibility';
import { intakeOfAdmission } from '../intakes/roster';
import { standingLabels } from '../../../domain/batches';

/** India's calendar date of a moment, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** 100 random bits as 20 Crockford base32 characters: not guessable, not a sequence. */
export function newVerificationCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(13);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 20; i++) code += crockfordAlphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** The printed number: the prefix setting (if any), the year, and the year's sequence, e.g. 2026/0001. */
export function certificateNumber(prefix: string, year: number, seq: number): string {
  return [prefix, String(year), String(seq).padStart(4, '0')].filter((part) => part !== '').join('/');
}

const notFound = () => new AppError('NOT_FOUND', 'No admission with this id.');

/** The admission with what its registration says of the course and centre. */
export function admissionOf(db: Handle, admissionId: number) {
  const row = admissionsWithCourse(db).where(eq(admissions.id, admissionId)).get();
  if (!row) throw notFound();
  return row;
}

function admitted(db: Handle, row: ReturnType<typeof admissionOf>) {
  if (row.status !== 'APPROVED') {
    throw new AppError('CONFLICT', 'Only an approved admission can have a result and a certificate.');
  }
  const course = catalogueCourse(db, row.courseCode);
  if (!course)
    throw new AppError('CONFLICT', `The course ${row.courseCode} is not in the catalogue, so it has no grading table.`);
  return course;
}

const latestResult = (db: Handle, admissionId: number) =>
  db
    .select()
    .from(courseResults)
    .where(eq(courseResults.admissionId, admissionId))
    .orderBy(desc(courseResults.id))
    .limit(1)
    .get();

const liveCertificate = (db: Handle, admissionId: number) =>
  db
    .select({ id: certificates.id, number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.admissionId, admissionId), isNull(certificates.revokedAt)))
    .get();

/**
 * Records the result of an admitted student. A new row each time; while a
 * certificate is in force the result stands as printed (revoke it first).
 */
export function recordResult(db: Handle, input: ResultInput, userId: number | null, now = new Date()) {
  return db.transaction((tx) => {
    const admission = admissionOf(tx, input.admissionId);
    const course = admitted(tx, admission);
    if (liveCertificate(tx, admission.id)) {
      throw new AppError('CONFLICT', 'A certificate is in force for this result. Revoke it before recording a new result.');
    }
    const dateError = (message: string) => new AppError('BAD_REQUEST', message, { fieldErrors: { completionDate: [message] } });
    if (input.completionDate > indiaDate(now)) throw dateError('The completion date cannot be in the future.');
    if (input.completionDate < indiaDate(admission.createdAt))
      throw dateError('The completion date cannot be before the admission.');
    const { grade } = gradeFor(course.grading, input.marks);
    return tx
      .insert(courseResults)
      .values({
        admissionId: admission.id,
        marks: input.marks,
        grade,
        completionDate: input.completionDate,
        userId,
        createdAt: now,
      })
      .returning()
      .get();
  });
}

/**
 * Issues the certificate of an admitted student's latest result. The number
 * is the year's next: rows are never deleted, so max + 1 never hands out a
 * number again (and the unique index refuses it if it ever did).
 */
export function issueCertificate(
  db: Handle,
  admissionId: number,
  userId: number | null,
  now = new Date(),
  overrideRemark: string | null = null,
  nameLatin = '',
) {
  return db.transaction((tx) => {
    const admission = admissionOf(tx, admissionId);
    admitted(tx, admission);
    // The English certificate prints the name in Latin letters: given by staff, or the name itself when it is so written.
    const latin = nameLatin || (latinNamePattern.test(admission.name.trim()) ? admission.name.trim() : '');
    if (!latin) {
      throw new AppError('BAD_REQUEST', certificateMessages.nameLatin, {
        fieldErrors: { nameLatin: [certificateMessages.nameLatin] },
      });
    }
    const result = latestResult(tx, admissionId);
    if (!result) throw new AppError('CONFLICT', 'Record the result before issuing the certificate.');
    if (result.grade === 'F') throw new AppError('CONFLICT', 'A result graded F (Fail) gets no certificate.');
    const live = liveCertificate(tx, admissionId);
    if (live) throw new AppError('CONFLICT', `Certificate ${live.number} is already in force for this admission.`);
    const record = recordOfStudent(tx, admissionId, admission.courseCode);
    const eligible = record.standing === 'eligible' || record.standing === 'no-rule';
    if (!eligible && !overrideRemark) throw new AppError('CONFLICT', ineligibleMessage(record, ruleOf(tx, admission.courseCode)));
    const intake = intakeOfAdmission(tx, admissionId);
    const year = Number(indiaDate(now).slice(0, 4));
    const last =
      tx
        .select({ seq: max(certificates.seq) })
        .from(certificates)
        .where(eq(certificates.year, year))
        .get()?.seq ?? 0;
    const seq = last + 1;
    return tx
      .insert(certificates)
      .values({
        number: certificateNumber(getSettings(tx).certificatePrefix, year, seq),
        year,
        seq,
        verificationCode: newVerificationCode(),
        admissionId,
        resultId: result.id,
        name: admission.name,
        nameLatin: latin,
        fatherName: admission.fatherName,
        dob: admission.dob,
        courseCode: admission.courseCode,
        centre: admission.centre,
        marks: result.marks,
        grade: result.grade,
        completionDate: result.completionDate,
        courseStartsOn: intake ? indiaDate(intake.startsAt) : null,
        courseEndsOn: intake?.endsOn ?? null,
        attendancePercent: record.attendancePercent,
        internalPercent: record.internalPercent,
        // A remark is kept only where it let an ineligible student through.
        eligibilityOverride: eligible ? null : overrideRemark,
        issuedAt: now,
        issuedBy: userId,
      })
      .returning({ id: certificates.id, number: certificates.number })
      .get();
  });
}

/** A student's attendance and internal marks, and their standing against the course's rule (issue 54). */
export function recordOfStudent(db: Handle, admissionId: number, courseCode: string) {
  return recordsOf(db, [admissionId], courseCode).get(admissionId)!;
}

function ineligibleMessage(
  record: ReturnType<typeof recordOfStudent>,
  rule: { minAttendancePercent: number; minInternalPercent: number } | null,
): string {
  const attendance = record.attendancePercent === null ? 'no attendance recorded' : `attendance ${record.attendancePercent}%`;
  const internal = record.internalPercent === null ? 'no internal marks recorded' : `internal marks ${record.internalPercent}%`;
  const asks = rule
    ? ` (the course asks ${rule.minAttendancePercent}% attendance and ${rule.minInternalPercent}% internal marks)`
    : '';
  return (
    `Not eligible (${standingLabels[record.standing]}): ${attendance}, ${internal}${asks}. ` +
    'A Centre head may issue it anyway with a remark, which is kept with the certificate.'
  );
}

/** Revokes a certificate with a reason. It stays, and says so, on the verify page. */
export function revokeCertificate(db: Handle, id: number, reason: string, userId: number | null, now = new Date()) {
  return db.transaction((tx) => {
    const row = tx
      .select({ revokedAt: certificates.revokedAt, number: certificates.number })
      .from(certificates)
      .where(eq(certificates.id, id))
      .get();
    if (!row) throw new AppError('NOT_FOUND', 'No certificate with this id.');
    if (row.revokedAt) throw new AppError('CONFLICT', `Certificate ${row.number} is already revoked.`);
    tx.update(certificates).set({ revokedAt: now, revokedBy: userId, revokeReason: reason }).where(eq(certificates.id, id)).run();
    return { id, number: row.number, revokedAt: now };
  });
}
