// Evidence that is never lost, against a real SQLite file with statements
// read through the server's multipart parser: a second statement never
// erases an earlier line, an "amount differs" line stays beside a later
// verifying one, a payer who paid the day before applying is not flagged,
// the preview equals the database (a file imported before too), credits of
// no application are linked or dismissed and show in Activity, an unreadable
// row writes nothing, and the evidence table refuses UPDATE and DELETE.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problemOf } from '../../server/api/problem-of';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import type { SessionAdmin } from '../../server/services/staff/auth';
import type { ReceivedForm } from '../../server/storage/multipart';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedRegistration } from '../support/seed';
import { statementCsv, statementUpload, type StatementLineSeed } from '../support/statements';

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

const staff = () => createCaller(createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards }));
async function withFile(file: Buffer, name = 'statement.csv', fields: Record<string, string> = {}) {
  const upload = await statementUpload(t.dataDir, file, name, fields);
  uploads.push(upload);
  return createCaller(createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards, upload }))
    .statements;
}
const matched = <T extends { kind: string }>(result: T) => {
  if (result.kind !== 'matched') throw new Error(`expected a match, got ${JSON.stringify(result)}`);
  return result as Extract<T, { kind: 'matched' }>;
};
/** India time on a November 2026 day. */
const at = (day: number, hour = 11) => new Date(Date.UTC(2026, 10, day, hour - 5, 30));
const day = (d: number) => `${String(d).padStart(2, '0')}/11/2026`;
const debit = (d: number): StatementLineSeed => ({ date: day(d), description: 'ATM WDL', debit: '500.00' });

async function listedStates() {
  const rows = (await staff().registrations.list({})).rows;
  return Object.fromEntries(rows.map((r) => [r.referenceId, r.payment]));
}
const previewStates = (result: { matches: { referenceId: string; state: string | null }[] }) =>
  Object.fromEntries(result.matches.map((m) => [m.referenceId, m.state]));

