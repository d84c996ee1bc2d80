// The bank statement import when its lines settle instalments (issue 53):
// 10,000 fee accounts, each with a UPI claim of its next instalment from the
// look-up, and a statement of 10,000 lines of their UTRs (one in ten of
// another amount, which pays nothing and is listed as "amount differs"),
// through the procedures staff call, in this process, from the sources.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { openDatabase, type DB } from '../db/client';
import { createCaller } from '../server/api/root';
import { createContext } from '../server/api/trpc';
import { createAdmin, login } from '../server/services/staff';
import { roomyGuards } from '../tests/support/db';
import { statementCsv, statementUpload, type StatementLineSeed } from '../tests/support/statements';
import { seedFeeAccounts } from './fee-accounts';
import { timeRuns } from './load';

export async function measureInstalmentStatement(lines: number, runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-instalments-'));
  const db: DB = openDatabase(dataDir);
  try {
    seedFeeAccounts(db, lines);
    const claim = db.$client.prepare(`insert into fee_payment_claims (account_id, amount_paise, utr) values (?, 150000, ?)`);
    const seeds: StatementLineSeed[] = [];
    const today = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
    db.transaction(() => {
      for (let i = 0; i < lines; i++) {
        const utr = String(700_000_000_000 + i);
        claim.run(i + 1, utr);
        seeds.push({
          date: today,
          description: `UPI/${utr}/STUDENT ${i}/instalment`,
          credit: i % 10 === 0 ? '1,400.00' : '1,500.00',
        });
      }
    });
    await createAdmin(db, { email: 'bench-admin@example.in', password: 'bench-password-1' });
    const { admin } = await login(db, { email: 'bench-admin@example.in', password: 'bench-password-1' }, { ip: '127.0.0.1' });
    const csv = statementCsv(seeds);
    const run = async (step: 'preview' | 'confirm') => {
      const upload = await statementUpload(dataDir, csv, 'statement.csv');
      try {
        const api = createCaller(createContext({ db, admin, ip: '127.0.0.1', dataDir, guards: roomyGuards, upload }));
        const result = await api.statements[step]({});
        if (result.kind !== 'matched' || result.instalments.length !== lines - lines / 10) {
          throw new Error('the bench statement did not settle its instalments');
        }
        if (result.instalmentsDiffer.length !== lines / 10) throw new Error('the bench statement lost its differing amounts');
        return result;
      } finally {
        await upload.cleanup();
      }
    };
    const preview = await timeRuns(runs, () => run('preview'));
    const confirm = await timeRuns(1, () => run('confirm'));
    const paid = (
      db.$client.prepare(`select count(*) as n from fee_entries where kind = 'payment' and utr like '7%'`).get() as { n: number }
    ).n;
    if (paid !== lines - lines / 10) throw new Error(`expected ${lines - lines / 10} instalment payments, found ${paid}`);
    const parseOnly = await timeRuns(runs, () => parse(csv.toString('utf8'), { relax_column_count: true }));
    return { preview, confirm, parseOnly };
  } finally {
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/statement-instalments.ts`: this section alone.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  console.log(JSON.stringify(await measureInstalmentStatement(Number(process.argv[2] ?? 10_000), 3), null, 2));
}
