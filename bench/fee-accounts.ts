// Fee accounts at scale (issue 53): the dues list over 100,000 instalments
// (50,000 accounts of two instalments each, beside their two fees and the
// payments of those), and one student's ledger, through the services the
// procedures call, in this process, from the sources. The baseline is the
// same call on a database with a single account.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from '../db/client';
import { duesList, ledgerOf } from '../server/services/fees';
import { timeRuns } from './load';

const day = 86_400_000;

/**
 * `accounts` admitted students at the three centres, admitted over the last
 * 200 days, each account as openAccount writes it (the seeded plan: the two
 * fees paid, two instalments 30 and 60 days after admission), written by
 * prepared statements so 50,000 take seconds (with the open instalments
 * refreshOpenInstalments would write, both projections); a third paid their first instalment.
 */
export function seedFeeAccounts(db: DB, accounts: number) {
  const sqlite = db.$client;
  const registration = sqlite.prepare(
    `insert into registrations (reference_id, name, father_name, gender, dob, email, mobile, address, program, course_code,
       course_name, centre, course_mode, consent_at, registration_fee, utr, status)
     values (?, ?, 'Father', 'female', '2004-01-01', ?, ?, 'Ward 1', 'diploma', 'DCA', 'Diploma in Computer Application', ?,
       'Offline', 0, 100, ?, 'APPROVED')`,
  );
  const admission = sqlite.prepare(
    `insert into admissions (reference_id, registration_id, name, father_name, gender, dob, email, mobile, admission_fee, utr, status)
     values (?, ?, ?, 'Father', 'female', '2004-01-01', ?, ?, 5000, ?, 'APPROVED')`,
  );
  const account = sqlite.prepare(
    `insert into fee_accounts (admission_id, plan_id, centre, course_code, course_mode, language, opened_at)
     values (?, 1, ?, 'DCA', 'Offline', 'en', ?)`,
  );
  const charge = sqlite.prepare(
    `insert into fee_entries (account_id, kind, amount_paise, line, label, label_hi, due_on, user_name) values (?, 'charge', ?, ?, ?, ?, ?, 'Office')`,
  );
  const payment = sqlite.prepare(
    `insert into fee_entries (account_id, kind, amount_paise, method, user_name) values (?, 'payment', ?, 'cash', 'Office')`,
  );
  const open = sqlite.prepare(
    `insert into fee_open_instalments (charge_id, account_id, centre, course_code, due_on, open_paise) values (?, ?, ?, 'DCA', ?, 150000)`,
  );
  const openAccount = sqlite.prepare(
    `insert into fee_open_accounts (account_id, centre, course_code, oldest_due_on, open_paise) values (?, ?, 'DCA', ?, ?)`,
  );
  const centres = ['gandhinagar', 'belwa', 'azamnagar'];
  const now = Date.now();
  const date = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
  db.transaction(() => {
    for (let i = 0; i < accounts; i++) {
      const mobile = String(9_000_000_000 + i);
      const centre = centres[i % 3]!;
      const reg = registration.run(
        `REG-B${String(i).padStart(7, '0')}`,
        `Student ${i}`,
        `s${i}@example.in`,
        mobile,
        centre,
        `5${String(i).padStart(11, '0')}`,
      );
      const adm = admission.run(
        `ADM-B${String(i).padStart(7, '0')}`,
        reg.lastInsertRowid,
        `Student ${i}`,
        `s${i}@example.in`,
        mobile,
        `6${String(i).padStart(11, '0')}`,
      );
      const admitted = now - (i % 200) * day;
      const id = account.run(adm.lastInsertRowid, centre, admitted).lastInsertRowid;
      charge.run(id, 10_000, 'registration', 'Registration fee', 'पंजीकरण शुल्क', date(admitted));
      charge.run(id, 500_000, 'admission', 'Admission fee', 'प्रवेश शुल्क', date(admitted));
      const first = charge.run(id, 150_000, 'instalment', 'Instalment 1', 'किस्त 1', date(admitted + 30 * day)).lastInsertRowid;
      const second = charge.run(id, 150_000, 'instalment', 'Instalment 2', 'किस्त 2', date(admitted + 60 * day)).lastInsertRowid;
      payment.run(id, 10_000);
      payment.run(id, 500_000);
      // What refreshOpenInstalments writes for this account.
      if (i % 3 === 0) payment.run(id, 150_000);
      else open.run(first, id, centre, date(admitted + 30 * day));
      open.run(second, id, centre, date(admitted + 60 * day));
      if (i % 3 === 0) openAccount.run(id, centre, date(admitted + 60 * day), 150_000);
      else openAccount.run(id, centre, date(admitted + 30 * day), 300_000);
    }
  });
}

export async function measureFeeAccounts(accounts = 50_000, runs = 40) {
  const side = async (count: number) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-fees-'));
    const db = openDatabase(dataDir);
    try {
      seedFeeAccounts(db, count);
      const instalments = (
        db.$client.prepare(`select count(*) as n from fee_entries where kind = 'charge' and line = 'instalment'`).get() as {
          n: number;
        }
      ).n;
      // Warm the statements once, as a running server has.
      duesList(db, 'all', {});
      const dues = await timeRuns(runs, () => duesList(db, 'all', { limit: 100 }));
      const overdue = await timeRuns(runs, () => duesList(db, 'all', { minDaysOverdue: 30, centre: 'belwa', limit: 100 }));
      const total = duesList(db, 'all', {}).total;
      const ledger = await timeRuns(runs, (i) => ledgerOf(db, 1 + ((i * 7919) % count)));
      return { instalments, total, dues, overdue, ledger };
    } finally {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return { full: await side(accounts), single: await side(1) };
}

// `npx tsx bench/fee-accounts.ts`: this section alone.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const result = await measureFeeAccounts(Number(process.argv[2] ?? 50_000));
  console.log(JSON.stringify(result, null, 2));
}
