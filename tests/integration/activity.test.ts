// The activity page's list against a real SQLite file: decisions, settings
// changes and payments verified by hand come back together, newest first,
// with who made them; pages of 50; staff only.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsEvents } from '../../db/schema';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { activityPageSize } from '../../server/services/records/activity';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedEnquiry, seedRegistration } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
  // The test database comes with the test institute's identity set; start from an empty log.
  t.db.delete(settingsEvents).run();
});
afterEach(() => t.cleanup());

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the activity list', () => {
  it('is for staff only', async () => {
    const error = await callerFor(t)
      .activity.list({ page: 0 })
      .catch((e: unknown) => e);
    expect(error instanceof TRPCError ? error.code : error).toBe('UNAUTHORIZED');
  });

  it('lists decisions, settings changes and payments verified by hand, newest first, with who did them', async () => {
    const staff = callerFor(t, admin);
    const registration = seedRegistration(t.db, { name: 'Sunita Devi' });
    const enquiry = seedEnquiry(t.db, { name: 'Mohan Lal' });
    await staff.registrations.decide({ id: registration.id, status: 'REJECTED', remark: 'Screenshot unreadable' });
    await pause();
    await staff.settings.update({ officeHours: 'Mon-Sat 9 AM - 5 PM' });
    await pause();
    await staff.statements.verifyByHand({ recordType: 'registration', id: registration.id, remark: 'Paid cash at Belwa' });
    await pause();
    await staff.enquiries.resolve({ id: enquiry.id });

    const { entries, hasOlder } = await staff.activity.list({ page: 0 });
    expect(hasOlder).toBe(false);
    expect(entries.map((entry) => entry.kind)).toEqual(['status', 'payment', 'setting', 'status']);
    expect(entries.every((entry) => entry.by === 'staff@example.in')).toBe(true);
    expect(entries[0]).toMatchObject({
      kind: 'status',
      record: { type: 'enquiry', id: enquiry.id, referenceId: null, name: 'Mohan Lal' },
      from: 'PENDING',
      to: 'RESOLVED',
    });
    expect(entries[1]).toMatchObject({
      kind: 'payment',
      record: { type: 'registration', referenceId: registration.referenceId },
      remark: 'Paid cash at Belwa',
    });
    expect(entries[2]).toMatchObject({ kind: 'setting', key: 'officeHours', newValue: 'Mon-Sat 9 AM - 5 PM' });
    expect(entries[3]).toMatchObject({
      kind: 'status',
      record: { type: 'registration', referenceId: registration.referenceId, name: 'Sunita Devi' },
      to: 'REJECTED',
      remark: 'Screenshot unreadable',
    });
  });

  it('comes in pages of 50, and a change without an admin (the settings command) says so by null', async () => {
    const base = Date.UTC(2026, 10, 1);
    const count = activityPageSize + 7;
    t.db
      .insert(settingsEvents)
      .values(
        Array.from({ length: count }, (_, i) => ({
          key: 'tagline',
          oldValue: JSON.stringify(`tagline ${i - 1}`),
          newValue: JSON.stringify(`tagline ${i}`),
          userId: null,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .run();
    const staff = callerFor(t, admin);
    const first = await staff.activity.list({ page: 0 });
    expect(first.entries).toHaveLength(activityPageSize);
    expect(first.hasOlder).toBe(true);
    expect(first.entries[0]).toMatchObject({ kind: 'setting', newValue: `tagline ${count - 1}`, by: null });
    const second = await staff.activity.list({ page: 1 });
    expect(second.hasOlder).toBe(false);
    expect(second.entries.map((entry) => (entry.kind === 'setting' ? entry.newValue : null))).toEqual(
      Array.from({ length: 7 }, (_, i) => `tagline ${6 - i}`),
    );
  });
});
