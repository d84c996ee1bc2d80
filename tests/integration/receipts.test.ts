// Receipts of verified fees against a real SQLite file: a number allocated in
// the transaction that verifies (by hand, by a statement), gapless within an
// Indian financial year, never reused, a cancellation kept beside its number;
// and 50 verifications sent at once over real HTTP to the production server
// taking the numbers 1 to 50 exactly once. Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { receipts, registrations, users } from '../../db/schema';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { financialYearOf, issueReceipt } from '../../server/services/money/receipts';
import type { ReceivedForm } from '../../server/storage/multipart';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';
import { statementCsv, statementUpload } from '../support/statements';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { roomyGuards } from '../support/db';
import { problemOf } from '../../server/api/problem-of';

describe('receipts on real procedures', () => {
  let t: TestDb;
  let admin: SessionAdmin;
  const forms: ReceivedForm[] = [];
  beforeEach(async () => {
    t = createTestDb();
    admin = await signedInStaff(t);
    t.db.update(users).set({ name: 'Sunita Devi' }).where(eq(users.id, admin.userId)).run();
  });
  afterEach(async () => {
    for (const form of forms.splice(0)) await form.cleanup();
    t.cleanup();
  });

  it('issues receipt 1, 2, … when fees are verified by hand, once per fee, with who verified and how it was paid', async () => {
    const staff = callerFor(t, admin);
    const a = seedRegistration(t.db, { registrationFee: 100 });
    const b = seedRegistration(t.db, { registrationFee: 100 });
    const year = financialYearOf(new Date());
    const first = await staff.statements.verifyByHand({
      recordType: 'registration',
      id: a.id,
      remark: 'UTR seen in the bank app',
    });
    expect(first.receipt).toBe(`${year}/0001`);
    const cash = await staff.statements.verifyByHand({
      recordType: 'registration',
      id: b.id,
      remark: 'Cash at the office',
      method: 'cash',
    });
    expect(cash.receipt).toBe(`${year}/0002`);
    // The same fee verified again keeps its receipt.
    expect((await staff.statements.verifyByHand({ recordType: 'registration', id: a.id, remark: 'again' })).receipt).toBe(
      `${year}/0001`,
    );

    const [ofA] = await staff.receipts.ofRecord({ recordType: 'registration', id: a.id });
    expect(ofA).toMatchObject({
      number: 1,
      amountPaise: 10_000,
      method: 'upi',
      utr: a.utr,
      issuedBy: 'Sunita Devi',
      cancelled: null,
    });
    const [ofB] = await staff.receipts.ofRecord({ recordType: 'registration', id: b.id });
    expect(ofB).toMatchObject({ number: 2, method: 'cash', utr: null });

    const printed = await callerFor(t).receipts.print({ referenceId: a.referenceId.toLowerCase(), language: 'hi' });
    expect(printed).toMatchObject({
      label: `${year}/0001`,
      name: a.name,
      referenceId: a.referenceId,
      amountInWords: 'एक सौ रुपये मात्र',
      gstin: '',
    });
  });

  it('issues the receipt of a fee a statement verifies in the confirm, with the line’s UTR; nothing for a line that does not verify', async () => {
    const utr = '411111111111';
    const paid = seedRegistration(t.db, { utr, registrationFee: 100, createdAt: new Date('2026-11-10T06:00:00Z') });
    const short = seedRegistration(t.db, {
      utr: '422222222222',
      registrationFee: 100,
      createdAt: new Date('2026-11-11T06:00:00Z'),
    });
    const csv = statementCsv([
      { date: '10/11/2026', description: `UPI/${utr}/ASHA/okaxis`, credit: '100.00' },
      { date: '11/11/2026', description: 'UPI/422222222222/BINA/oksbi', credit: '50.00' },
    ]);
    const form = await statementUpload(t.dataDir, csv, 'statement.csv');
    forms.push(form);
    const caller = createCaller(
      createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards, upload: form }),
    );
    const result = await caller.statements.confirm({});
    expect(result.kind).toBe('matched');
    const rows = t.db.select().from(receipts).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recordType: 'registration',
      recordId: paid.id,
      number: 1,
      method: 'upi',
      utr,
      source: 'statement',
      issuedByName: 'Sunita Devi',
    });
    expect(rows.some((row) => row.recordId === short.id)).toBe(false);
  });

  it('keeps a cancelled receipt’s number: the next fee, and the same fee verified again, take new numbers', async () => {
    const staff = callerFor(t, admin);
    const a = seedRegistration(t.db);
    const b = seedRegistration(t.db);
    await staff.statements.verifyByHand({ recordType: 'registration', id: a.id, remark: 'cash', method: 'cash' });
    const [issued] = await staff.receipts.ofRecord({ recordType: 'registration', id: a.id });
    const refused = await staff.receipts.cancel({ id: issued!.id, reason: ' ' }).catch((error: unknown) => problemOf(error));
    expect(refused).toMatchObject({ status: 400, fieldErrors: { reason: ['Please say why the receipt is cancelled.'] } });
    const cancelled = await staff.receipts.cancel({ id: issued!.id, reason: 'Entered on the wrong application' });
    // The only person with the permission: confirmed by themselves at once (decision 069).
    expect(cancelled).toMatchObject({
      state: 'confirmed',
      selfConfirmed: true,
      result: { number: 1, cancelReason: 'Entered on the wrong application', cancelledByName: 'Sunita Devi' },
    });
    await expect(staff.receipts.cancel({ id: issued!.id, reason: 'twice' })).rejects.toThrow('is already cancelled');

    await staff.statements.verifyByHand({ recordType: 'registration', id: b.id, remark: 'cash', method: 'cash' });
    await staff.statements.verifyByHand({ recordType: 'registration', id: a.id, remark: 'cash again', method: 'cash' });
    const ofA = await staff.receipts.ofRecord({ recordType: 'registration', id: a.id });
    expect(ofA.map((r) => [r.number, r.cancelled?.reason ?? null])).toEqual([
      [3, null],
      [1, 'Entered on the wrong application'],
    ]);
    // The printed receipt is the one in force; a cancelled one alone prints as cancelled.
    expect((await callerFor(t).receipts.print({ referenceId: a.referenceId })).number).toBe(3);

    // The table refuses a delete and any change but the cancellation.
    expect(() => t.db.delete(receipts).where(eq(receipts.id, issued!.id)).run()).toThrow('A receipt is never deleted');
    expect(() => t.db.update(receipts).set({ number: 9 }).where(eq(receipts.id, issued!.id)).run()).toThrow(
      'only its cancellation is recorded',
    );
    expect(() => t.db.update(receipts).set({ cancelReason: 'changed' }).where(eq(receipts.id, issued!.id)).run()).toThrow(
      'only its cancellation is recorded',
    );
  });

  it('numbers each Indian financial year from 1, the year turning at midnight of 31 March in India', () => {
    const a = seedRegistration(t.db);
    const b = seedRegistration(t.db);
    const c = seedRegistration(t.db);
    const lastMinute = new Date('2027-03-31T18:29:00Z'); // 23:59 on 31 March in India
    const newYear = new Date('2027-03-31T18:30:00Z'); // 00:00 on 1 April in India
    expect(financialYearOf(lastMinute)).toBe('2026-27');
    expect(financialYearOf(newYear)).toBe('2027-28');
    const issue = (id: number, at: Date) =>
      t.db.transaction(() =>
        issueReceipt(t.db, { recordType: 'registration', recordId: id, source: 'hand', userId: admin.userId, at }),
      );
    expect(issue(a.id, lastMinute)).toMatchObject({ financialYear: '2026-27', number: 1 });
    expect(issue(b.id, newYear)).toMatchObject({ financialYear: '2027-28', number: 1 });
    expect(issue(c.id, lastMinute)).toMatchObject({ financialYear: '2026-27', number: 2 });
  });

  it('takes its number back when the verifying transaction fails, so no gap is left', () => {
    const a = seedRegistration(t.db);
    const b = seedRegistration(t.db);
    expect(() =>
      t.db.transaction(() => {
        issueReceipt(t.db, { recordType: 'registration', recordId: a.id, source: 'hand', userId: admin.userId });
        throw new Error('the verification failed after the receipt');
      }),
    ).toThrow('the verification failed');
    const row = t.db.transaction(() =>
      issueReceipt(t.db, { recordType: 'registration', recordId: b.id, source: 'hand', userId: admin.userId }),
    );
    expect(row?.number).toBe(1);
  });

  it('gives an admission fee its own receipt, printed by the admission’s reference id', async () => {
    const staff = callerFor(t, admin);
    const registration = seedRegistration(t.db, { status: 'APPROVED' });
    const admission = seedAdmission(t.db, registration, { admissionFee: 5000 });
    await staff.statements.verifyByHand({ recordType: 'admission', id: admission.id, remark: 'UTR seen in the bank app' });
    const printed = await callerFor(t).receipts.print({ referenceId: admission.referenceId, language: 'en' });
    expect(printed).toMatchObject({
      stage: 'admission',
      referenceId: admission.referenceId,
      registrationReferenceId: registration.referenceId,
      amountPaise: 500_000,
      amountInWords: 'Five Thousand Rupees Only',
    });
    await expect(callerFor(t).receipts.print({ referenceId: registration.referenceId })).rejects.toThrow('No receipt yet');
  });
});

