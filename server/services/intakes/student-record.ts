// What an admitted student reads of their own study record (issue 54 item 7):
// after the second factor, as the fee account's door (decision 067): the
// batch they are in now, the attendance share as the roster computes it
// (eligibility.ts: late counts as attended, a cancelled class for nobody),
// each test's marks with its grade, and the standing against the course's
// rule. Nothing of another student, and no staff names: only the student's
// own marks, never who took or changed them. An unknown reference id, a
// wrong factor and no approved admission answer alike and are counted as
// failures; a right factor clears the count.
import { and, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, registrations } from '../../../db/schema';
import type { EligibilityRule, Standing } from '../../../domain/batches';
import { gradeFor } from '../../../domain/catalogue/courses';
import { catalogueCourse } from '../content/offered';
import type { Language } from '../../../domain/vocabulary';
import { rowOfRightFactor } from '../admissions/factor-guard';
import { recordsOf, ruleOf } from './eligibility';
import { intakeOfAdmission } from './roster';

export interface StudyRecordAccess {
  referenceId: string;
  dob?: string;
  mobileLastFour?: string;
}

export interface StudyRecordTest {
  title: string;
  heldOn: string;
  maxMarks: number;
  /** null: marked absent. */
  marks: number | null;
  grade: string | null;
}

export interface StudyRecord {
  admissionReferenceId: string;
  courseCode: string;
  courseName: string;
  language: Language;
  /** The batch the student is in now; null when the admission chose none. */
  batch: { centre: string; courseMode: string; session: string; startsAt: string; endsOn: string | null } | null;
  /** Classes held that the student was marked in, and those attended (present or late). */
  held: number;
  attended: number;
  late: number;
  attendancePercent: number | null;
  tests: StudyRecordTest[];
  marksGot: number;
  marksMax: number;
  internalPercent: number | null;
  internalGrade: string | null;
  rule: EligibilityRule | null;
  standing: Standing;
}

/** The student's latest marks in every test they were marked in (in any batch they were in), by date. */
function testsOf(db: Handle, admissionId: number, courseCode: string): StudyRecordTest[] {
  const grading = catalogueCourse(db, courseCode)?.grading ?? null;
  return db
    .all<{ title: string; heldOn: string; maxMarks: number; marks: number | null }>(
      sql`
    select a.title as title, a.held_on as heldOn, a.max_marks as maxMarks, m.marks as marks
    from assessment_marks m join assessments a on a.id = m.assessment_id
    where m.admission_id = ${admissionId}
      and m.id = (select max(m2.id) from assessment_marks m2 where m2.assessment_id = m.assessment_id and m2.admission_id = m.admission_id)
    order by a.held_on, a.id`,
    )
    .map((row) => ({
      ...row,
      grade: grading ? gradeFor(grading, Math.min(100, Math.floor(((row.marks ?? 0) * 100) / row.maxMarks))).grade : null,
    }));
}

export function studentStudyRecord(db: Handle, access: StudyRecordAccess, ip: string): StudyRecord {
  const row = rowOfRightFactor(db, access, ip, (subject) =>
    db
      .select({
        admissionId: admissions.id,
        admissionReferenceId: admissions.referenceId,
        courseCode: registrations.courseCode,
        courseName: registrations.courseName,
        language: admissions.language,
        dob: registrations.dob,
        mobile: registrations.mobile,
      })
      .from(registrations)
      .innerJoin(admissions, and(eq(admissions.registrationId, registrations.id), eq(admissions.status, 'APPROVED')))
      .where(eq(registrations.referenceId, subject))
      .get(),
  );
  const intake = intakeOfAdmission(db, row.admissionId);
  const courseCode = intake?.courseCode ?? row.courseCode;
  const record = recordsOf(db, [row.admissionId], courseCode).get(row.admissionId)!;
  const rule = ruleOf(db, courseCode);
  return {
    admissionReferenceId: row.admissionReferenceId,
    courseCode,
    courseName: catalogueCourse(db, courseCode)?.name ?? row.courseName,
    language: row.language,
    batch: intake
      ? {
          centre: intake.centre,
          courseMode: intake.courseMode,
          session: intake.session,
          startsAt: intake.startsAt.toISOString(),
          endsOn: intake.endsOn,
        }
      : null,
    held: record.marked,
    attended: record.attended,
    late: record.late,
    attendancePercent: record.attendancePercent,
    tests: testsOf(db, row.admissionId, courseCode),
    marksGot: record.marksGot,
    marksMax: record.marksMax,
    internalPercent: record.internalPercent,
    internalGrade: record.internalGrade,
    rule: rule ? { minAttendancePercent: rule.minAttendancePercent, minInternalPercent: rule.minInternalPercent } : null,
    standing: record.standing,
  };
}
