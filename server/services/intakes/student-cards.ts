// A student ID card's QR code (issue 54 item 7): it opens a public check, in
// the certificate check's style, that says whether the card's holder is
// enrolled. The code (20 random characters, as a certificate's) is made when
// the student's card is first prepared for print (a POST) and never changes,
// so a card printed again carries the same QR. The check says the minimum: name,
// course, batch and valid until; nothing private (no reference id, mobile,
// date of birth, centre address or photo).
import { eq, inArray } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, studentCards } from '../../../db/schema';
import type { CentreId, CourseMode } from '../../../domain/vocabulary';
import { indiaDate, newVerificationCode } from '../certificates';
import { intakeOfAdmission } from './roster';
import { catalogueCourse } from '../content/offered';

/** The codes the admissions' cards have (none for a card never prepared). */
export function cardCodesOf(db: Handle, admissionIds: number[]): Map<number, string> {
  if (admissionIds.length === 0) return new Map();
  return new Map(
    db
      .select({ admissionId: studentCards.admissionId, code: studentCards.code })
      .from(studentCards)
      .where(inArray(studentCards.admissionId, admissionIds))
      .all()
      .map((row) => [row.admissionId, row.code]),
  );
}

/** The code of each admission's card, made now (a POST) for those that have none. */
export function cardCodesFor(db: Handle, admissionIds: number[], by: number | null): Map<number, string> {
  const have = cardCodesOf(db, admissionIds);
  const missing = admissionIds.filter((id) => !have.has(id));
  if (missing.length > 0)
    db.insert(studentCards)
      .values(missing.map((admissionId) => ({ admissionId, code: newVerificationCode(), createdBy: by })))
      // Two printers at once: the first code made is the card's.
      .onConflictDoNothing({ target: studentCards.admissionId })
      .run();
  return cardCodesOf(db, admissionIds);
}

export type CardCheck =
  | { found: false }
  | {
      found: true;
      /** Expired: the batch's last day has passed. */
      state: 'valid' | 'expired';
      name: string;
      courseCode: string;
      /** The course's name in both languages from the published catalogue (a course staff added too), null for a code it lacks. */
      courseName: { en: string; hi: string } | null;
      batch: { centre: CentreId; courseMode: CourseMode; session: string; startsOn: string };
      /** The batch's last day (YYYY-MM-DD), or null while it has none. */
      validUntil: string | null;
    };

/**
 * The public check of a card's code. Unknown, malformed, and a student no
 * longer admitted or in no batch all answer `found: false` alike.
 */
export function checkStudentCard(db: Handle, code: string, now = new Date()): CardCheck {
  const wanted = code.trim().toUpperCase();
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(wanted)) return { found: false };
  const row = db
    .select({ admissionId: studentCards.admissionId, name: admissions.name, status: admissions.status })
    .from(studentCards)
    .innerJoin(admissions, eq(admissions.id, studentCards.admissionId))
    .where(eq(studentCards.code, wanted))
    .get();
  if (!row || row.status !== 'APPROVED') return { found: false };
  const intake = intakeOfAdmission(db, row.admissionId);
  if (!intake) return { found: false };
  const validUntil = intake.endsOn;
  const course = catalogueCourse(db, intake.courseCode);
  return {
    found: true,
    state: validUntil !== null && validUntil < indiaDate(now) ? 'expired' : 'valid',
    name: row.name,
    courseCode: intake.courseCode,
    courseName: course ? { en: course.name, hi: course.nameHi } : null,
    batch: {
      centre: intake.centre,
      courseMode: intake.courseMode,
      session: intake.session,
      startsOn: indiaDate(intake.startsAt),
    },
    validUntil,
  };
}
