// A student's record and standing (issue 54, decision 074): attendance share
// over the sessions they were marked in (late counts as attended; a cancelled
// session counts for nobody), internal marks as a share of the maximum of the
// assessments they were marked in (absent counts 0), and the course's rule,
// the latest staff kept. The roster, the certificate's issue and the
// student's own look-up all read it from here.
import { desc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { courseRules } from '../../../db/schema';
import { sharePercent, standingOf, type EligibilityRule, type Standing } from '../../../domain/batches';
import { gradeFor } from '../../../domain/catalogue/courses';
import { catalogueCourse } from '../content/offered';
import { refusal } from '../../../domain/refusal';
import type { CourseRuleInput } from '../../../domain/schemas/batch';

export interface StudentRecord {
  /** Sessions marked present or late, and marked at all (latest mark of each, cancelled sessions left out). */
  attended: number;
  marked: number;
  late: number;
  attendancePercent: number | null;
  /** Marks got and the maximum of the assessments marked (absent: 0 of the maximum). */
  marksGot: number;
  marksMax: number;
  internalPercent: number | null;
  /** The grade of the internal share by the course's grading table; null without marks or table. */
  internalGrade: string | null;
  standing: Standing;
}

export function ruleOf(db: Handle, courseCode: string): (EligibilityRule & { id: number; createdAt: Date }) | null {
  return (
    db
      .select({
        id: courseRules.id,
        minAttendancePercent: courseRules.minAttendancePercent,
        minInternalPercent: courseRules.minInternalPercent,
        createdAt: courseRules.createdAt,
      })
      .from(courseRules)
      .where(eq(courseRules.courseCode, courseCode))
      .orderBy(desc(courseRules.id))
      .limit(1)
      .get() ?? null
  );
}

/** Every course's rule in force, by code. */
export function courseRulesInForce(db: Handle) {
  return db.all<{ courseCode: string; minAttendancePercent: number; minInternalPercent: number; createdAt: number }>(sql`
    select c.course_code as courseCode, c.min_attendance_percent as minAttendancePercent,
           c.min_internal_percent as minInternalPercent, c.created_at as createdAt
    from course_rules c
    where c.id = (select max(c2.id) from course_rules c2 where c2.course_code = c.course_code)
    order by c.course_code`);
}

/** Staff keep a course's rule: a new row, the latest in force; earlier ones stay. */
export function setCourseRule(db: Handle, input: CourseRuleInput, userId: number | null) {
  // An archived course keeps its rule for its batches still running.
  if (!catalogueCourse(db, input.courseCode))
    throw refusal('BAD_REQUEST', { key: 'registration.course' }, { field: 'courseCode' });
  return db
    .insert(courseRules)
    .values({ ...input, userId })
    .returning()
    .get();
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The records of these admissions in two queries, whatever their number. */
export function recordsOf(db: Handle, admissionIds: readonly number[], courseCode: string): Map<number, StudentRecord> {
  const records = new Map<number, StudentRecord>();
  if (admissionIds.length === 0) return records;
  const ids = idList(admissionIds);
  const attendance = db.all<{ admissionId: number; attended: number; marked: number; late: number }>(sql`
    select m.admission_id as admissionId, sum(m.status <> 'absent') as attended, count(*) as marked, sum(m.status = 'late') as late
    from attendance_marks m
    join class_sessions s on s.id = m.session_id and s.cancelled_at is null
    where m.admission_id in (${ids})
      and m.id = (select max(m2.id) from attendance_marks m2 where m2.session_id = m.session_id and m2.admission_id = m.admission_id)
    group by m.admission_id`);
  const marks = db.all<{ admissionId: number; got: number; max: number }>(sql`
    select m.admission_id as admissionId, sum(coalesce(m.marks, 0)) as got, sum(a.max_marks) as max
    from assessment_marks m
    join assessments a on a.id = m.assessment_id
    where m.admission_id in (${ids})
      and m.id = (select max(m2.id) from assessment_marks m2 where m2.assessment_id = m.assessment_id and m2.admission_id = m.admission_id)
    group by m.admission_id`);
  const rule = ruleOf(db, courseCode);
  const grading = catalogueCourse(db, courseCode)?.grading ?? null;
  const byId = (rows: { admissionId: number }[]) => new Map(rows.map((row) => [row.admissionId, row]));
  const attendanceById = byId(attendance) as Map<number, (typeof attendance)[number]>;
  const marksById = byId(marks) as Map<number, (typeof marks)[number]>;
  for (const admissionId of admissionIds) {
    const a = attendanceById.get(admissionId);
    const m = marksById.get(admissionId);
    const attendancePercent = sharePercent(a?.attended ?? 0, a?.marked ?? 0);
    const internalPercent = sharePercent(m?.got ?? 0, m?.max ?? 0);
    records.set(admissionId, {
      attended: a?.attended ?? 0,
      marked: a?.marked ?? 0,
      late: a?.late ?? 0,
      attendancePercent,
      marksGot: m?.got ?? 0,
      marksMax: m?.max ?? 0,
      internalPercent,
      internalGrade: internalPercent !== null && grading ? gradeFor(grading, Math.min(100, internalPercent)).grade : null,
      standing: standingOf(rule, attendancePercent, internalPercent),
    });
  }
  return records;
}
