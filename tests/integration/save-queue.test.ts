// The phone's queue of batch saves (app/offline/save-queue.ts, decision 074)
// sending to the real procedures on a real SQLite file: saves queued without
// a signal go in order when it returns, a later save of the same class made
// on top of a waiting one follows it, an answer lost on the way back is sent
// again and applied once, and a save over someone else's later one is kept on
// the phone as refused, never applied. The browser's localStorage is the
// only stand-in: a Map behind the same four methods.
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, enqueue, queuedSaves, sentSaves, type QueuedSave, type SendOutcome } from '../../app/offline/save-queue';
import { intakes } from '../../db/schema';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const dayMs = 86_400_000;

describe('the phone queue against the server', () => {
  let t: TestDb;
  let admin: SessionAdmin;
  beforeEach(async () => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
    t = createTestDb();
    admin = await signedInStaff(t);
  });
  afterEach(() => t.cleanup());

  it('sends what waited, in order, once each, and keeps a save over a later one as refused', async () => {
    const api = callerFor(t, admin);
    const now = Date.now();
    const intake = t.db
      .insert(intakes)
      .values({
        courseCode: 'DCA',
        centre: 'gandhinagar',
        courseMode: 'Offline',
        session: '2026-27',
        startsAt: new Date(now - 30 * dayMs),
        opensAt: new Date(now - 60 * dayMs),
        closesAt: new Date(now - 31 * dayMs),
        seats: 10,
      })
      .returning()
      .get();
    const students = ['Asha', 'Bina', 'Chetan'].map((name) =>
      seedAdmission(t.db, seedRegistration(t.db, { name, intakeId: intake.id, status: 'APPROVED' }), { status: 'APPROVED' }),
    );
    const day = new Date(now - dayMs + 330 * 60_000).toISOString().slice(0, 10);
    const session = await api.batches.addSession({ intakeId: intake.id, startsAt: `${day}T10:00`, minutes: 60 });
    const marks = (absent: number[]) =>
      students.map((s, i) => ({ admissionId: s.id, status: absent.includes(i) ? ('absent' as const) : ('present' as const) }));

    let signal = false;
    let loseNextAnswer = false;
    let calls = 0;
    const send = async (save: QueuedSave): Promise<SendOutcome> => {
      if (!signal) return { ok: false, kind: 'offline' };
      calls++;
      try {
        const answer = await api.batches.saveAttendance({
          sessionId: save.subjectId,
          idempotencyKey: save.key,
          baseVersion: save.baseVersion,
          takenAt: save.takenAt,
          marks: save.marks as never,
        });
        if (loseNextAnswer) {
          loseNextAnswer = false;
          return { ok: false, kind: 'offline' };
        }
        return { ok: true, ...answer };
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'CONFLICT')
          return { ok: false, kind: 'conflict', message: error.message };
        throw error;
      }
    };

    // Two saves of the same class without a signal: the second corrects the first.
    enqueue({ kind: 'attendance', subjectId: session.id, baseVersion: 0, marks: marks([0]), label: 'first' });
    enqueue({ kind: 'attendance', subjectId: session.id, baseVersion: 0, marks: marks([0, 1]), label: 'second' });
    await flush(send);
    expect(queuedSaves().map((s) => s.state)).toEqual(['waiting', 'waiting']);
    expect(calls).toBe(0);

    // The signal returns, but the first answer is lost on the way back: the first is sent again, applied once.
    signal = true;
    loseNextAnswer = true;
    await flush(send);
    expect(queuedSaves()).toHaveLength(2);
    await flush(send);
    expect(queuedSaves()).toEqual([]);
    expect(sentSaves().map((s) => [s.label, s.replayed, s.written])).toEqual([
      ['second', false, 1],
      ['first', true, 3],
    ]);
    const count = (table: string) => t.db.get<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`)!.n;
    expect([count('batch_saves'), count('attendance_marks')]).toEqual([2, 4]);
    expect((await api.batches.attendance({ sessionId: session.id })).students.map((s) => s.status)).toEqual([
      'absent',
      'absent',
      'present',
    ]);

    // Someone else saves; this phone, still on the version it opened, is refused and keeps its save on screen.
    const { version } = await api.batches.attendance({ sessionId: session.id });
    await api.batches.saveAttendance({
      sessionId: session.id,
      idempotencyKey: `office-${now}-abcdefghij`,
      baseVersion: version,
      marks: marks([]),
    });
    enqueue({ kind: 'attendance', subjectId: session.id, baseVersion: version, marks: marks([2]), label: 'stale' });
    await flush(send);
    const [refused] = queuedSaves();
    expect(refused?.state).toBe('conflict');
    expect(refused?.problem).toContain('staff@example.in');
    expect((await api.batches.attendance({ sessionId: session.id })).students.map((s) => s.status)).toEqual([
      'present',
      'present',
      'present',
    ]);
  });
});