describe('evidence that is never lost', () => {
  it('keeps an "amount differs" line through a later statement of the same days, and beside a later verifying line', async () => {
    const utr = '512345678901';
    const rani = seedRegistration(t.db, { name: 'Rani', utr, registrationFee: 100, createdAt: at(15) });
    const first = statementCsv([debit(13), { date: day(15), description: `UPI/${utr}/RANI/okaxis`, credit: '10.00' }, debit(16)]);
    const a = matched(await (await withFile(first, 'a.csv')).confirm({}));
    expect(previewStates(a)[rani.referenceId]).toBe('amount_differs');
    const row = a.matches.find((m) => m.referenceId === rani.referenceId)!.evidence[0]!.statementRow;
    expect(row).toBe(7);

    // Another statement of the same days without Rani's line: her line is still there.
    const second = statementCsv([debit(14), { date: day(15), description: 'NEFT RENT', credit: '3,000.00' }, debit(17)]);
    const b = matched(await (await withFile(second, 'b.csv')).confirm({}));
    const inB = b.matches.find((m) => m.referenceId === rani.referenceId)!;
    expect([inB.state, inB.changes, inB.evidence.map((e) => [e.outcome, e.statementRow, e.fileName])]).toEqual([
      'amount_differs',
      false,
      [['amount_differs', 7, 'a.csv']],
    ]);
    expect((await listedStates())[rani.referenceId]).toBe('amount_differs');

    // The first file again: its preview says what the database holds.
    const again = matched(await (await withFile(first, 'a-again.csv')).preview({}));
    expect(again.importedBefore?.by).toBe('staff@example.in');
    expect(again.counts.changes).toBe(0);
    expect(previewStates(again)).toEqual(
      Object.fromEntries(Object.entries(await listedStates()).filter(([ref]) => ref in previewStates(again))),
    );

    // She paid the rest: a verifying line, with the first line still shown beside it.
    const third = statementCsv([{ date: day(18), description: `UPI/${utr}/RANI/okaxis`, credit: '100.00' }]);
    const c = matched(await (await withFile(third, 'c.csv')).confirm({}));
    const inC = c.matches.find((m) => m.referenceId === rani.referenceId)!;
    expect(inC.state).toBe('verified');
    expect(inC.evidence.map((e) => [e.outcome, e.fileName])).toEqual([
      ['amount_differs', 'a.csv'],
      ['verified', 'c.csv'],
    ]);
  });

  it('does not flag a payer who paid the day before applying, and flags a payment only when every day it could have been made is covered', async () => {
    const paidBefore = seedRegistration(t.db, { name: 'Sunita', utr: '522222222222', createdAt: at(26) });
    const neverPaid = seedRegistration(t.db, { name: 'Mohan', utr: '533333333333', createdAt: at(26, 15) });
    const of26 = statementCsv([{ date: day(26), description: 'UPI/544444444444/SOMEONE/okicici', credit: '100.00' }]);
    const only26 = matched(await (await withFile(of26, '26.csv')).confirm({}));
    expect(previewStates(only26)).toMatchObject({ [paidBefore.referenceId]: null, [neverPaid.referenceId]: null });
    expect(await listedStates()).toMatchObject({ [paidBefore.referenceId]: null, [neverPaid.referenceId]: null });

    // The days before: Sunita's line of the 25th verifies her; Mohan is now "not in statement".
    const before = statementCsv([debit(22), { date: day(25), description: 'UPI/522222222222/SUNITA/ybl', credit: '100.00' }]);
    const preview = matched(await (await withFile(before, '22-25.csv')).preview({}));
    expect(previewStates(preview)).toMatchObject({
      [paidBefore.referenceId]: 'verified',
      [neverPaid.referenceId]: 'not_in_statement',
    });
    matched(await (await withFile(before, '22-25.csv')).confirm({}));
    // The preview equals the database.
    expect(await listedStates()).toMatchObject(previewStates(preview));
  });

  it('lists credits of no application; staff link one by reference id (evidence, in Activity) or mark it not an application fee', async () => {
    const typo = seedRegistration(t.db, { name: 'Kavita', utr: '599999999999', registrationFee: 100, createdAt: at(10) });
    const file = statementCsv([
      { date: day(10), description: 'UPI/511111111112/KAVITA/okaxis', credit: '100.00' },
      { date: day(11), description: 'NEFT SHIKSHA TRUST GRANT', credit: '5,000.00' },
    ]);
    const preview = matched(await (await withFile(file)).preview({}));
    expect(preview.unknownCredits.map((c) => [c.date, c.amountPaise, c.utr])).toEqual([
      ['2026-11-10', 10000, '511111111112'],
      ['2026-11-11', 500000, null],
    ]);
    matched(await (await withFile(file)).confirm({}));
    const [kavitaLine, grant] = [...(await staff().statements.unknownCredits())].sort((x, y) => x.date.localeCompare(y.date));

    const unknownRef = await staff()
      .statements.linkCredit({ lineId: kavitaLine!.id, referenceId: 'REG-ZZZZZZZZ', remark: 'x' })
      .catch((e: unknown) => e);
    expect(problemOf(unknownRef)).toMatchObject({
      status: 404,
      message: 'No registration or admission has the reference id REG-ZZZZZZZZ.',
    });
    const linked = await staff().statements.linkCredit({
      lineId: kavitaLine!.id,
      referenceId: typo.referenceId.toLowerCase(),
      remark: 'She typed her UTR wrong; the bank line is hers',
    });
    expect(linked).toMatchObject({
      state: 'confirmed',
      selfConfirmed: true,
      result: { referenceId: typo.referenceId, state: 'verified' },
    });
    expect((await listedStates())[typo.referenceId]).toBe('verified');
    const twice = await staff()
      .statements.linkCredit({ lineId: kavitaLine!.id, referenceId: typo.referenceId, remark: 'again' })
      .catch((e: unknown) => e);
    expect(problemOf(twice).status).toBe(409);

    await staff().statements.dismissCredit({ lineId: grant!.id, remark: 'Scholarship grant from the trust' });
    expect(await staff().statements.unknownCredits()).toEqual([]);

    const activity = (await staff().activity.list({ page: 0 })).entries;
    const of = (kind: string) => activity.filter((e) => e.kind === kind);
    expect(of('payment')).toMatchObject([
      {
        how: 'link',
        verified: true,
        amountPaise: 10000,
        remark: 'She typed her UTR wrong; the bank line is hers',
        by: 'staff@example.in',
      },
    ]);
    expect(of('statement')).toMatchObject([
      { fileName: 'statement.csv', creditLines: 2, from: '2026-11-10', to: '2026-11-11', by: 'staff@example.in' },
    ]);
    expect(of('dismissed')).toMatchObject([{ amountPaise: 500000, remark: 'Scholarship grant from the trust' }]);
  });

  it('refuses a row that looks like a transaction but cannot be read, naming its row and column, and writes nothing', async () => {
    seedRegistration(t.db, { utr: '577777777777', createdAt: at(10) });
    const rows = [
      'Sl. No.,Transaction Date,Description,Amount,Dr / Cr,Balance',
      '1,10-11-2026,UPI/577777777777/X/ybl,100.00,CR,1000.00',
      '2,11-11-2026,UPI/588888888888/Y/ybl,200.00,XX,1200.00',
    ].join('\n');
    const error = await (await withFile(Buffer.from(rows))).confirm({}).catch((e: unknown) => e);
    expect(problemOf(error)).toMatchObject({ status: 400, message: 'Row 3, column "Dr / Cr": "XX" is neither Dr nor Cr.' });
    const count = (table: string) => (t.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect([
      count('payment_evidence'),
      count('statement_lines'),
      count('statement_imports'),
      count('statement_days'),
      count('statement_formats'),
    ]).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps evidence append-only in the database itself', async () => {
    seedRegistration(t.db, { utr: '566666666666', createdAt: at(10) });
    matched(
      await (
        await withFile(statementCsv([{ date: day(10), description: 'UPI/566666666666/Z/ybl', credit: '100.00' }]))
      ).confirm({}),
    );
    expect(() => t.db.$client.prepare("update payment_evidence set outcome = 'amount_differs'").run()).toThrow(/append-only/);
    expect(() => t.db.$client.prepare('delete from payment_evidence').run()).toThrow(/append-only/);
    expect(() => t.db.$client.prepare('delete from statement_lines').run()).toThrow(/append-only/);
  });
});

describe('amounts as banks write them', () => {
  it('reads ₹, Rs., INR and Indian grouping, and a decimal comma when the file uses it, naming an amount that disagrees', async () => {
    const rupees = [
      'Date;Narration;Credit',
      '10/11/2026;UPI/501000000001/A;100,00',
      '10/11/2026;UPI/501000000002/B;1.500,00',
      '10/11/2026;UPI/501000000003/C;50,50',
    ].join('\n');
    const comma = matched(await (await withFile(Buffer.from(rupees))).preview({}));
    expect(comma.unknownCredits.map((c) => c.amountPaise)).toEqual([10000, 150000, 5050]);
    expect(comma.ambiguous).toEqual([]);

    const mixed = [
      'Date,Narration,Credit',
      '10/11/2026,UPI/502000000001/A,"₹ 1,00,000.00"',
      '10/11/2026,UPI/502000000002/B,Rs.100',
      '10/11/2026,UPI/502000000003/C,INR 250.50',
      '10/11/2026,UPI/502000000004/D,"1,234.00"',
      '10/11/2026,UPI/502000000005/E,"100,00"',
    ].join('\n');
    const dot = matched(await (await withFile(Buffer.from(mixed))).preview({}));
    expect(dot.unknownCredits.map((c) => c.amountPaise)).toEqual([10_000_000, 10000, 25050, 123400, 10000]);
    expect(dot.ambiguous).toEqual([{ row: 6, column: 'Credit', text: '100,00', readAsPaise: 10000 }]);
  });
});
