// An intake's roster (issue 54, decision 074): its students are the approved
// admissions whose application chose it, moved by transfers. A transfer is a
// new row (from, to, when, who, why), never changed; the latest decides which
// intake the student is in now. Who teaches which intake is kept here too.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, intakeFaculty, intakes, intakeTransfers, registrations, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { catalogueCourse } from '../content/offered';
import { inCentres } from '../../../domain/staff';
import type { Language } from '../../../domain/vocabulary';
import { headsAllIntakes, intakeForWork, type IntakeRow, type Worker } from './batch-access';
import { recordsOf, ruleOf } from './eligibility';

/** The intake an admission is in now: its latest transfer's, else its application's. */
const currentIntake = sql`coalesce((select t.to_intake_id from intake_transfers t where t.admission_id = a.id order by t.id desc limit 1), r.intake_id)`;

export interface RosterStudent {
  admissionId: number;
  referenceId: string;
  name: string;
  mobile: string;
  email: string;
  language: Language;
}

/** The students of an intake now, by name. */
export function rosterRows(db: Handle, intakeId: number): RosterStudent[] {
  return db.all<RosterStudent>(sql`
    select a.id as admissionId, a.reference_id as referenceId, a.name as name, a.mobile as mobile, a.email as email,
           a.language as language
    from admissions a join registrations r on r.id = a.registration_id
    where a.status = 'APPROVED'
      and (r.intake_id = ${intakeId} or a.id in (select t.admission_id from intake_transfers t where t.to_intake_id = ${intakeId}))
      and ${currentIntake} = ${intakeId}
    order by a.name collate nocase, a.id`);
}

/** The intake an approved admission is in now; null when none. */
export function intakeOfAdmission(db: Handle, admissionId: number): IntakeRow | null {
  const row = db.get<{ intakeId: number | null }>(sql`
    select ${currentIntake} as intakeId from admissions a join registrations r on r.id = a.registration_id where a.id = ${admissionId}`);
  if (!row?.intakeId) return null;
  return db.select().from(intakes).where(eq(intakes.id, row.intakeId)).get() ?? null;
}

export function intakeSummary(db: Handle, intake: IntakeRow) {
  return {
    id: intake.id,
    courseCode: intake.courseCode,
    courseName: catalogueCourse(db, intake.courseCode)?.name ?? intake.courseCode,
    centre: intake.centre,
    courseMode: intake.courseMode,
    session: intake.session,
    startsAt: intake.startsAt.toISOString(),
    endsOn: intake.endsOn,
  };
}

/** The intakes a person may work on (their centres; a Faculty member's own), newest start first. */
export function intakesForWork(db: Handle, who: Worker) {
  const rows = headsAllIntakes(who)
    ? db
        .select()
        .from(intakes)
        .orderBy(sql`${intakes.startsAt} desc`)
        .all()
    : db
        .select({ intake: intakes })
        .from(intakeFaculty)
        .innerJoin(intakes, eq(intakes.id, intakeFaculty.intakeId))
        .where(and(eq(intakeFaculty.userId, who.userId), isNull(intakeFaculty.endedAt)))
        .orderBy(sql`${intakes.startsAt} desc`)
        .all()
        .map((row) => row.intake);
  return rows.filter((intake) => inCentres(who.centres, intake.centre)).map((intake) => intakeSummary(db, intake));
}

/**
 * The roster with each student's record and standing against the course's
 * rule, live: the sessions taken so far, the marks entered so far.
 */
export function rosterOf(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  const students = rosterRows(db, intake.id);
  const records = recordsOf(
    db,
    students.map((student) => student.admissionId),
    intake.courseCode,
  );
  return {
    intake: intakeSummary(db, intake),
    rule: ruleOf(db, intake.courseCode),
    students: students.map((student) => ({ ...student, ...records.get(student.admissionId)! })),
    faculty: facultyOf(db, intake.id),
    taughtBefore: facultyHistoryOf(db, intake.id).filter((row) => row.until !== null),
    transfers: transfersOf(db, intake.id),
  };
}

/** Who teaches the intake now. */
export function facultyOf(db: Handle, intakeId: number) {
  return facultyHistoryOf(db, intakeId).filter((row) => row.until === null);
}

/** Everyone who was named to teach the intake, with from when until when (null: still), oldest first. */
export function facultyHistoryOf(db: Handle, intakeId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      since: intakeFaculty.createdAt,
      until: intakeFaculty.endedAt,
    })
    .from(intakeFaculty)
    .innerJoin(users, eq(users.id, intakeFaculty.userId))
    .where(eq(intakeFaculty.intakeId, intakeId))
    .orderBy(asc(intakeFaculty.id))
    .all();
}

