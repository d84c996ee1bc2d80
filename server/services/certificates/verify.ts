// The public verify answers (decision 067): by number and date of birth, or
// by the QR code's link. Every answer is logged; wrong dates of birth count
// against the number and the client's network (factor-guard.ts).
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { certificates, certificateVerifications } from '../../../db/schema';
import { assertFactorOpen, clearFactorFailures, recordFactorFailure } from '../admissions/factor-guard';
import { indiaDate } from './certificates';
import { catalogueCourse } from '../content/offered';

/**
 * What the verify page may say of a certificate: only what an employer needs
 * (decision 067): who, which course, the grade, the dates and whether it is
 * in force. No centre, mobile, address, email, father's name, date of birth
 * or documents.
 */
export type VerifyAnswer =
  | { found: false }
  | {
      found: true;
      number: string;
      state: 'valid' | 'revoked';
      /** India date of the revocation, or null. */
      revokedOn: string | null;
      name: string;
      courseCode: string;
      /** The course's name from the catalogue, archived courses included (null: a code it no longer has). */
      courseName: { en: string; hi: string } | null;
      grade: string;
      completionDate: string;
      issuedOn: string;
    };

const answerColumns = {
  id: certificates.id,
  number: certificates.number,
  dob: certificates.dob,
  name: certificates.name,
  courseCode: certificates.courseCode,
  grade: certificates.grade,
  completionDate: certificates.completionDate,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
};

function answerOf(db: Handle, row: typeof certificates.$inferSelect | undefined | null, matched: boolean): VerifyAnswer {
  if (!row || !matched) return { found: false };
  const course = catalogueCourse(db, row.courseCode);
  return {
    found: true,
    number: row.number,
    state: row.revokedAt ? 'revoked' : 'valid',
    revokedOn: row.revokedAt ? indiaDate(row.revokedAt) : null,
    name: row.name,
    courseCode: row.courseCode,
    courseName: course ? { en: course.name, hi: course.nameHi } : null,
    grade: row.grade,
    completionDate: row.completionDate,
    issuedOn: indiaDate(row.issuedAt),
  };
}

function logVerification(db: Handle, certificateId: number | null, method: 'number' | 'code', matched: boolean) {
  db.insert(certificateVerifications).values({ certificateId, method, matched }).run();
}

/**
 * The verify form: a number and a date of birth. An unknown number and a
 * wrong date of birth get the same answer, so the form tells nobody which
 * numbers exist; both count against the number typed and the client's
 * network (factor-guard.ts), so numbers, which are sequential, cannot be
 * read by guessing the date (decision 067).
 */
export function verifyByNumber(db: Handle, number: string, dob: string, ip: string): VerifyAnswer {
  const now = Date.now();
  assertFactorOpen(db, 'certificate', number, ip, now);
  const row = db.select(answerColumns).from(certificates).where(eq(certificates.number, number)).get();
  const matched = row !== undefined && row.dob === dob;
  logVerification(db, row?.id ?? null, 'number', matched);
  if (matched) clearFactorFailures(db, 'certificate', number);
  else recordFactorFailure(db, 'certificate', number, ip, now);
  return answerOf(db, row as typeof certificates.$inferSelect | undefined, matched);
}

/** The QR code's link: the code alone is the secret. */
export function verifyByCode(db: Handle, code: string): VerifyAnswer {
  const wanted = code.trim().toUpperCase();
  const row = /^[0-9A-HJKMNP-TV-Z]{20}$/.test(wanted)
    ? db.select(answerColumns).from(certificates).where(eq(certificates.verificationCode, wanted)).get()
    : undefined;
  logVerification(db, row?.id ?? null, 'code', row !== undefined);
  return answerOf(db, row as typeof certificates.$inferSelect | undefined, row !== undefined);
}
