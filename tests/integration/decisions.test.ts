// Decisions with a reason, against a real SQLite file: the dashboard's decide
// needs a remark to reject, the remark lands in the status history, and the
// applicant's look-up (and the old client's getFormById shape) shows it. The
// old update-status call still works without one.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusEvents } from '../../db/schema';
import { decisionMessages } from '../../domain/schemas/decision';
import { problemOf } from '../../server/api/problem-of';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { legacyApplicantOf } from '../../server/legacy/shapes';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration, seedVerifiedPayment } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('decisions with a reason', () => {
  it('refuses decide without a session and changes nothing', async () => {
    const reg = seedRegistration(t.db);
    const error = await failureOf(callerFor(t).registrations.decide({ id: reg.id, status: 'APPROVED', remark: 'ok' }));
    expect(error instanceof TRPCError ? error.code : error).toBe('UNAUTHORIZED');
    expect(t.db.select().from(statusEvents).all()).toHaveLength(0);
  });

  it('asks for a reason to reject, in words, and writes nothing without one', async () => {
    const reg = seedRegistration(t.db);
    const staff = callerFor(t, admin);
    for (const remark of [undefined, '', '   ']) {
      const error = await failureOf(staff.registrations.decide({ id: reg.id, status: 'REJECTED', remark }));
      expect(problemOf(error)).toMatchObject({
        status: 400,
        fieldErrors: { remark: [decisionMessages.rejectNeedsRemark] },
      });
    }
    const tooLong = await failureOf(staff.registrations.decide({ id: reg.id, status: 'APPROVED', remark: 'x'.repeat(301) }));
    expect(problemOf(tooLong).fieldErrors).toEqual({ remark: [decisionMessages.remarkTooLong] });
    expect(t.db.select().from(statusEvents).all()).toHaveLength(0);
  });

  it('keeps the remark in the history and shows it on the look-up and the legacy answer', async () => {
    const reg = seedRegistration(t.db);
    const staff = callerFor(t, admin);
    await staff.registrations.decide({ id: reg.id, status: 'REJECTED', remark: '  Payment screenshot unreadable  ' });
    const history = await staff.registrations.history({ id: reg.id });
    expect(history.map((h) => [h.to, h.by, h.remark])).toEqual([
      ['REJECTED', 'staff@example.in', 'Payment screenshot unreadable'],
    ]);
    const visitor = callerFor(t);
    const rejected = await visitor.registrations.lookup({ referenceId: reg.referenceId });
    expect([rejected.status, rejected.remark]).toEqual(['REJECTED', 'Payment screenshot unreadable']);
    expect(legacyApplicantOf(rejected).remark).toBe('Payment screenshot unreadable');

    // Approving (a verified fee) without a remark: the old reason no longer describes the status.
    seedVerifiedPayment(t.db, 'registration', reg.id);
    await staff.registrations.decide({ id: reg.id, status: 'APPROVED' });
    const approved = await visitor.registrations.lookup({ referenceId: reg.referenceId });
    expect([approved.status, approved.remark]).toEqual(['APPROVED', null]);
  });

  it('shows the admission decision remark with the registration look-up', async () => {
    const reg = seedRegistration(t.db, { status: 'APPROVED' });
    const adm = seedAdmission(t.db, reg);
    seedVerifiedPayment(t.db, 'admission', adm.id);
    await callerFor(t, admin).admissions.decide({ id: adm.id, status: 'APPROVED', remark: 'Classes start 1 December' });
    const summary = await callerFor(t).registrations.lookup({ referenceId: reg.referenceId });
    expect([summary.admissionStatus, summary.admissionRemark]).toEqual(['APPROVED', 'Classes start 1 December']);
  });

  it('lets the old update-status procedure reject without a remark', async () => {
    const reg = seedRegistration(t.db);
    const result = await callerFor(t, admin).registrations.setStatus({ id: reg.id, status: 'REJECTED' });
    expect(result.changed).toBe(true);
    const [event] = t.db.select().from(statusEvents).all();
    expect([event?.toStatus, event?.remark]).toEqual(['REJECTED', null]);
  });
});
