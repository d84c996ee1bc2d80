// Printable student ID cards for a batch (issue 54 item 7), for staff who
// manage the intake: each student on the roster now with their photo (the
// application's current one, served by the admin document route), course,
// batch and how long the card is valid (the batch's last day, if set), and
// the code of its QR (student-cards.ts). Reading the cards writes nothing:
// the codes are made by the Print button's POST (prepareCards).
import { sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { catalogueCourse } from '../content/offered';
import { intakeForWork, type Worker } from './batch-access';
import { intakeSummary, rosterRows } from './roster';
import { cardCodesFor, cardCodesOf } from './student-cards';

/** A course's name in both languages; its code where the catalogue lacks it. */
const courseNamesOf = (course: { name: string; nameHi: string } | undefined, code: string) => ({
  en: course?.name ?? code,
  hi: course?.nameHi ?? code,
});

export function idCardsOf(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  const students = rosterRows(db, intake.id);
  const photos = new Map(
    students.length === 0
      ? []
      : db
          .all<{ admissionId: number; uploadId: number }>(
            sql`
    select a.id as admissionId, u.id as uploadId
    from admissions a join uploads u on u.owner_type = 'registration' and u.owner_id = a.registration_id
    where u.kind = 'photo' and u.replaced_at is null and a.id in (${sql.join(
      students.map((student) => sql`${student.admissionId}`),
      sql`, `,
    )})`,
          )
          .map((row) => [row.admissionId, row.uploadId]),
  );
  const codes = cardCodesOf(
    db,
    students.map((student) => student.admissionId),
  );
  return {
    intake: intakeSummary(db, intake),
    courseName: courseNamesOf(catalogueCourse(db, intake.courseCode), intake.courseCode),
    /** The card is valid to the batch's last day; null while the batch has none. */
    validUntil: intake.endsOn,
    cards: students.map((student) => ({
      admissionId: student.admissionId,
      referenceId: student.referenceId,
      name: student.name,
      photoUploadId: photos.get(student.admissionId) ?? null,
      /** The QR's code (the public card check finds the student by it); null until `prepareCards` makes it. */
      cardCode: codes.get(student.admissionId) ?? null,
    })),
  };
}

/** Before printing (a POST): makes the QR code of every student on the roster who has none. */
export function prepareCards(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  const ids = rosterRows(db, intake.id).map((student) => student.admissionId);
  const before = cardCodesOf(db, ids).size;
  const after = cardCodesFor(db, ids, who.userId).size;
  return { intakeId: intake.id, cards: ids.length, made: after - before };
}
