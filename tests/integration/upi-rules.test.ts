// UPI advice that follows NPCI's rules (OC-76C): a personal id gets no "Pay
// with a UPI app" link and gallery advice only up to ₹2,000; a merchant id's
// link carries the reference id (tr) and a note (tn). A fee of ₹0 is refused.
// Real procedures on a real SQLite file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUpiLink } from '../../server/services/money/payments';
import { setupChecklist } from '../../server/services/upkeep/setup-checklist';
import { runDoctor } from '../../server/services/upkeep/doctor';
import { getSettings, updateSettings } from '../../server/services/site/settings';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { configureTestInstitute } from '../support/institute';

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
  configureTestInstitute(t.db);
});
afterEach(() => t.cleanup());

describe('a personal UPI id', () => {
  it('offers no intent button, and the gallery only up to ₹2,000', async () => {
    const visitor = callerFor(t);
    expect(getSettings(t.db).upiAccountKind).toBe('personal');
    const registration = await visitor.registrations.paymentInfo();
    expect(registration).toMatchObject({ amount: 100, accountKind: 'personal', intentAllowed: false, galleryAllowed: true });
    const admission = await visitor.admissions.paymentInfo({ referenceId: 'REG-0000ABCD' });
    expect(admission).toMatchObject({ amount: 5000, intentAllowed: false, galleryAllowed: false });
    // The QR still encodes the payment (a live camera scan is allowed), without a merchant's reference.
    expect(admission.link).not.toContain('tr=');
    updateSettings(t.db, { admissionFee: 2000 }, null);
    expect((await visitor.admissions.paymentInfo({ referenceId: 'REG-0000ABCD' })).galleryAllowed).toBe(true);
  });

  it('is flagged by the go-live checklist and npm run doctor while a fee above ₹2,000 is collected', async () => {
    const payment = (await setupChecklist(t.db, t.dataDir)).find((item) => item.id === 'payment')!;
    expect(payment.warning).toContain('admission fee ₹5,000 is above ₹2,000');
    const checks = await runDoctor({ dataDir: t.dataDir, minFreeDiskMb: 1 });
    const limit = checks.find((c) => c.name === 'UPI gallery limit');
    expect(limit).toMatchObject({ level: 'warn' });
    expect(limit!.detail).toContain('is a personal id');

    updateSettings(t.db, { upiAccountKind: 'merchant' }, null);
    expect((await setupChecklist(t.db, t.dataDir)).find((item) => item.id === 'payment')!.warning).toBeUndefined();
    const after = await runDoctor({ dataDir: t.dataDir, minFreeDiskMb: 1 });
    expect(after.find((c) => c.name === 'UPI gallery limit')).toMatchObject({ level: 'ok' });
  });
});

describe('a merchant UPI id', () => {
  it('offers the intent link, carrying the reference id as tr and a note as tn', async () => {
    updateSettings(t.db, { upiAccountKind: 'merchant' }, null);
    const admission = await callerFor(t).admissions.paymentInfo({ referenceId: 'REG-0000ABCD' });
    expect(admission).toMatchObject({ intentAllowed: true, galleryAllowed: true });
    expect(admission.link).toBe(
      'upi://pay?pa=testinstitute%40okaxis&pn=Test%20Institute&am=5000.00&cu=INR&tr=REG-0000ABCD&tn=Admission%20fee%20REG-0000ABCD',
    );
  });
});

describe('fees', () => {
  it('refuses a fee of ₹0 with a clear message, in settings and in a UPI link', async () => {
    const admin = await signedInStaff(t);
    const staff = callerFor(t, admin);
    for (const key of ['registrationFee', 'admissionFee'] as const) {
      const refused = await staff.settings
        .update({ ...getSettings(t.db), [key]: 0 } as never)
        .catch((error: unknown) => error as { message: string });
      expect(JSON.stringify(refused)).toContain('A fee of ₹0 cannot be paid by UPI or receipted; enter at least ₹1.');
    }
    expect(getSettings(t.db).registrationFee).toBe(100);
    expect(() => buildUpiLink({ upiId: 'a@b', payeeName: 'X', amount: 0, note: 'n' })).toThrow('Invalid UPI amount');
  });
});
