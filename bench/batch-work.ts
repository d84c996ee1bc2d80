// A batch at work (issue 54): the roster with every student's attendance
// share for 60 students over 100 taken sessions, and one save of a session's
// attendance for 60, through the procedures the phone calls (server-side
// caller, so server time only), each beside the same call on a batch with
// nothing recorded (the roster) or a save of one student.
// `npx tsx bench/batch-work.ts` prints the figures alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from '../db/client';
import { intakes } from '../db/schema';
import { createCaller } from '../server/api/root';
import { createContext } from '../server/api/trpc';
import { createAdmin, login } from '../server/services/staff';
import { roomyGuards } from '../tests/support/db';
import { seedAdmission, seedRegistration } from '../tests/support/seed';
import { timeRuns } from './load';

const dayMs = 86_400_000;

/** A DCA batch at Gandhinagar that started 200 days ago. */
export function seedIntake(db: DB) {
  const startsAt = new Date(Date.now() - 200 * dayMs);
  return db
    .insert(intakes)
    .values({
      courseCode: 'DCA',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      session: '2026-27',
      startsAt,
      opensAt: new Date(startsAt.getTime() - 30 * dayMs),
      closesAt: new Date(startsAt.getTime() - dayMs),
      seats: 60,
    })
    .returning()
    .get();
}

function seedStudents(db: DB, intakeId: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const registration = seedRegistration(db, { name: `Student ${i}`, intakeId, status: 'APPROVED' });
    return seedAdmission(db, registration, { status: 'APPROVED' }).id;
  });
}

const isoDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
let keys = 0;
const key = () => `bench-${process.pid}-${Date.now()}-${++keys}`;

export async function measureBatchWork(students = 60, sessions = 100, runs = 40) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-batch-'));
  const db = openDatabase(dir);
  try {
    await createAdmin(db, { email: 'bench-admin@example.in', password: 'bench-password-1' });
    const { admin } = await login(db, { email: 'bench-admin@example.in', password: 'bench-password-1' }, { ip: '127.0.0.1' });
    const api = createCaller(createContext({ db, admin, ip: '127.0.0.1', dataDir: dir, guards: roomyGuards }));
    const full = seedIntake(db);
    const empty = seedIntake(db);
    const roster = seedStudents(db, full.id, students);
    seedStudents(db, empty.id, students);
    // Sessions every day for `sessions` days, each taken: one in seven
    // students absent or late, and one session in ten corrected later.
    const first = Date.now() - (sessions + 1) * dayMs;
    await api.batches.applyTimetable({
      intakeId: full.id,
      days: [1, 2, 3, 4, 5, 6, 7],
      time: '10:00',
      minutes: 60,
      from: isoDay(first),
      to: isoDay(first + (sessions - 1) * dayMs),
    });
    const taken = (await api.batches.sessions({ intakeId: full.id })).sessions;
    for (const [n, session] of taken.entries()) {
      const marks = roster.map((admissionId, i) => ({
        admissionId,
        status: (i + n) % 7 === 0 ? ('absent' as const) : (i + n) % 11 === 0 ? ('late' as const) : ('present' as const),
      }));
      const saved = await api.batches.saveAttendance({ sessionId: session.id, idempotencyKey: key(), baseVersion: 0, marks });
      if (n % 10 === 0)
        await api.batches.saveAttendance({
          sessionId: session.id,
          idempotencyKey: key(),
          baseVersion: saved.version,
          marks: marks.map((mark) => ({ ...mark, status: 'present' as const })),
        });
    }
    const rosterFull = await timeRuns(runs, () => api.batches.roster({ intakeId: full.id }));
    const rosterEmpty = await timeRuns(runs, () => api.batches.roster({ intakeId: empty.id }));
    // Saves on fresh sessions of the empty batch: one for 60, one for one student.
    const fresh = async (count: number, daysBack: number) => {
      const at = Date.now() - daysBack * dayMs;
      const made = [];
      for (let i = 0; i < count; i++)
        made.push(
          await api.batches.addSession({
            intakeId: empty.id,
            startsAt: `${isoDay(at + i * dayMs)}T${i % 2 ? '09' : '15'}:00`,
            minutes: 60,
          }),
        );
      return made;
    };
    const emptyRoster = (await api.batches.roster({ intakeId: empty.id })).students.map((s) => s.admissionId);
    const forSixty = await fresh(runs, 400);
    const saveSixty = await timeRuns(runs, (i) =>
      api.batches.saveAttendance({
        sessionId: forSixty[i]!.id,
        idempotencyKey: key(),
        baseVersion: 0,
        marks: emptyRoster.map((admissionId, n) => ({ admissionId, status: n % 9 === 0 ? 'absent' : 'present' })),
      }),
    );
    const forOne = await fresh(runs, 600);
    const saveOne = await timeRuns(runs, (i) =>
      api.batches.saveAttendance({
        sessionId: forOne[i]!.id,
        idempotencyKey: key(),
        baseVersion: 0,
        marks: [{ admissionId: emptyRoster[0]!, status: 'present' }],
      }),
    );
    const marks = (db.$client.prepare('select count(*) as n from attendance_marks').get() as { n: number }).n;
    return { rosterFull, rosterEmpty, saveSixty, saveOne, marks, sessions: taken.length, students };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBatchWork();
  console.log(JSON.stringify(result, null, 2));
}
