// Internal assessments (issue 54, decision 074): a test of an intake with its
// date and maximum marks; marks entered per intake on a phone the same way as
// attendance (one save, exactly once, never over a later save unseen); the
// grade of a student's internal share comes from the course's grading table
// (eligibility.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { assessmentMarks, assessments, batchSaves, users } from '../../../db/schema';
import { gradeFor } from '../../../domain/catalogue/courses';
import { catalogueCourse } from '../content/offered';
import { AppError } from '../../../domain/problem';
import type { AssessmentInput, SaveMarksInput } from '../../../domain/schemas/batch';
import { assessmentForWork, intakeForWork, type AssessmentRow, type Worker } from './batch-access';
import { assertCurrent, countWhere, insertSave, replayOf, versionOf, type SaveAnswer } from './batch-saves';
import { takenAtOf } from './attendance';
import { intakeSummary, rosterRows } from './roster';

const assessmentView = (row: AssessmentRow) => ({
  id: row.id,
  intakeId: row.intakeId,
  title: row.title,
  heldOn: row.heldOn,
  maxMarks: row.maxMarks,
});

export function createAssessment(db: Handle, who: Worker, input: AssessmentInput) {
  const intake = intakeForWork(db, who, input.intakeId);
  return assessmentView(
    db
      .insert(assessments)
      .values({ intakeId: intake.id, title: input.title, heldOn: input.heldOn, maxMarks: input.maxMarks, createdBy: who.userId })
      .returning()
      .get(),
  );
}

export function assessmentsOf(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  return {
    intake: intakeSummary(db, intake),
    assessments: db
      .select()
      .from(assessments)
      .where(eq(assessments.intakeId, intake.id))
      .orderBy(asc(assessments.heldOn), asc(assessments.id))
      .all()
      .map(assessmentView),
  };
}

function latestMarks(db: Handle, assessmentId: number): Map<number, number | null> {
  const rows = db.all<{ admissionId: number; marks: number | null }>(sql`
    select m.admission_id as admissionId, m.marks as marks from assessment_marks m
    where m.assessment_id = ${assessmentId}
      and m.id = (select max(m2.id) from assessment_marks m2 where m2.assessment_id = m.assessment_id and m2.admission_id = m.admission_id)`);
  return new Map(rows.map((row) => [row.admissionId, row.marks]));
}

/** An assessment's sheet for the phone: the roster, each student's marks (null: absent; undefined: none yet) with history and grade. */
export function marksSheet(db: Handle, who: Worker, assessmentId: number) {
  const { assessment, intake } = assessmentForWork(db, who, assessmentId);
  const grading = catalogueCourse(db, intake.courseCode)?.grading ?? null;
  const latest = latestMarks(db, assessment.id);
  const history = db
    .select({
      admissionId: assessmentMarks.admissionId,
      marks: assessmentMarks.marks,
      saveId: batchSaves.id,
      at: batchSaves.createdAt,
      by: users.email,
    })
    .from(assessmentMarks)
    .innerJoin(batchSaves, eq(batchSaves.id, assessmentMarks.saveId))
    .leftJoin(users, eq(users.id, batchSaves.userId))
    .where(eq(assessmentMarks.assessmentId, assessment.id))
    .orderBy(asc(assessmentMarks.id))
    .all();
  return {
    intake: intakeSummary(db, intake),
    assessment: assessmentView(assessment),
    version: versionOf(db, 'marks', assessment.id).version,
    students: rosterRows(db, intake.id).map((student) => {
      const marks = latest.has(student.admissionId) ? latest.get(student.admissionId)! : undefined;
      return {
        admissionId: student.admissionId,
        referenceId: student.referenceId,
        name: student.name,
        entered: marks !== undefined,
        marks: marks ?? null,
        grade:
          marks !== undefined && grading ? gradeFor(grading, Math.floor(((marks ?? 0) * 100) / assessment.maxMarks)).grade : null,
        history: history
          .filter((row) => row.admissionId === student.admissionId)
          .map((row) => ({ marks: row.marks, saveId: row.saveId, at: row.at.toISOString(), by: row.by })),
      };
    }),
  };
}

/** Saves an assessment's marks for the students named; the same rules as attendance. */
export function saveMarks(db: Handle, who: Worker, input: SaveMarksInput, now = new Date()): SaveAnswer {
  return db.transaction((tx) => {
    const { assessment, intake } = assessmentForWork(tx, who, input.assessmentId);
    const replay = replayOf(tx, 'marks', assessment.id, input.idempotencyKey, (id) => countWhere(tx, 'assessment_marks', id));
    if (replay) return replay;
    assertCurrent(tx, 'marks', assessment.id, input.baseVersion);
    const onRoster = new Set(rosterRows(tx, intake.id).map((student) => student.admissionId));
    const seen = new Set<number>();
    for (const mark of input.marks) {
      const problem = !onRoster.has(mark.admissionId)
        ? `Admission ${mark.admissionId} is not on this intake's roster.`
        : seen.has(mark.admissionId)
          ? `Admission ${mark.admissionId} is marked twice.`
          : mark.marks !== null && mark.marks > assessment.maxMarks
            ? `Marks cannot be more than the maximum, ${assessment.maxMarks}.`
            : null;
      if (problem) throw new AppError('BAD_REQUEST', problem, { fieldErrors: { marks: [problem] } });
      seen.add(mark.admissionId);
    }
    const latest = latestMarks(tx, assessment.id);
    const changed = input.marks.filter((mark) => !latest.has(mark.admissionId) || latest.get(mark.admissionId) !== mark.marks);
    const saveId = insertSave(tx, {
      kind: 'marks',
      subjectId: assessment.id,
      key: input.idempotencyKey,
      baseVersion: input.baseVersion,
      takenAt: takenAtOf(input.takenAt, now),
      userId: who.userId,
    });
    if (changed.length > 0)
      tx.insert(assessmentMarks)
        .values(
          changed.map((mark) => ({ saveId, assessmentId: assessment.id, admissionId: mark.admissionId, marks: mark.marks })),
        )
        .run();
    return { saveId, version: saveId, written: changed.length, replayed: false };
  });
}