describe('receipts over real HTTP', () => {
  let server: RunningServer;
  let db: DB;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: 'till@example.in', ADMIN_PASSWORD: 'till-long-secret' });
    db = openDatabase(server.dataDir);
    const login = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'till@example.in', password: 'till-long-secret' }).toString(),
    });
    expect(login.status).toBe(302);
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);
  afterAll(async () => {
    db?.$client.close();
    await server?.cleanup();
  });

  const verify = (id: number) =>
    fetch(`${server.url}/trpc/statements.verifyByHand`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ recordType: 'registration', id, remark: 'Cash received at the office', method: 'cash' }),
    });

  it('gives 50 fees verified at once (each sent twice) the numbers 1 to 50, each once', async () => {
    const seeded = Array.from({ length: 50 }, () => seedRegistration(db, { registrationFee: 100 }));
    const answers = await Promise.all([...seeded, ...seeded].map((row) => verify(row.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const rows = db
      .select({ number: receipts.number, recordId: receipts.recordId, year: receipts.financialYear })
      .from(receipts)
      .all();
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(50);
    expect(new Set(rows.map((row) => row.year)).size).toBe(1);
    // Each answer names the receipt its fee holds.
    const labels = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { result: { data: { receipt: string } } }).result.data.receipt),
    );
    expect(new Set(labels).size).toBe(50);
    const count = db.select({ id: registrations.id }).from(registrations).all().length;
    expect(count).toBeGreaterThanOrEqual(50);
  }, 60_000);

  it('serves the printable receipt to the applicant by reference id, never cached, in English and Hindi', async () => {
    const paid = seedRegistration(db, { registrationFee: 1200, name: 'Receipt Reader' });
    expect((await verify(paid.id)).status).toBe(200);
    const english = await fetch(`${server.url}/receipt/${paid.referenceId}`);
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toContain('no-store');
    const page = await english.text();
    expect(page).toContain('One Thousand Two Hundred Rupees Only');
    expect(page).toContain('Receipt Reader');
    expect(page).toContain('Cash at the office');
    const hindi = await (await fetch(`${server.url}/hi/receipt/${paid.referenceId}`)).text();
    expect(hindi).toContain('एक हज़ार दो सौ रुपये मात्र');
    const unknown = await fetch(`${server.url}/receipt/REG-NOSUCH00`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No receipt yet');
  }, 60_000);
});
