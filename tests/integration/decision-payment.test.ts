// Decisions that show the money, on real procedures and a real SQLite file:
// approving a fee that is not verified needs staff's yes and a remark (the
// dashboard's decide), the old client's update-status still works unchanged,
// and a rejection without a reason tells the applicant so, with the office's
// phone and WhatsApp (country code), and is marked on the dashboard's list.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problemOf } from '../../server/api/problem-of';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { updateSettings } from '../../server/services/site/settings';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedRegistration } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

describe('approving and the payment', () => {
  it('refuses to approve an unverified fee without the confirmation and a remark, then accepts both', async () => {
    const staff = callerFor(t, admin);
    const reg = seedRegistration(t.db);
    expect(await staff.registrations.payment({ id: reg.id })).toMatchObject({
      state: null,
      check: null,
      fee: 100,
      utr: reg.utr,
      receipt: null,
    });

    for (const attempt of [{}, { approveUnverifiedPayment: true }, { remark: 'Paid, I saw it' }]) {
      const refused = await staff.registrations
        .decide({ id: reg.id, status: 'APPROVED', ...attempt })
        .catch((error: unknown) => problemOf(error));
      expect(refused).toMatchObject({
        status: 409,
        message: 'The payment is not verified. To approve anyway, confirm it and say why in the remark.',
      });
    }
    expect((await staff.registrations.detail({ id: reg.id })).record.status).toBe('PENDING');

    const approved = await staff.registrations.decide({
      id: reg.id,
      status: 'APPROVED',
      remark: 'Cash seen at the office',
      approveUnverifiedPayment: true,
    });
    expect(approved).toMatchObject({ changed: true, to: 'APPROVED' });
  });

  it('approves a verified fee with no remark, and shows the evidence and the receipt', async () => {
    const staff = callerFor(t, admin);
    const reg = seedRegistration(t.db);
    await staff.statements.verifyByHand({ recordType: 'registration', id: reg.id, remark: 'UTR seen in the bank app' });
    const evidence = await staff.registrations.payment({ id: reg.id });
    expect(evidence).toMatchObject({
      state: 'verified',
      check: { source: 'hand', remark: 'UTR seen in the bank app', by: 'staff@example.in' },
    });
    expect(evidence.receipt).toMatch(/^\d{4}-\d{2}\/0001$/);
    expect(await staff.registrations.decide({ id: reg.id, status: 'APPROVED' })).toMatchObject({ changed: true });
  });

  it('lets the old client approve and reject without a remark, as documented', async () => {
    const staff = callerFor(t, admin);
    const reg = seedRegistration(t.db);
    expect(await staff.registrations.setStatus({ id: reg.id, status: 'APPROVED' })).toMatchObject({ changed: true });
    expect(await staff.registrations.setStatus({ id: reg.id, status: 'REJECTED' })).toMatchObject({ changed: true });
  });
});

describe('a rejection without a reason', () => {
  it('tells the applicant that no reason was given and how to reach the office, and is marked in the list', async () => {
    updateSettings(t.db, { contactPhone: '06454 222 333', whatsappNumber: '98765 43210' }, null);
    const staff = callerFor(t, admin);
    const silent = seedRegistration(t.db, { name: 'Silent Reject' });
    const reasoned = seedRegistration(t.db, { name: 'Reasoned Reject' });
    await staff.registrations.setStatus({ id: silent.id, status: 'REJECTED' });
    await staff.registrations.decide({ id: reasoned.id, status: 'REJECTED', remark: 'Photo unreadable' });

    const { text } = await staff.registrations.whatsappNotice({ id: silent.id, siteUrl: 'https://institute.example.in' });
    expect(text).toContain(
      'No reason was given for this decision. To know why and what you can do, please contact the office: phone 06454 222 333, WhatsApp +919876543210.',
    );
    const withReason = await staff.registrations.whatsappNotice({ id: reasoned.id, siteUrl: 'https://institute.example.in' });
    expect(withReason.text).not.toContain('No reason was given');

    const list = await staff.registrations.list({ q: 'Reject' });
    const byName = Object.fromEntries(list.rows.map((row) => [row.name, row.decisionRemark]));
    expect(byName).toEqual({ 'Silent Reject': null, 'Reasoned Reject': 'Photo unreadable' });

    const lookup = await callerFor(t).registrations.lookup({ referenceId: silent.referenceId });
    expect([lookup.status, lookup.remark]).toEqual(['REJECTED', null]);
  });

  it('says so in Hindi to an applicant who applied in Hindi', async () => {
    updateSettings(t.db, { contactPhone: '', whatsappNumber: '+91 98765 43210' }, null);
    const staff = callerFor(t, admin);
    const reg = seedRegistration(t.db, { language: 'hi' });
    await staff.registrations.setStatus({ id: reg.id, status: 'REJECTED' });
    const { text } = await staff.registrations.whatsappNotice({ id: reg.id, siteUrl: 'https://institute.example.in' });
    expect(text).toContain('इस निर्णय का कोई कारण नहीं बताया गया।');
    expect(text).toContain('WhatsApp +919876543210');
  });
});
