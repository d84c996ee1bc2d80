// Class sessions and their attendance (issue 54, decision 074). A timetable
// (days of the week, a time, a length, from and to) makes an intake's
// sessions; staff add or cancel one. Attendance is taken per session in one
// save (batch-saves.ts: exactly once, never over a later save unseen); a
// correction is a later save, and each student's history lists every mark.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { attendanceMarks, batchSaves, classSessions, users } from '../../../db/schema';
import type { AttendanceStatus } from '../../../domain/batches';
import { AppError } from '../../../domain/problem';
import { indiaInstant } from '../../../domain/schemas/intake';
import type { SaveAttendanceInput, TimetableInput } from '../../../domain/schemas/batch';
import { intakeForWork, sessionForWork, type SessionRow, type Worker } from './batch-access';
import { assertCurrent, countWhere, insertSave, replayOf, versionOf, type SaveAnswer } from './batch-saves';
import { intakeSummary, rosterRows } from './roster';

const dayMs = 86_400_000;

const sessionView = (row: SessionRow) => ({
  id: row.id,
  intakeId: row.intakeId,
  startsAt: row.startsAt.toISOString(),
  minutes: row.minutes,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
});

/** The India weekday of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
const weekdayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** Makes the timetable's sessions; a class already there at that time is kept, not doubled. */
export function applyTimetable(db: Handle, who: Worker, input: TimetableInput) {
  const intake = intakeForWork(db, who, input.intakeId);
  const wanted: Date[] = [];
  for (let at = Date.parse(`${input.from}T00:00:00Z`); at <= Date.parse(`${input.to}T00:00:00Z`); at += dayMs) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (input.days.includes(weekdayOf(date))) wanted.push(indiaInstant(`${date}T${input.time}`));
  }
  if (wanted.length === 0) throw new AppError('BAD_REQUEST', 'None of the chosen days falls between these dates.');
  const added = db.transaction((tx) => {
    let count = 0;
    for (const startsAt of wanted) {
      const result = tx
        .insert(classSessions)
        .values({ intakeId: intake.id, startsAt, minutes: input.minutes, createdBy: who.userId })
        .onConflictDoNothing()
        .run();
      count += result.changes;
    }
    return count;
  });
  return { added, skipped: wanted.length - added };
}

export function addSession(db: Handle, who: Worker, input: { intakeId: number; startsAt: string; minutes: number }) {
  const intake = intakeForWork(db, who, input.intakeId);
  const startsAt = indiaInstant(input.startsAt);
  if (Number.isNaN(startsAt.getTime())) throw new AppError('BAD_REQUEST', 'Enter when the class starts (date and time).');
  const row = db
    .insert(classSessions)
    .values({ intakeId: intake.id, startsAt, minutes: input.minutes, createdBy: who.userId })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!row) throw new AppError('CONFLICT', 'This intake already has a class at that time.');
  return sessionView(row);
}

/** Cancels a class with a reason; its attendance, if any, stays recorded but counts for nobody. */
export function cancelSession(db: Handle, who: Worker, input: { sessionId: number; reason: string }, now = new Date()) {
  const { session } = sessionForWork(db, who, input.sessionId);
  if (session.cancelledAt) throw new AppError('CONFLICT', 'This class is already cancelled.');
  const row = db
    .update(classSessions)
    .set({ cancelledAt: now, cancelledBy: who.userId, cancelReason: input.reason })
    .where(and(eq(classSessions.id, session.id), isNull(classSessions.cancelledAt)))
    .returning()
    .get();
  if (!row) throw new AppError('CONFLICT', 'This class is already cancelled.');
  return sessionView(row);
}

/** An intake's sessions in time order, each with how many students are marked in it. */
export function sessionsOf(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  const rows = db
    .select()
    .from(classSessions)
    .where(eq(classSessions.intakeId, intake.id))
    .orderBy(asc(classSessions.startsAt))
    .all();
  const counts = new Map(
    db
      .all<{ sessionId: number; saves: number }>(
        sql`
        select s.subject_id as sessionId, count(*) as saves from batch_saves s
        join class_sessions c on c.id = s.subject_id
        where s.kind = 'attendance' and c.intake_id = ${intake.id} group by s.subject_id`,
      )
      .map((row) => [row.sessionId, row.saves]),
  );
  return {
    intake: intakeSummary(db, intake),
    sessions: rows.map((row) => ({ ...sessionView(row), saves: counts.get(row.id) ?? 0 })),
  };
}

