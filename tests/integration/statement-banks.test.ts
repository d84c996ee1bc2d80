// Every fixture bank's statement (tests/fixtures/statements: CSV, semicolon
// CSV, tab-separated text, HTML and real Excel 97 named .xls, XLSX) read from
// disk through the server's multipart parser into a real SQLite file: the
// layout is recognised, masked rows, repeated headers, balances and footers
// are skipped, the three fees verify, the debit naming a payment's UTR never
// does, the grant is listed as a credit of no application, and what the
// preview said is what the database holds after confirming.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import type { SessionAdmin } from '../../server/services/staff/auth';
import type { ReceivedForm } from '../../server/storage/multipart';
import { bankFixtures } from '../fixtures/statements/banks';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedRegistration } from '../support/seed';
import { statementUpload } from '../support/statements';

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

const fixtureDir = path.join(import.meta.dirname, '..', 'fixtures', 'statements');
const india = (day: number) => new Date(Date.UTC(2026, 10, day, 6)); // 11:30 India time

async function callerFor(file: string, fields: Record<string, string> = {}) {
  const upload = await statementUpload(t.dataDir, readFileSync(path.join(fixtureDir, file)), file, fields);
  uploads.push(upload);
  return createCaller(createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards, upload }));
}

describe('statements of banks common in Bihar', () => {
  for (const fixture of bankFixtures) {
    it(`reads ${fixture.bank} (${fixture.file}, ${fixture.format})`, async () => {
      // One application per UTR in the month, paid on its day; the debit's too (a refund of Suman's fee).
      const seeded = fixture.txns
        .filter((txn) => txn.utr)
        .map((txn) => ({
          txn,
          record: seedRegistration(t.db, { utr: txn.utr!, registrationFee: txn.paise / 100, createdAt: india(txn.day) }),
        }));

      const preview = await (await callerFor(fixture.file)).statements.preview({});
      if (preview.kind !== 'matched') throw new Error(`${fixture.bank}: ${JSON.stringify(preview)}`);
      expect(preview.mapping.layout).toBe(fixture.layout);
      expect(preview.creditLines).toBe(fixture.txns.filter((txn) => txn.credit).length);
      expect(preview.debitLines).toBe(fixture.txns.filter((txn) => !txn.credit).length);
      expect(preview.period).toEqual({ from: '2026-11-20', to: '2026-11-25' });
      const states = Object.fromEntries(preview.matches.map((m) => [m.referenceId, m.state]));
      for (const { txn, record } of seeded) {
        // The refund's UTR is on a debit line only: never verified.
        expect([fixture.bank, txn.text, states[record.referenceId]]).toEqual([
          fixture.bank,
          txn.text,
          txn.credit ? 'verified' : 'not_in_statement',
        ]);
      }
      expect(preview.unknownCredits.map((c) => [c.amountPaise, c.date, c.narration])).toEqual([
        [500_000, '2026-11-25', 'NEFT-N329260011223-SHIKSHA SEVA TRUST-GRANT'],
      ]);
      expect(preview.ambiguous).toEqual([]);

      const confirmed = await (await callerFor(fixture.file)).statements.confirm({});
      expect(confirmed).toMatchObject({ kind: 'matched', counts: preview.counts });
      const staff = createCaller(createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards }));
      const listed = Object.fromEntries((await staff.registrations.list({})).rows.map((r) => [r.referenceId, r.payment]));
      expect(listed).toEqual(states);
      expect((await staff.statements.unknownCredits()).map((c) => c.amountPaise)).toEqual([500_000]);
    });
  }

  it('never lets a debit verify, even with the credit column mapped to an amount column that has a Dr/Cr beside it', async () => {
    const kotak = bankFixtures.find((f) => f.file === 'kotak.csv')!;
    const refund = kotak.txns.find((txn) => !txn.credit && txn.utr)!;
    const payer = seedRegistration(t.db, { utr: refund.utr!, registrationFee: refund.paise / 100, createdAt: india(refund.day) });
    // What staff did in the report: "credit" is the Amount column, Dr/Cr left out.
    const mapping = {
      layout: 'credit',
      dateColumn: 'Transaction Date',
      narrationColumn: 'Description',
      creditColumn: 'Amount',
    } as const;
    const preview = await (await callerFor('kotak.csv', mapping)).statements.preview(mapping);
    if (preview.kind !== 'matched') throw new Error('expected a match');
    expect(preview.debitLines).toBe(2);
    expect(preview.matches.find((m) => m.referenceId === payer.referenceId)?.state).toBe('not_in_statement');
    const signed = {
      layout: 'signed',
      dateColumn: 'Transaction Date',
      narrationColumn: 'Description',
      amountColumn: 'Amount',
    } as const;
    const asSigned = await (await callerFor('kotak.csv', signed)).statements.confirm(signed);
    expect(asSigned.kind === 'matched' && asSigned.debitLines).toBe(2);
    expect(t.db.$client.prepare("select count(*) as n from payment_evidence where outcome = 'verified'").get()).toEqual({ n: 0 });
  });
});
