// The bank statement import against a real SQLite file, with real CSV and
// XLSX files written here and read through the server's multipart parser:
// matches, an amount mismatch, a line two payments claim, a payment the
// statement lacks, one outside its days, a re-import, a remembered mapping,
// malformed files, and checks by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvidence, statementFormats, statementImports } from '../../db/schema';
import { problemOf } from '../../server/api/problem-of';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import type { SessionAdmin } from '../../server/services/staff/auth';
import type { ReceivedForm } from '../../server/storage/multipart';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration, tinyPng } from '../support/seed';
import { statementCsv, statementUpload, statementXlsx, type StatementLineSeed } from '../support/statements';

let t: TestDb;
let admin: SessionAdmin;
const uploads: ReceivedForm[] = [];
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(async () => {
  for (const upload of uploads.splice(0)) await upload.cleanup();
  t.cleanup();
});

const callerWith = (upload: ReceivedForm | null, who: SessionAdmin | null = admin) =>
  createCaller(createContext({ db: t.db, admin: who, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards, upload }));

async function upload(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = await statementUpload(t.dataDir, file, name, fields);
  uploads.push(form);
  return form;
}

const U = { asha: '411111111111', bina: '422222222222', chandan: '433333333333', farida: '444444444444', old: '455555555555' };
const india = (day: string) => new Date(`${day}T06:00:00Z`); // 11:30 India time

/** The payments: one per outcome. */
function seedPayments() {
  const asha = seedRegistration(t.db, { name: 'Asha', utr: U.asha, registrationFee: 100, createdAt: india('2026-11-10') });
  const bina = seedRegistration(t.db, { name: 'Bina', utr: U.bina, registrationFee: 100, createdAt: india('2026-11-11') });
  const chandan = seedRegistration(t.db, {
    name: 'Chandan',
    utr: U.chandan,
    registrationFee: 100,
    createdAt: india('2026-11-12'),
  });
  const old = seedRegistration(t.db, { name: 'Dev', utr: U.old, registrationFee: 100, createdAt: india('2026-10-01') });
  // Asha's admission reuses her registration's UTR: the statement line can pay for only one.
  const reused = seedAdmission(t.db, asha, { utr: U.asha, admissionFee: 1500, createdAt: india('2026-11-13') });
  const farida = seedRegistration(t.db, { name: 'Farida', utr: '466666666666', createdAt: india('2026-11-01') });
  const faridaAdmission = seedAdmission(t.db, farida, { utr: U.farida, admissionFee: 1500, createdAt: india('2026-11-13') });
  return { asha, bina, chandan, old, reused, faridaAdmission };
}

const lines: StatementLineSeed[] = [
  { date: '09/11/2026', description: 'ATM WDL GANDHINAGAR', debit: '2,000.00' },
  { date: '10/11/2026', description: `UPI/${U.asha}/ASHA KUMARI/okaxis`, credit: '100.00' },
  { date: '11/11/2026', description: 'UPI/BINA/oksbi', reference: U.bina, credit: '50.00' },
  { date: '12/11/2026', description: 'NEFT-HDFC-SCHOLARSHIP FUND', reference: 'N316202612345', credit: '5,000.00' },
  { date: '13/11/2026', description: `UPI/${U.farida}/FARIDA/ybl`, credit: '1,500.00' },
  { date: '14/11/2026', description: 'CHQ ISSUED 000123', debit: '500.00' },
];

const outcome = (result: Awaited<ReturnType<ReturnType<typeof callerWith>['statements']['preview']>>) => {
  if (result.kind !== 'matched') throw new Error(`expected a match, got ${result.kind}`);
  return Object.fromEntries(result.matches.map((m) => [m.referenceId, m.state]));
};