/** The latest mark of each student in a session. */
function latestMarks(db: Handle, sessionId: number): Map<number, AttendanceStatus> {
  const rows = db.all<{ admissionId: number; status: AttendanceStatus }>(sql`
    select m.admission_id as admissionId, m.status as status from attendance_marks m
    where m.session_id = ${sessionId}
      and m.id = (select max(m2.id) from attendance_marks m2 where m2.session_id = m.session_id and m2.admission_id = m.admission_id)`);
  return new Map(rows.map((row) => [row.admissionId, row.status]));
}

/**
 * A session's sheet for the phone: the roster (plus anyone marked before who
 * has since left), each student's mark and its history, and the version the
 * next save must name.
 */
export function attendanceSheet(db: Handle, who: Worker, sessionId: number) {
  const { session, intake } = sessionForWork(db, who, sessionId);
  const roster = rosterRows(db, intake.id);
  const latest = latestMarks(db, session.id);
  const history = db
    .select({
      admissionId: attendanceMarks.admissionId,
      status: attendanceMarks.status,
      saveId: batchSaves.id,
      at: batchSaves.createdAt,
      takenAt: batchSaves.takenAt,
      by: users.email,
    })
    .from(attendanceMarks)
    .innerJoin(batchSaves, eq(batchSaves.id, attendanceMarks.saveId))
    .leftJoin(users, eq(users.id, batchSaves.userId))
    .where(eq(attendanceMarks.sessionId, session.id))
    .orderBy(asc(attendanceMarks.id))
    .all();
  const historyOf = new Map<number, typeof history>();
  for (const row of history) historyOf.set(row.admissionId, [...(historyOf.get(row.admissionId) ?? []), row]);
  return {
    intake: intakeSummary(db, intake),
    session: sessionView(session),
    version: versionOf(db, 'attendance', session.id).version,
    students: roster.map((student) => ({
      admissionId: student.admissionId,
      referenceId: student.referenceId,
      name: student.name,
      status: latest.get(student.admissionId) ?? null,
      history: (historyOf.get(student.admissionId) ?? []).map((row) => ({
        status: row.status,
        saveId: row.saveId,
        at: row.at.toISOString(),
        takenAt: row.takenAt.toISOString(),
        by: row.by,
      })),
    })),
  };
}

/**
 * Saves a session's attendance, as batch-saves.ts rules. Every student named
 * must be on the roster now; the phone names all of them (present unless
 * tapped), and only changes are written.
 */
export function saveAttendance(db: Handle, who: Worker, input: SaveAttendanceInput, now = new Date()): SaveAnswer {
  return db.transaction((tx) => {
    const { session, intake } = sessionForWork(tx, who, input.sessionId);
    const replay = replayOf(tx, 'attendance', session.id, input.idempotencyKey, (id) => countWhere(tx, 'attendance_marks', id));
    if (replay) return replay;
    if (session.cancelledAt) throw new AppError('CONFLICT', 'This class was cancelled: it takes no attendance.');
    assertCurrent(tx, 'attendance', session.id, input.baseVersion);
    const onRoster = new Set(rosterRows(tx, intake.id).map((student) => student.admissionId));
    const seen = new Set<number>();
    for (const mark of input.marks) {
      if (!onRoster.has(mark.admissionId))
        throw new AppError('BAD_REQUEST', `Admission ${mark.admissionId} is not on this intake's roster.`, {
          fieldErrors: { marks: [`Admission ${mark.admissionId} is not on this intake's roster.`] },
        });
      if (seen.has(mark.admissionId))
        throw new AppError('BAD_REQUEST', `Admission ${mark.admissionId} is marked twice.`, {
          fieldErrors: { marks: [`Admission ${mark.admissionId} is marked twice.`] },
        });
      seen.add(mark.admissionId);
    }
    const latest = latestMarks(tx, session.id);
    const changed = input.marks.filter((mark) => latest.get(mark.admissionId) !== mark.status);
    const saveId = insertSave(tx, {
      kind: 'attendance',
      subjectId: session.id,
      key: input.idempotencyKey,
      baseVersion: input.baseVersion,
      takenAt: takenAtOf(input.takenAt, now),
      userId: who.userId,
    });
    if (changed.length > 0)
      tx.insert(attendanceMarks)
        .values(changed.map((mark) => ({ saveId, sessionId: session.id, admissionId: mark.admissionId, status: mark.status })))
        .run();
    return { saveId, version: saveId, written: changed.length, replayed: false };
  });
}

/** The phone's own time of taking, but never in the future of the server's clock. */
export const takenAtOf = (takenAt: string | undefined, now: Date) => {
  const at = takenAt ? new Date(takenAt) : now;
  return at.getTime() > now.getTime() ? now : at;
};
