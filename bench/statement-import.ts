// The bank statement import at 10,000 credit lines against 10,000
// registrations, through the procedures staff call (a real multipart parse of
// the file, then preview and confirm), as CSV, XLSX and legacy .xls, beside
// the baseline of parsing the same CSV with csv-parse alone. The preview
// reads and matches only; the confirm also writes. Run in this process, from
// the sources, the file is read in this thread (read-off-loop.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { openDatabase, type DB } from '../db/client';
import { createCaller } from '../server/api/root';
import { createContext } from '../server/api/trpc';
import { createAdmin, login } from '../server/services/staff';
import { roomyGuards } from '../tests/support/db';
import { seedRegistration } from '../tests/support/seed';
import { statementCsv, statementUpload, statementXls, statementXlsx, type StatementLineSeed } from '../tests/support/statements';
import { timeRuns } from './load';

export async function measureStatementImport(lines: number, runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-statement-'));
  const db: DB = openDatabase(dataDir);
  const day = new Date('2026-11-10T06:00:00Z');
  const seeds: StatementLineSeed[] = [];
  db.transaction((tx) => {
    for (let i = 0; i < lines; i++) {
      const utr = String(400_000_000_000 + i);
      seedRegistration(tx as unknown as DB, { utr, registrationFee: 100, createdAt: day });
      // One in ten amounts differs, as in a real month's mistakes.
      seeds.push({
        date: '10/11/2026',
        description: `UPI/${utr}/APPLICANT ${i}/okaxis`,
        credit: i % 10 === 0 ? '50.00' : '100.00',
      });
    }
  });
  await createAdmin(db, { email: 'bench-admin@example.in', password: 'bench-password-1' });
  const { admin } = await login(db, { email: 'bench-admin@example.in', password: 'bench-password-1' }, { ip: '127.0.0.1' });
  const csv = statementCsv(seeds);
  const xlsx = await statementXlsx(seeds);
  const xls = statementXls(seeds);

  const callerWith = async (file: Buffer, name: string) => {
    const upload = await statementUpload(dataDir, file, name);
    return { api: createCaller(createContext({ db, admin, ip: '127.0.0.1', dataDir, guards: roomyGuards, upload })), upload };
  };
  /** Receiving the upload, reading, matching (and for confirm, writing): what staff wait for. */
  const run = async (file: Buffer, name: string, step: 'preview' | 'confirm') => {
    const { api, upload } = await callerWith(file, name);
    try {
      const result = await api.statements[step]({});
      if (result.kind !== 'matched' || result.creditLines !== lines) throw new Error('the bench statement did not match');
      return result;
    } finally {
      await upload.cleanup();
    }
  };
  const csvPreview = await timeRuns(runs, () => run(csv, 'statement.csv', 'preview'));
  const xlsxPreview = await timeRuns(runs, () => run(xlsx, 'statement.xlsx', 'preview'));
  const xlsPreview = await timeRuns(runs, () => run(xls, 'statement.xls', 'preview'));
  // Once: a second confirm of the same file writes nothing.
  const confirm = await timeRuns(1, () => run(csv, 'statement.csv', 'confirm'));
  const verified = (
    db.$client.prepare("select count(*) as n from payment_evidence where outcome = 'verified'").get() as { n: number }
  ).n;
  if (verified !== lines - lines / 10) throw new Error(`expected ${lines - lines / 10} verified payments, found ${verified}`);
  const parseOnly = await timeRuns(runs, () => parse(csv.toString('utf8'), { relax_column_count: true }));
  db.$client.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { csvPreview, xlsxPreview, xlsPreview, confirm, parseOnly };
}
