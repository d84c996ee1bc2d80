// A batch at work (issue 54, decision 074), through the procedures against a
// real SQLite file: the roster from admissions, a transfer, who teaches,
// attendance saved and corrected with its history, a save on an older
// version refused, the same save sent twice applied once, eligibility against
// a course's rule, marks and grades, and a certificate refused for an
// ineligible student and issued on a kept remark with the intake's dates.
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/client';
import { attendanceMarks, batchSaves, certificates, intakes, intakeTransfers } from '../../db/schema';
import type { CentreId } from '../../domain/vocabulary';
import type { StaffRole } from '../../domain/staff';
import { createAdmin, login, type SessionAdmin } from '../../server/services/staff/auth';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { callerFor, createTestDb, roomyGuards, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';

const codeOf = (error: unknown) => (error instanceof TRPCError ? error.code : error);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const dayMs = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}-abcdef`;

function seedIntake(db: DB, values: { courseCode?: string; centre?: CentreId; startsAt?: Date; endsOn?: string } = {}) {
  const startsAt = values.startsAt ?? new Date(Date.now() - 60 * dayMs);
  return db
    .insert(intakes)
    .values({
      courseCode: values.courseCode ?? 'DCA',
      centre: values.centre ?? 'gandhinagar',
      courseMode: 'Offline',
      session: '2026-27',
      startsAt,
      opensAt: new Date(startsAt.getTime() - 30 * dayMs),
      closesAt: new Date(startsAt.getTime() - dayMs),
      seats: 60,
      endsOn: values.endsOn ?? null,
    })
    .returning()
    .get();
}

/** An applicant of `intakeId`, admitted (APPROVED) unless `status` says otherwise. */
function student(
  db: DB,
  intakeId: number,
  name: string,
  status: 'APPROVED' | 'PENDING' = 'APPROVED',
  language: 'en' | 'hi' = 'en',
) {
  const registration = seedRegistration(db, { name, intakeId, status: 'APPROVED', language });
  return seedAdmission(db, registration, { status, language, createdAt: new Date(Date.now() - 90 * dayMs) });
}

async function staff(t: TestDb, email: string, roles: StaffRole[], centres: 'all' | CentreId[] = 'all'): Promise<SessionAdmin> {
  await createAdmin(t.db, { email, password: 'a-long-secret', name: email.split('@')[0], roles, centres });
  return (await login(t.db, { email, password: 'a-long-secret' }, { ip: '198.51.100.1' })).admin;
}

describe('a batch at work (procedures)', () => {
  let t: TestDb;
  let owner: SessionAdmin;
  beforeEach(async () => {
    t = createTestDb();
    owner = await staff(t, 'owner@example.in', ['owner']);
  });
  afterEach(() => t.cleanup());

  it('builds the roster from approved admissions of the intake, and a transfer moves a student, recorded', async () => {
    const api = callerFor(t, owner);
    const morning = seedIntake(t.db);
    const evening = seedIntake(t.db, { startsAt: new Date(Date.now() - 59 * dayMs) });
    const asha = student(t.db, morning.id, 'Asha Kumari');
    const bina = student(t.db, morning.id, 'Bina Devi');
    student(t.db, morning.id, 'Chetan Pending', 'PENDING');
    student(t.db, evening.id, 'Dinesh Yadav');

    const names = async (intakeId: number) => (await api.batches.roster({ intakeId })).students.map((s) => s.name);
    expect(await names(morning.id)).toEqual(['Asha Kumari', 'Bina Devi']);
    expect(await names(evening.id)).toEqual(['Dinesh Yadav']);

    const moved = await api.batches.transfer({ admissionId: bina.id, toIntakeId: evening.id, remark: 'Works mornings now' });
    expect([moved.fromIntakeId, moved.toIntakeId, moved.userId]).toEqual([morning.id, evening.id, owner.userId]);
    expect(await names(morning.id)).toEqual(['Asha Kumari']);
    expect(await names(evening.id)).toEqual(['Bina Devi', 'Dinesh Yadav']);
    const roster = await api.batches.roster({ intakeId: evening.id });
    expect(roster.transfers.map((row) => [row.name, row.fromIntakeId, row.remark])).toEqual([
      ['Bina Devi', morning.id, 'Works mornings now'],
    ]);

    // Back again is a second row; the first stays, and the table refuses a change.
    await api.batches.transfer({ admissionId: bina.id, toIntakeId: morning.id, remark: 'Back to mornings' });
    expect(await names(morning.id)).toEqual(['Asha Kumari', 'Bina Devi']);
    expect(t.db.select().from(intakeTransfers).all()).toHaveLength(2);
    expect(() => t.db.$client.prepare('update intake_transfers set remark = ?').run('rewritten')).toThrow(/never changed/);
    expect(() => t.db.$client.prepare('delete from intake_transfers').run()).toThrow(/never deleted/);

    // Another course's intake, the same intake, a pending admission: refused, nothing written.
    const tally = seedIntake(t.db, { courseCode: 'TALLY' });
    for (const [input, code] of [
      [{ admissionId: asha.id, toIntakeId: tally.id, remark: 'x' }, 'CONFLICT'],
      [{ admissionId: asha.id, toIntakeId: morning.id, remark: 'x' }, 'CONFLICT'],
      [{ admissionId: asha.id, toIntakeId: evening.id, remark: '' }, 'BAD_REQUEST'],
      [{ admissionId: 999_999, toIntakeId: evening.id, remark: 'x' }, 'NOT_FOUND'],
    ] as const)
      expect(codeOf(await api.batches.transfer(input).catch((e: unknown) => e)), JSON.stringify(input)).toBe(code);
    expect(t.db.select().from(intakeTransfers).all()).toHaveLength(2);
  });

  it('makes sessions from a timetable, saves attendance, corrects it with its history, latest wins', async () => {
    const api = callerFor(t, owner);
    const intake = seedIntake(t.db);
    const [asha, bina, chetan] = ['Asha Kumari', 'Bina Devi', 'Chetan Kumar'].map((name) => student(t.db, intake.id, name));
    const from = isoDay(Date.now() - 14 * dayMs);
    const to = isoDay(Date.now() - dayMs);
    const made = await api.batches.applyTimetable({
      intakeId: intake.id,
      days: [1, 2, 3, 4, 5, 6],
      time: '10:00',
      minutes: 60,
      from,
      to,
    });
    expect(made.added).toBeGreaterThanOrEqual(10);
    // The same timetable again adds nothing.
    expect(
      (await api.batches.applyTimetable({ intakeId: intake.id, days: [1, 2, 3, 4, 5, 6], time: '10:00', minutes: 60, from, to }))
        .added,
    ).toBe(0);
    const { sessions } = await api.batches.sessions({ intakeId: intake.id });
    expect(sessions).toHaveLength(made.added);
    const session = sessions[0]!;

    const sheet = await api.batches.attendance({ sessionId: session.id });
    expect(sheet.version).toBe(0);
    expect(sheet.students.map((s) => s.status)).toEqual([null, null, null]);
    const first = await api.batches.saveAttendance({
      sessionId: session.id,
      idempotencyKey: newKey(),
      baseVersion: 0,
      marks: [
        { admissionId: asha!.id, status: 'present' },
        { admissionId: bina!.id, status: 'absent' },
        { admissionId: chetan!.id, status: 'late' },
      ],
    });
    expect(first).toMatchObject({ written: 3, replayed: false });
    expect(first.saveId).toBeGreaterThan(0);

    // A correction later: Bina came after all. Only her mark is written.
    const second = await api.batches.saveAttendance({
      sessionId: session.id,
      idempotencyKey: newKey(),
      baseVersion: first.version,
      marks: [
        { admissionId: asha!.id, status: 'present' },
        { admissionId: bina!.id, status: 'late' },
        { admissionId: chetan!.id, status: 'late' },
      ],
    });
    expect(second.written).toBe(1);
    const after = await api.batches.attendance({ sessionId: session.id });
    expect(after.version).toBe(second.saveId);
    const binaRow = after.students.find((s) => s.admissionId === bina!.id)!;
    expect(binaRow.status).toBe('late');
    expect(binaRow.history.map((h) => [h.status, h.saveId, h.by])).toEqual([
      ['absent', first.saveId, 'owner@example.in'],
      ['late', second.saveId, 'owner@example.in'],
    ]);
    expect(() => t.db.$client.prepare("update attendance_marks set status = 'present'").run()).toThrow(/never changed/);

    // Cancel a session: it takes no attendance, and its marks count for nobody.
    await api.batches.cancelSession({ sessionId: sessions[1]!.id, reason: 'Power cut' });
    const refused = await api.batches
      .saveAttendance({
        sessionId: sessions[1]!.id,
        idempotencyKey: newKey(),
        baseVersion: 0,
        marks: [{ admissionId: asha!.id, status: 'present' }],
      })
      .catch((e: unknown) => e);
    expect(codeOf(refused)).toBe('CONFLICT');

    // Someone not on the roster, or twice: 400, nothing written.
    const stranger = student(t.db, seedIntake(t.db).id, 'Elsewhere');
    for (const marks of [
      [{ admissionId: stranger.id, status: 'present' as const }],
      [
        { admissionId: asha!.id, status: 'present' as const },
        { admissionId: asha!.id, status: 'absent' as const },
      ],
    ]) {
      const error = await api.batches
        .saveAttendance({ sessionId: session.id, idempotencyKey: newKey(), baseVersion: second.version, marks })
        .catch((e: unknown) => e);
      expect(codeOf(error)).toBe('BAD_REQUEST');
    }
    expect(t.db.select().from(attendanceMarks).all()).toHaveLength(4);
  });

  it('applies the same save sent twice once, and refuses a save made on an older version, naming the later one', async () => {
    const api = callerFor(t, owner);
    const teacher = await staff(t, 'teacher@example.in', ['faculty'], ['gandhinagar']);
    const intake = seedIntake(t.db);
    await api.batches.assignFaculty({ intakeId: intake.id, userId: teacher.userId });
    const roster = ['Asha Kumari', 'Bina Devi'].map((name) => student(t.db, intake.id, name));
    const session = await api.batches.addSession({
      intakeId: intake.id,
      startsAt: `${isoDay(Date.now() - dayMs)}T09:00`,
      minutes: 90,
    });
    const phone = callerFor(t, teacher);
    const save = {
      sessionId: session.id,
      idempotencyKey: newKey(),
      baseVersion: 0,
      takenAt: new Date(Date.now() - 3_600_000).toISOString(),
      marks: roster.map((s, i) => ({ admissionId: s.id, status: i === 0 ? ('absent' as const) : ('present' as const) })),
    };
    const sent = await phone.batches.saveAttendance(save);
    // The signal dropped before the answer came: the phone sends it again.
    const again = await phone.batches.saveAttendance(save);
    expect(again).toEqual({ ...sent, replayed: true });
    const count = (table: string) => t.db.get<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`)!.n;
    expect([count('batch_saves'), count('attendance_marks')]).toEqual([1, 2]);
    expect(t.db.select().from(batchSaves).get()!.takenAt.getTime()).toBe(Date.parse(save.takenAt));

    // The centre head corrects it; the phone, still on version 0, must not overwrite that.
    const head = await staff(t, 'head@example.in', ['centre-head'], ['gandhinagar']);
    const correction = await callerFor(t, head).batches.saveAttendance({
      sessionId: session.id,
      idempotencyKey: newKey(),
      baseVersion: sent.version,
      marks: roster.map((s) => ({ admissionId: s.id, status: 'present' as const })),
    });
    const stale = await phone.batches
      .saveAttendance({
        ...save,
        idempotencyKey: newKey(),
        marks: roster.map((s) => ({ admissionId: s.id, status: 'absent' as const })),
      })
      .catch((e: unknown) => e);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(messageOf(stale)).toContain('head@example.in');
    expect(messageOf(stale)).toContain(`save #${correction.saveId}`);
    const sheet = await phone.batches.attendance({ sessionId: session.id });
    expect(sheet.students.map((s) => s.status)).toEqual(['present', 'present']);
    // A key already used for another session is refused, not applied there.
    const other = await api.batches.addSession({
      intakeId: intake.id,
      startsAt: `${isoDay(Date.now() - dayMs)}T15:00`,
      minutes: 60,
    });
    const reused = await phone.batches.saveAttendance({ ...save, sessionId: other.id }).catch((e: unknown) => e);
    expect(codeOf(reused)).toBe('CONFLICT');
  });

  it('lets Faculty work only on the intakes they teach, and a Centre head only at their centres', async () => {
    const api = callerFor(t, owner);
    const teacher = await staff(t, 'teacher@example.in', ['faculty'], ['gandhinagar']);
    const head = await staff(t, 'belwa-head@example.in', ['centre-head'], ['belwa']);
    const taught = seedIntake(t.db);
    const other = seedIntake(t.db);
    student(t.db, taught.id, 'Asha Kumari');
    expect((await api.batches.teachers({ intakeId: taught.id })).map((row) => row.email)).toEqual(['teacher@example.in']);
    await api.batches.assignFaculty({ intakeId: taught.id, userId: teacher.userId });
    // Someone who is not Faculty of that centre cannot be named.
    expect(codeOf(await api.batches.assignFaculty({ intakeId: taught.id, userId: head.userId }).catch((e: unknown) => e))).toBe(
      'NOT_FOUND',
    );
    const phone = callerFor(t, teacher);
    expect((await phone.batches.mine()).map((row) => row.id)).toEqual([taught.id]);
    expect((await phone.batches.roster({ intakeId: taught.id })).students).toHaveLength(1);
    for (const caller of [phone, callerFor(t, head)]) {
      const error = await caller.batches.roster({ intakeId: other.id }).catch((e: unknown) => e);
      expect(codeOf(error)).toBe('NOT_FOUND');
      expect(messageOf(error)).toBe('No intake with this id.');
    }
    expect(
      codeOf(
        await callerFor(t, head)
          .batches.roster({ intakeId: taught.id })
          .catch((e: unknown) => e),
      ),
    ).toBe('NOT_FOUND');
    await api.batches.unassignFaculty({ intakeId: taught.id, userId: teacher.userId });
    expect(await phone.batches.mine()).toEqual([]);
    expect(codeOf(await phone.batches.roster({ intakeId: taught.id }).catch((e: unknown) => e))).toBe('NOT_FOUND');
  });

  it('keeps who taught a batch when: taking a teacher off ends the assignment, never deletes it', async () => {
    const api = callerFor(t, owner);
    const teacher = await staff(t, 'teacher@example.in', ['faculty'], ['gandhinagar']);
    const intake = seedIntake(t.db);
    const named = await api.batches.assignFaculty({ intakeId: intake.id, userId: teacher.userId });
    expect((await api.batches.unassignFaculty({ intakeId: intake.id, userId: teacher.userId })).assignmentId).toBe(
      named.assignmentId,
    );
    // Taken off twice: the second finds nobody to take off, and ends nothing else.
    const again = await api.batches.unassignFaculty({ intakeId: intake.id, userId: teacher.userId }).catch((e: unknown) => e);
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect((await api.batches.assignFaculty({ intakeId: intake.id, userId: teacher.userId })).assignmentId).toBeGreaterThan(
      named.assignmentId,
    );
    const rows = t.db.all<{ id: number; endedAt: number | null; endedBy: number | null }>(
      sql`select id, ended_at as endedAt, ended_by as endedBy from intake_faculty where intake_id = ${intake.id} order by id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.endedAt).toEqual(expect.any(Number));
    expect(rows[0]!.endedBy).toBe(owner.userId);
    expect(rows[1]!.endedAt).toBeNull();
    const roster = await api.batches.roster({ intakeId: intake.id });
    expect(roster.faculty.map((row) => row.email)).toEqual(['teacher@example.in']);
    expect(roster.taughtBefore).toEqual([
      expect.objectContaining({ email: 'teacher@example.in', until: new Date(rows[0]!.endedAt!) }),
    ]);
    expect(await callerFor(t, teacher).batches.mine()).toHaveLength(1);
    // The table itself refuses to lose the history.
    const run = (statement: string) => () => t.db.$client.prepare(statement).run();
    expect(run(`delete from intake_faculty where id = ${rows[0]!.id}`)).toThrow(/never deleted/);
    expect(run(`update intake_faculty set ended_at = null where id = ${rows[0]!.id}`)).toThrow(/once/);
    expect(run(`update intake_faculty set user_id = ${owner.userId} where id = ${rows[1]!.id}`)).toThrow(/once/);
  });

  it('judges each student against the course rule, live on the roster, with marks graded by the course table', async () => {
    const api = callerFor(t, owner);
    const intake = seedIntake(t.db);
    const asha = student(t.db, intake.id, 'Asha Kumari');
    const bina = student(t.db, intake.id, 'Bina Devi', 'APPROVED', 'hi');
    const sessions = [];
    for (let i = 4; i >= 1; i--)
      sessions.push(
        await api.batches.addSession({ intakeId: intake.id, startsAt: `${isoDay(Date.now() - i * dayMs)}T10:00`, minutes: 60 }),
      );
    // Asha misses one of four (75 %, one late counts as attended), Bina two (50 %).
    const statuses: [string, string][] = [
      ['present', 'absent'],
      ['late', 'present'],
      ['absent', 'absent'],
      ['present', 'present'],
    ];
    for (const [i, session] of sessions.entries())
      await api.batches.saveAttendance({
        sessionId: session.id,
        idempotencyKey: newKey(),
        baseVersion: 0,
        marks: [
          { admissionId: asha!.id, status: statuses[i]![0] as 'present' },
          { admissionId: bina!.id, status: statuses[i]![1] as 'present' },
        ],
      });
    let roster = await api.batches.roster({ intakeId: intake.id });
    expect(roster.rule).toBeNull();
    expect(roster.students.map((s) => [s.name, s.attendancePercent, s.standing])).toEqual([
      ['Asha Kumari', 75, 'no-rule'],
      ['Bina Devi', 50, 'no-rule'],
    ]);

    await api.batches.setRule({ courseCode: 'DCA', minAttendancePercent: 75, minInternalPercent: 40 });
    const test = await api.batches.createAssessment({
      intakeId: intake.id,
      title: 'Unit test 1',
      heldOn: isoDay(Date.now() - dayMs),
      maxMarks: 50,
    });
    const over = await api.batches
      .saveMarks({
        assessmentId: test.id,
        idempotencyKey: newKey(),
        baseVersion: 0,
        marks: [{ admissionId: asha!.id, marks: 51 }],
      })
      .catch((e: unknown) => e);
    expect(codeOf(over)).toBe('BAD_REQUEST');
    await api.batches.saveMarks({
      assessmentId: test.id,
      idempotencyKey: newKey(),
      baseVersion: 0,
      marks: [
        { admissionId: asha!.id, marks: 46 },
        { admissionId: bina!.id, marks: null },
      ],
    });
    const marks = await api.batches.marks({ assessmentId: test.id });
    // 46 of 50 is 92 %: O on the standard table; absent is entered, with no grade of its own marks.
    expect(marks.students.map((s) => [s.name, s.marks, s.grade, s.entered])).toEqual([
      ['Asha Kumari', 46, 'O', true],
      ['Bina Devi', null, 'F', true],
    ]);
    roster = await api.batches.roster({ intakeId: intake.id });
    expect(roster.students.map((s) => [s.name, s.attendancePercent, s.internalPercent, s.internalGrade, s.standing])).toEqual([
      ['Asha Kumari', 75, 92, 'O', 'eligible'],
      ['Bina Devi', 50, 0, 'F', 'below-attendance'],
    ]);
    // A stricter rule is a new row, in force at once; the earlier stays.
    await api.batches.setRule({ courseCode: 'DCA', minAttendancePercent: 80, minInternalPercent: 40 });
    roster = await api.batches.roster({ intakeId: intake.id });
    expect(roster.students[0]!.standing).toBe('below-attendance');
    expect((await api.batches.rules()).find((rule) => rule.courseCode === 'DCA')?.minAttendancePercent).toBe(80);

    // Both are below 80 % now: each is listed with the message in the language they applied in.
    const warnings = await api.batches.warnings({ intakeId: intake.id });
    expect(warnings.students.map((s) => [s.name, s.attendancePercent, s.language])).toEqual([
      ['Asha Kumari', 75, 'en'],
      ['Bina Devi', 50, 'hi'],
    ]);
    expect(warnings.students[0]!.body).toContain('Your attendance in the Diploma');
    expect(warnings.students[0]!.body).toContain('75%');
    expect(warnings.students[1]!.body).toContain('आपकी उपस्थिति 50% है।');
    expect(warnings.students[1]!.body).toContain('कम से कम 80% उपस्थिति ज़रूरी है।');
    expect(warnings.students[1]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    // Email off: refused, nothing queued. Email on: one email per student, in the outbox.
    const outboxCount = () => t.db.get<{ n: number }>(sql`select count(*) as n from outbox where record_type = 'admission'`)!.n;
    expect(codeOf(await api.batches.emailWarnings({ intakeId: intake.id }).catch((e: unknown) => e))).toBe('CONFLICT');
    expect(outboxCount()).toBe(0);
    const withEmail = createCaller(
      createContext({
        db: t.db,
        admin: owner,
        ip: '203.0.113.7',
        dataDir: t.dataDir,
        guards: roomyGuards,
        email: { siteUrl: 'https://example.in' },
      }),
    );
    expect(await withEmail.batches.emailWarnings({ intakeId: intake.id })).toEqual({ queued: 2, listed: 2 });
    const handed = await api.batches.whatsappWarning({ intakeId: intake.id, admissionId: bina!.id });
    expect(handed.url).toBe(warnings.students[1]!.whatsappUrl);
    const rows = t.db.all<{ channel: string; recipient: string; state: string; body: string }>(
      sql`select channel, recipient, state, body from outbox where record_type = 'admission' order by id`,
    );
    expect(rows.map((row) => [row.channel, row.state])).toEqual([
      ['email', 'queued'],
      ['email', 'queued'],
      ['whatsapp', 'sent'],
    ]);
    expect(rows[1]!.body).toBe(warnings.students[1]!.body);
  });

  it('refuses the certificate of an ineligible student, and issues it on a remark that is kept, with the intake dates', async () => {
    const api = callerFor(t, owner);
    const intake = seedIntake(t.db, { startsAt: new Date('2026-05-04T04:30:00Z'), endsOn: '2026-10-30' });
    const asha = student(t.db, intake.id, 'Asha Kumari');
    await api.batches.setRule({ courseCode: 'DCA', minAttendancePercent: 80, minInternalPercent: 0 });
    const session = await api.batches.addSession({
      intakeId: intake.id,
      startsAt: `${isoDay(Date.now() - dayMs)}T10:00`,
      minutes: 60,
    });
    const other = await api.batches.addSession({
      intakeId: intake.id,
      startsAt: `${isoDay(Date.now() - 2 * dayMs)}T10:00`,
      minutes: 60,
    });
    for (const [s, status] of [
      [session, 'present'],
      [other, 'absent'],
    ] as const)
      await api.batches.saveAttendance({
        sessionId: s.id,
        idempotencyKey: newKey(),
        baseVersion: 0,
        marks: [{ admissionId: asha.id, status }],
      });
    await api.certificates.recordResult({ admissionId: asha.id, marks: '72', completionDate: isoDay(Date.now()) });

    const shown = await api.certificates.student({ admissionId: asha.id });
    expect([shown.record.attendancePercent, shown.record.standing, shown.rule?.minAttendancePercent]).toEqual([
      50,
      'below-attendance',
      80,
    ]);
    const refused = await api.certificates.issue({ admissionId: asha.id }).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(messageOf(refused)).toContain('attendance 50%');
    expect(messageOf(refused)).toContain('80%');
    expect(t.db.select().from(certificates).all()).toHaveLength(0);
    // A Faculty member may not issue at all; a Centre head overrides with a remark.
    const head = await staff(t, 'head@example.in', ['centre-head'], ['gandhinagar']);
    const issued = await callerFor(t, head).certificates.issue({
      admissionId: asha.id,
      overrideRemark: 'Hospitalised for a month; made up with extra classes',
    });
    const row = t.db.select().from(certificates).all()[0]!;
    expect(row.id).toBe(issued.id);
    expect([row.eligibilityOverride, row.attendancePercent, row.courseStartsOn, row.courseEndsOn]).toEqual([
      'Hospitalised for a month; made up with extra classes',
      50,
      '2026-05-04',
      '2026-10-30',
    ]);
    expect(() => t.db.$client.prepare('update certificates set eligibility_override = null').run()).toThrow(/never changed/);
  });
});