/** Transfers into or out of an intake, newest first. */
export function transfersOf(db: Handle, intakeId: number) {
  return db.all<{
    id: number;
    admissionId: number;
    name: string;
    fromIntakeId: number | null;
    toIntakeId: number;
    remark: string;
    by: string | null;
    createdAt: number;
  }>(sql`
    select t.id as id, t.admission_id as admissionId, a.name as name, t.from_intake_id as fromIntakeId,
           t.to_intake_id as toIntakeId, t.remark as remark, u.email as by, t.created_at as createdAt
    from intake_transfers t join admissions a on a.id = t.admission_id left join users u on u.id = t.user_id
    where t.to_intake_id = ${intakeId} or t.from_intake_id = ${intakeId}
    order by t.id desc limit 200`);
}

/**
 * Moves an approved admission to another intake of the same course. Both
 * intakes must be ones the person works on. Recorded, never rewritten.
 */
export function transferStudent(
  db: Handle,
  who: Worker,
  input: { admissionId: number; toIntakeId: number; remark: string },
  now = new Date(),
) {
  return db.transaction((tx) => {
    const admission = tx
      .select({
        id: admissions.id,
        status: admissions.status,
        courseCode: registrations.courseCode,
        centre: registrations.centre,
      })
      .from(admissions)
      .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
      .where(eq(admissions.id, input.admissionId))
      .get();
    const from = admission ? intakeOfAdmission(tx, admission.id) : null;
    // A student of an intake the person does not work on is unknown to them.
    if (
      !admission ||
      !inCentres(who.centres, admission.centre) ||
      (from && !isWorkable(tx, who, from)) ||
      (!from && !headsAllIntakes(who))
    )
      throw new AppError('NOT_FOUND', 'No admission with this id.');
    if (admission.status !== 'APPROVED') throw new AppError('CONFLICT', 'Only an approved admission is on a roster.');
    const to = intakeForWork(tx, who, input.toIntakeId);
    if (from?.id === to.id) throw new AppError('CONFLICT', 'The student is already in this intake.');
    if (to.courseCode !== admission.courseCode)
      throw new AppError('CONFLICT', `The intake is for ${to.courseCode}; the student's course is ${admission.courseCode}.`);
    return tx
      .insert(intakeTransfers)
      .values({
        admissionId: admission.id,
        fromIntakeId: from?.id ?? null,
        toIntakeId: to.id,
        remark: input.remark,
        userId: who.userId,
        createdAt: now,
      })
      .returning()
      .get();
  });
}

function isWorkable(db: Handle, who: Worker, intake: IntakeRow) {
  try {
    intakeForWork(db, who, intake.id);
    return true;
  } catch {
    return false;
  }
}

/** An Owner or Centre head names a member of staff who teaches the intake. */
export function assignFaculty(db: Handle, who: Worker, input: { intakeId: number; userId: number }) {
  const intake = intakeForWork(db, who, input.intakeId);
  if (!teachersFor(db, who, intake.id).some((teacher) => teacher.userId === input.userId))
    throw new AppError('NOT_FOUND', "No Faculty member of this intake's centre with this id.");
  db.insert(intakeFaculty)
    .values({ intakeId: intake.id, userId: input.userId, assignedBy: who.userId })
    .onConflictDoNothing()
    .run();
  return { assignmentId: openAssignment(db, intake.id, input.userId)!, faculty: facultyOf(db, intake.id) };
}

const openAssignment = (db: Handle, intakeId: number, userId: number) =>
  db
    .select({ id: intakeFaculty.id })
    .from(intakeFaculty)
    .where(and(eq(intakeFaculty.intakeId, intakeId), eq(intakeFaculty.userId, userId), isNull(intakeFaculty.endedAt)))
    .get()?.id;

export function unassignFaculty(db: Handle, who: Worker, input: { intakeId: number; userId: number }) {
  const intake = intakeForWork(db, who, input.intakeId);
  // The assignment is ended, not deleted: who taught when stays (decision 080).
  const assignmentId = openAssignment(db, intake.id, input.userId);
  if (assignmentId === undefined) throw new AppError('NOT_FOUND', 'This member of staff does not teach this batch.');
  db.update(intakeFaculty).set({ endedAt: new Date(), endedBy: who.userId }).where(eq(intakeFaculty.id, assignmentId)).run();
  return { assignmentId, faculty: facultyOf(db, intake.id) };
}

/** Staff who may be named to teach an intake: active Faculty whose centres include its centre. */
export function teachersFor(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  return db.all<{ userId: number; name: string; email: string }>(sql`
    select u.id as userId, u.name as name, u.email as email from users u
    where u.disabled_at is null
      and exists (select 1 from staff_roles g where g.user_id = u.id and g.role = 'faculty')
      and (u.all_centres = 1 or exists (select 1 from staff_centres c where c.user_id = u.id and c.centre = ${intake.centre}))
    order by u.name collate nocase`);
}