describe('bank statement import', () => {
  it('matches a CSV statement by UTR and amount, previews without writing, and records the checks on confirm', async () => {
    const p = seedPayments();
    const csv = statementCsv(lines);

    const preview = await callerWith(await upload(csv, 'statement.csv')).statements.preview({});
    expect(preview.kind).toBe('matched');
    if (preview.kind !== 'matched') return;
    expect(preview.mappingSource).toBe('guessed');
    expect(preview.mapping).toEqual({
      layout: 'credit',
      dateColumn: 'Txn Date',
      narrationColumn: 'Description',
      referenceColumn: 'Ref No./Cheque No.',
      creditColumn: 'Credit',
      debitColumn: 'Debit',
      amountColumn: null,
      typeColumn: null,
    });
    expect(preview.period).toEqual({ from: '2026-11-09', to: '2026-11-14' });
    expect(preview.creditLines).toBe(4);
    expect(outcome(preview)).toEqual({
      [p.asha.referenceId]: 'verified',
      [p.bina.referenceId]: 'amount_differs',
      [p.chandan.referenceId]: 'not_in_statement',
      [p.reused.referenceId]: 'line_used',
      [p.faridaAdmission.referenceId]: 'verified',
    });
    // Dev paid in October, before the statement's first day: not checked at all.
    expect(preview.outsidePeriod).toBe(2);
    const bina = preview.matches.find((m) => m.referenceId === p.bina.referenceId)!;
    expect([bina.feePaise, bina.evidence.map((e) => [e.amountPaise, e.statementRow, e.outcome])]).toEqual([
      10000,
      [[5000, 8, 'amount_differs']],
    ]);
    // The NEFT credit belongs to no application: listed with its date, amount, narration.
    expect(preview.unknownCredits.map((c) => [c.date, c.amountPaise, c.narration, c.lineId])).toEqual([
      ['2026-11-12', 500000, 'NEFT-HDFC-SCHOLARSHIP FUND', null],
    ]);
    expect(t.db.select().from(paymentEvidence).all()).toHaveLength(0);
    expect(t.db.select().from(statementImports).all()).toHaveLength(0);

    const confirmed = await callerWith(await upload(csv, 'statement.csv')).statements.confirm({});
    expect(confirmed.kind === 'matched' && confirmed.importId).toBeGreaterThan(0);
    const checks = t.db.select().from(paymentEvidence).all();
    // Chandan has no line: "not in statement" is derived from the days covered, not stored.
    expect(checks).toHaveLength(4);
    expect(checks.every((c) => c.userId === admin.userId)).toBe(true);
    const imports = t.db.select().from(statementImports).all();
    expect(imports.map((i) => [i.fileName, i.creditLines, i.periodFrom, i.periodTo, i.userId])).toEqual([
      ['statement.csv', 4, '2026-11-09', '2026-11-14', admin.userId],
    ]);

    // The same file again changes nothing, and says when it was imported.
    const again = await callerWith(await upload(csv, 'statement-copy.csv')).statements.confirm({});
    expect(again.kind === 'matched' && again.importedBefore?.by).toBe('staff@example.in');
    expect(again.kind === 'matched' && again.counts.changes).toBe(0);
    expect(again.kind === 'matched' && outcome(again)).toEqual(outcome(preview));
    expect(t.db.select().from(paymentEvidence).all()).toEqual(checks);
    expect(t.db.select().from(statementImports).all()).toHaveLength(1);
  });

  it('reads the same facts from an XLSX statement (dates, numbers, a formula read as its value)', async () => {
    const p = seedPayments();
    const xlsx = await statementXlsx(lines);
    const result = await callerWith(await upload(xlsx, 'statement.xlsx')).statements.confirm({});
    expect(outcome(result)).toEqual({
      [p.asha.referenceId]: 'verified',
      [p.bina.referenceId]: 'amount_differs',
      [p.chandan.referenceId]: 'not_in_statement',
      [p.reused.referenceId]: 'line_used',
      [p.faridaAdmission.referenceId]: 'verified',
    });
    expect(result.kind === 'matched' && result.period).toEqual({ from: '2026-11-09', to: '2026-11-14' });

    // The CSV of the same statement afterwards: a different file, the same facts, no change.
    const csvAfter = await callerWith(await upload(statementCsv(lines), 'statement.csv')).statements.confirm({});
    expect(csvAfter.kind === 'matched' && csvAfter.importedBefore).toBeNull();
    expect(csvAfter.kind === 'matched' && csvAfter.counts.changes).toBe(0);
    expect(csvAfter.kind === 'matched' && csvAfter.mappingSource).toBe('remembered');
  });

  it('asks for the columns of an unknown layout once, then remembers them', async () => {
    const p = seedPayments();
    const headers = ['Tran Dt', 'Particulars', 'Chq No', 'Withdrawals', 'Paid In', 'Bal'];
    const file = Buffer.from(
      [
        'Tran Dt,Particulars,Chq No,Withdrawals,Paid In,Bal',
        ...lines.map((l) =>
          [l.date, l.description, l.reference ?? '', l.debit ?? '', l.credit ? `"${l.credit}"` : '', '1'].join(','),
        ),
      ].join('\n'),
    );

    const asked = await callerWith(await upload(file, 'bank.csv')).statements.preview({});
    expect(asked).toMatchObject({ kind: 'needs-mapping' });
    expect(asked.kind === 'needs-mapping' && asked.headers).toEqual(headers);

    const mapping = { dateColumn: 'Tran Dt', narrationColumn: 'Particulars', referenceColumn: 'Chq No', creditColumn: 'Paid In' };
    const mapped = await callerWith(await upload(file, 'bank.csv', mapping)).statements.confirm(mapping);
    expect(mapped.kind === 'matched' && mapped.mappingSource).toBe('given');
    expect(outcome(mapped)[p.asha.referenceId]).toBe('verified');
    expect(t.db.select().from(statementFormats).all()).toHaveLength(1);

    const next = await callerWith(await upload(Buffer.concat([file, Buffer.from('\n')]), 'bank-2.csv')).statements.preview({});
    expect(next.kind === 'matched' && next.mappingSource).toBe('remembered');
  });

  it('refuses a malformed statement naming the row and column, and writes nothing', async () => {
    seedPayments();
    const staff = (form: ReceivedForm) => callerWith(form).statements.confirm({});
    const badAmount = statementCsv([...lines.slice(0, 2), { date: '11/11/2026', description: 'UPI/X', credit: '12O.00' }]);
    const amountError = await staff(await upload(badAmount, 's.csv')).catch((e: unknown) => e);
    expect(problemOf(amountError)).toMatchObject({ status: 400, message: 'Row 8, column "Credit": "12O.00" is not an amount.' });

    const badDate = statementCsv([{ date: '31/02/2026', description: 'UPI/X', credit: '100.00' }]);
    const dateError = await staff(await upload(badDate, 's.csv')).catch((e: unknown) => e);
    expect(problemOf(dateError)).toMatchObject({
      status: 400,
      message: 'Row 6, column "Txn Date": "31/02/2026" is not a date (expected DD/MM/YYYY).',
    });

    const picture = await staff(await upload(tinyPng, 'statement.csv')).catch((e: unknown) => e);
    expect(problemOf(picture)).toMatchObject({
      status: 415,
      message: 'The statement must be a CSV, XLS or XLSX file exported from net banking.',
    });

    const brokenXlsx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
    const xlsxError = await staff(await upload(brokenXlsx, 's.xlsx')).catch((e: unknown) => e);
    expect(problemOf(xlsxError).status).toBe(400);

    const unclosed = Buffer.from('Txn Date,Description,Credit\n10/11/2026,"UPI/411111111111,100\n');
    const csvError = await staff(await upload(unclosed, 's.csv')).catch((e: unknown) => e);
    expect(problemOf(csvError).status).toBe(400);
    expect(problemOf(csvError).message).toMatch(/^The CSV file is malformed/);

    const missing = await callerWith(await statementUpload(t.dataDir, Buffer.alloc(0), 'empty.csv'))
      .statements.confirm({})
      .catch((e: unknown) => e);
    expect(problemOf(missing)).toMatchObject({
      status: 400,
      message: 'Please choose the statement file (CSV, XLS or XLSX) exported from net banking.',
    });

    expect(t.db.select().from(paymentEvidence).all()).toHaveLength(0);
    expect(t.db.select().from(statementImports).all()).toHaveLength(0);
    expect(t.db.select().from(statementFormats).all()).toHaveLength(0);
  });

  it('puts the checks in the dashboard lists: a badge value, the payment filter, the counts and the export', async () => {
    const p = seedPayments();
    await callerWith(await upload(statementCsv(lines), 's.csv')).statements.confirm({});
    const staff = callerWith(null);
    const refs = async (payment: string, kind: 'registrations' | 'admissions' = 'registrations') =>
      (await staff[kind].list({ payment: payment as never })).rows.map((r) => r.referenceId).sort();

    expect(await refs('verified')).toEqual([p.asha.referenceId]);
    expect(await refs('amount_differs')).toEqual([p.bina.referenceId]);
    expect(await refs('unchecked')).toHaveLength(2);
    expect(await refs('not_verified')).toHaveLength(4);
    expect(await refs('line_used', 'admissions')).toEqual([p.reused.referenceId]);
    const bina = (await staff.registrations.list({ q: p.bina.referenceId })).rows[0]!;
    expect([bina.payment, bina.paymentStatementPaise]).toEqual(['amount_differs', 5000]);
    const unknownFilter = await staff.registrations.list({ payment: 'paid' as never }).catch((e: unknown) => e);
    expect(problemOf(unknownFilter).status).toBe(400);

    expect(await staff.registrations.paymentCounts()).toEqual({
      verified: 1,
      amount_differs: 1,
      not_in_statement: 1,
      line_used: 0,
      unchecked: 2,
      notVerified: 4,
    });
    expect(await staff.admissions.paymentCounts()).toMatchObject({ verified: 1, line_used: 1, unchecked: 0, notVerified: 1 });

    const csv = (await staff.registrations.exportCsv({ payment: 'amount_differs' })).csv.split('\n');
    expect(csv[0]).toContain('Payment check,Amount in statement');
    expect(csv).toHaveLength(3); // header, Bina, the final newline
    expect(csv[1]).toMatch(/,Amount differs,50\.00\r?$/);
  });

  it('refuses visitors', async () => {
    const visitor = await callerWith(await upload(statementCsv(lines), 's.csv'), null)
      .statements.preview({})
      .catch((e: unknown) => e);
    expect(problemOf(visitor).status).toBe(401);
    const byHand = await callerWith(null, null)
      .statements.verifyByHand({ recordType: 'registration', id: 1, remark: 'cash' })
      .catch((e: unknown) => e);
    expect(problemOf(byHand).status).toBe(401);
  });

  it('keeps a payment verified by hand through a later statement that lacks it', async () => {
    const p = seedPayments();
    const staff = callerWith(null);
    const noRemark = await staff.statements
      .verifyByHand({ recordType: 'registration', id: p.chandan.id, remark: ' ' })
      .catch((e: unknown) => e);
    expect(problemOf(noRemark).status).toBe(400);
    const once = await staff.statements.verifyByHand({
      recordType: 'registration',
      id: p.chandan.id,
      remark: 'Cash received at the office, receipt 42',
    });
    const result = await callerWith(await upload(statementCsv(lines), 's.csv')).statements.confirm({});
    expect(outcome(result)[p.chandan.referenceId]).toBe('verified');
    const check = t.db
      .select()
      .from(paymentEvidence)
      .all()
      .find((c) => c.recordId === p.chandan.id && c.recordType === 'registration')!;
    expect([check.kind, check.outcome, check.remark, check.importId]).toEqual([
      'by_hand',
      'verified',
      'Cash received at the office, receipt 42',
      null,
    ]);
    // Twice by hand (a second click, a retry): the first evidence stands alone and the fee keeps its one receipt.
    const twice = await staff.statements.verifyByHand({ recordType: 'registration', id: p.chandan.id, remark: 'again' });
    expect(once.receipt).not.toBeNull();
    expect(twice.receipt).toBe(once.receipt);
    const evidence = t.db
      .select()
      .from(paymentEvidence)
      .all()
      .filter((c) => c.recordId === p.chandan.id && c.recordType === 'registration');
    expect(evidence.map((c) => c.remark)).toEqual(['Cash received at the office, receipt 42']);
  });
});
